import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DRAFT_MESSAGES } from '@tribal/contracts';
import { Clock } from '../../../common/clock';
import { fold } from '../../../event-store/decider';
import { EventStore } from '../../../event-store/event-store.service';
import { LeagueManagerRole } from '../../../game/league-manager-role';
import { DeadlineMovedMail } from '../../deadline-moved-mail';
import { draftDeadlineMoves } from '../../domain/deadline-moves';
import { leagueDecider } from '../../domain/league.decider';
import { leagueStreamId } from '../../domain/league.events';
import { appendLeagueChange } from '../league-manager-change';

export class SetDraftDeadline extends Command<{ message: string }> {
  constructor(
    readonly leagueId: string,
    readonly draftDeadline: Date | null,
    readonly idempotencyKey?: string,
    readonly actor: LeagueManagerRole = 'admin',
  ) {
    super();
  }
}

@CommandHandler(SetDraftDeadline)
export class SetDraftDeadlineHandler implements ICommandHandler<SetDraftDeadline> {
  constructor(
    private readonly store: EventStore,
    private readonly mail: DeadlineMovedMail,
    private readonly clock: Clock,
  ) {}

  execute(change: SetDraftDeadline): Promise<{ message: string }> {
    const { draftDeadline } = change;
    return this.store.execute('SetDraftDeadline', change.idempotencyKey, async (tx) => {
      const before = fold(leagueDecider, await tx.readStream(leagueStreamId(change.leagueId)));
      const now = this.clock.now();
      const [set] = await appendLeagueChange(tx, change, {
        type: 'SetDraftDeadline',
        draftDeadline,
        by: change.actor,
        now,
      });
      const moves = draftDeadlineMoves(before.draftDeadline, draftDeadline?.toISOString() ?? null, now);
      await this.mail.record(tx, before, moves, set);
      return { message: DRAFT_MESSAGES.draftDeadlineUpdated };
    });
  }
}
