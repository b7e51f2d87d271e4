import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PICK_MESSAGES, seasonLength } from '@tribal/contracts';
import { Clock } from '../../../common/clock';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { fold } from '../../../event-store/decider';
import { EventStore } from '../../../event-store/event-store.service';
import { eventsOfType } from '../../../event-store/stored-event';
import { LeagueManagerRole } from '../../../game/league-manager-role';
import { readSeasonSchedule } from '../../../game/season-schedule.sql';
import { DeadlineMovedMail } from '../../deadline-moved-mail';
import { cutoffMoves } from '../../domain/deadline-moves';
import { leagueDecider } from '../../domain/league.decider';
import { leagueStreamId } from '../../domain/league.events';
import { seasonEpisodesOfLeague } from '../../leagues.sql';

export class SetEliminationCutoffs extends Command<{ message: string }> {
  constructor(
    readonly leagueId: string,
    readonly cutoffs: Record<string, Date>,
    readonly idempotencyKey?: string,
    readonly actor: LeagueManagerRole = 'admin',
  ) {
    super();
  }
}

@CommandHandler(SetEliminationCutoffs)
export class SetEliminationCutoffsHandler implements ICommandHandler<SetEliminationCutoffs> {
  constructor(
    private readonly store: EventStore,
    private readonly mail: DeadlineMovedMail,
    private readonly clock: Clock,
  ) {}

  execute({ leagueId, cutoffs, idempotencyKey, actor }: SetEliminationCutoffs): Promise<{ message: string }> {
    return this.store.execute('SetEliminationCutoffs', idempotencyKey, async (tx) => {
      const before = fold(leagueDecider, await tx.readStream(leagueStreamId(leagueId)));
      // The league's season says which episodes take cutoffs (2-13 of 14).
      const seasonEpisodes = await seasonEpisodesOfLeague(tx.manager, leagueId);
      const now = this.clock.now();
      const appended = await decideAndAppend(
        tx,
        leagueStreamId(leagueId),
        leagueDecider,
        {
          type: 'SetEliminationCutoffs',
          cutoffs,
          episodes: seasonLength({ episodes: seasonEpisodes }),
          // an aired episode's window has closed: a commissioner may not re-open it with a cutoff
          schedule: await readSeasonSchedule(tx.manager, before.season),
          by: actor,
          now,
        },
        { actor, commandId: idempotencyKey },
      );
      const [set] = eventsOfType(appended, 'EliminationCutoffsSet');
      await this.mail.record(tx, before, cutoffMoves(before.cutoffs, set.data.cutoffs, now), set);
      return { message: PICK_MESSAGES.cutoffsUpdated };
    });
  }
}
