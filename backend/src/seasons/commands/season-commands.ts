import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EditSeasonRequest, SeasonFields, SeasonSummary } from '@tribal/contracts';
import { Clock } from '../../common/clock';
import { fold } from '../../event-store/decider';
import { CommandTransaction, EventStore } from '../../event-store/event-store.service';
import { SeasonsService } from '../../game/seasons.service';
import { scheduleDecider } from '../../schedule/domain/schedule.decider';
import { scheduleStreamId } from '../../schedule/domain/schedule.events';
import { SeasonState, scheduleAfterSeasonChange, seasonDecider } from '../domain/season.decider';
import { seasonStreamId } from '../domain/season.events';

/** POST /api/seasons: the season opens, and its premiere fills the default weekly air schedule. */
export class OpenSeason extends Command<SeasonSummary> {
  constructor(
    readonly fields: SeasonFields,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

/** PATCH /api/seasons/{n}: title, premiere or length; the schedule follows a new premiere or length. */
export class EditSeason extends Command<SeasonSummary> {
  constructor(
    readonly season: number,
    readonly changes: EditSeasonRequest,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

type OpenedState = Extract<SeasonState, { opened: true }>;

/** Appends the season's events, then the schedule it implies (in the same transaction), and answers the summary. */
async function changeSeason(
  tx: CommandTransaction,
  seasons: SeasonsService,
  season: number,
  decide: (state: SeasonState) => ReturnType<typeof seasonDecider.decide>,
  idempotencyKey: string | undefined,
): Promise<SeasonSummary> {
  const metadata = { actor: 'admin', commandId: idempotencyKey };
  const history = await tx.readStream(seasonStreamId(season));
  const before = fold(seasonDecider, history);
  const events = decide(before);
  if (events.length > 0) {
    await tx.append(seasonStreamId(season), history.length, events, metadata);
    const after = fold(seasonDecider, [...history, ...events]) as OpenedState;
    const scheduleHistory = await tx.readStream(scheduleStreamId(season));
    const current = fold(scheduleDecider, scheduleHistory).airTimes;
    const schedule = scheduleAfterSeasonChange(before.opened ? before : null, after, current);
    if (schedule) {
      const airTimes = Object.fromEntries(Object.entries(schedule).map(([episode, at]) => [episode, new Date(at)]));
      const scheduled = scheduleDecider.decide({ type: 'SetSeasonSchedule', season, airTimes }, { airTimes: current });
      await tx.append(scheduleStreamId(season), scheduleHistory.length, scheduled, metadata);
    }
  }
  const summary = (await seasons.list(tx.manager)).find((s) => s.number === season);
  if (!summary) throw new Error(`season ${season} is not in the read table after its change`);
  return summary;
}

@CommandHandler(OpenSeason)
export class OpenSeasonHandler implements ICommandHandler<OpenSeason> {
  constructor(
    private readonly store: EventStore,
    private readonly seasons: SeasonsService,
    private readonly clock: Clock,
  ) {}

  execute({ fields, idempotencyKey }: OpenSeason): Promise<SeasonSummary> {
    return this.store.execute('OpenSeason', idempotencyKey, (tx) =>
      changeSeason(
        tx,
        this.seasons,
        fields.number,
        (state) => seasonDecider.decide({ type: 'OpenSeason', ...fields, now: this.clock.now() }, state),
        idempotencyKey,
      ),
    );
  }
}

@CommandHandler(EditSeason)
export class EditSeasonHandler implements ICommandHandler<EditSeason> {
  constructor(
    private readonly store: EventStore,
    private readonly seasons: SeasonsService,
  ) {}

  execute({ season, changes, idempotencyKey }: EditSeason): Promise<SeasonSummary> {
    return this.store.execute('EditSeason', idempotencyKey, (tx) =>
      changeSeason(
        tx,
        this.seasons,
        season,
        (state) => seasonDecider.decide({ type: 'EditSeason', season, changes }, state),
        idempotencyKey,
      ),
    );
  }
}
