import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ADMIN_MESSAGES, SendEmailToAllResponse } from '@tribal/contracts';
import { Clock } from '../../../common/clock';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { EventStore } from '../../../event-store/event-store.service';
import { LeagueManagerRole } from '../../../game/league-manager-role';
import { LeagueMailUnsubscribe } from '../../../mail/league-mail-unsubscribe';
import { MailOutbox } from '../../../mail/mail-outbox';
import { leagueDecider } from '../../domain/league.decider';
import { leagueStreamId } from '../../domain/league.events';
import { commissionerSendsSince, leagueNameOf, mailableMemberEmails } from '../../leagues.sql';

/** The outbox intent keys of one league email start with this; its progress is counted by it. */
export const leagueEmailIntentPrefix = (commandId: string) => `league-email:${commandId}:`;

/** POST /api/leagues/{id}/email: the commissioner (or admin) writes to the league's members, queued like email-all. */
export class EmailLeagueMembers extends Command<SendEmailToAllResponse> {
  constructor(
    readonly leagueId: string,
    readonly input: { subject: string; body: string },
    readonly actor: LeagueManagerRole,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

/** The event and one mail per distinct member address commit together: "queued" means each goes out once. */
@CommandHandler(EmailLeagueMembers)
export class EmailLeagueMembersHandler implements ICommandHandler<EmailLeagueMembers> {
  constructor(
    private readonly store: EventStore,
    private readonly outbox: MailOutbox,
    private readonly unsubscribe: LeagueMailUnsubscribe,
    private readonly clock: Clock,
  ) {}

  execute({ leagueId, input, actor, idempotencyKey }: EmailLeagueMembers): Promise<SendEmailToAllResponse> {
    const commandId = randomUUID();
    // The daily limits are decided inside the command: a retry of a send (its Idempotency-Key) answers the stored
    // result before reaching here, so it never counts twice (issue 33, N10).
    return this.store.execute('EmailLeagueMembers', idempotencyKey, async (tx) => {
      const now = this.clock.now();
      const commissionerSendsToday =
        actor === 'commissioner' ? await commissionerSendsSince(tx.manager, leagueId, now) : 0;
      const rows = await mailableMemberEmails(tx.manager, leagueId);
      await decideAndAppend(
        tx,
        leagueStreamId(leagueId),
        leagueDecider,
        {
          type: 'EmailMembers',
          commandId,
          subject: input.subject,
          recipients: rows.length,
          now,
          by: actor,
          commissionerSendsToday,
        },
        { actor, commandId: idempotencyKey },
      );
      const scope = { leagueId, leagueName: (await leagueNameOf(tx.manager, leagueId)) ?? 'this league' };
      const intents = [];
      for (const { email } of rows) {
        intents.push(
          await this.unsubscribe.unsubscribable(
            {
              intentKey: `${leagueEmailIntentPrefix(commandId)}${email}`,
              to: email,
              subject: input.subject,
              text: input.body,
            },
            scope,
          ),
        );
      }
      await this.outbox.record(tx, intents);
      return { message: ADMIN_MESSAGES.emailSent, commandId, recipients: rows.length };
    });
  }
}
