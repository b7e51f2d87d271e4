import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ADMIN_MESSAGES, SendEmailToAllResponse } from '@tribal/contracts';
import { Clock } from '../../../common/clock';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { EventStore } from '../../../event-store/event-store.service';
import { mailableMember } from '../../../mail/league-mail-audience';
import { LeagueMailUnsubscribe } from '../../../mail/league-mail-unsubscribe';
import { MailOutbox } from '../../../mail/mail-outbox';
import { LeagueManagerRole, leagueDecider } from '../../domain/league.decider';
import { leagueStreamId } from '../../domain/league.events';

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
    return this.store.execute('EmailLeagueMembers', idempotencyKey, async (tx) => {
      const rows: Array<{ email: string }> = await tx.manager.query(
        `SELECT DISTINCT lower(m.email) AS email FROM league_members m
          WHERE m.league_id = $1 AND ${mailableMember('m')} ORDER BY 1`,
        [leagueId],
      );
      await decideAndAppend(
        tx,
        leagueStreamId(leagueId),
        leagueDecider,
        { type: 'EmailMembers', commandId, subject: input.subject, recipients: rows.length, now: this.clock.now() },
        { actor, commandId: idempotencyKey },
      );
      const [league]: Array<{ name: string }> = await tx.manager.query('SELECT name FROM leagues WHERE id = $1', [
        leagueId,
      ]);
      const scope = { leagueId, leagueName: league?.name ?? 'this league' };
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
