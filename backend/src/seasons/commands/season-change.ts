import { SeasonSummary } from '@tribal/contracts';
import { fold } from '../../event-store/decider';
import { CommandTransaction } from '../../event-store/event-store.service';
import { SeasonsService } from '../../game/seasons.service';
import { scheduleDecider } from '../../schedule/domain/schedule.decider';
import { scheduleStreamId } from '../../schedule/domain/schedule.events';
import { SeasonState, scheduleAfterSeasonChange, seasonDecider } from '../domain/season.decider';
import { seasonStreamId } from '../domain/season.events';

type OpenedState = Extract<SeasonState, { opened: true }>;

/** Appends the season's events, then the schedule it implies (in the same transaction), and answers the summary. */
export async function changeSeason(
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
