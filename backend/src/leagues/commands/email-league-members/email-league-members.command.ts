import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ADMIN_MESSAGES, SendEmailToAllResponse } from '@tribal/contracts';
import { Clock } from '../../../common/clock';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { CommandTransaction, EventStore } from '../../../event-store/event-store.service';
import { LeagueManagerRole } from '../../../game/league-manager-role';
import { mailableMember } from '../../../mail/league-mail-audience';
import { LeagueMailUnsubscribe } from '../../../mail/league-mail-unsubscribe';
import { MailOutbox } from '../../../mail/mail-outbox';
import { leagueDecider } from '../../domain/league.decider';
import { leagueStreamId } from '../../domain/league.events';

/** The outbox intent keys of one league email start with this; its progress is counted by it. */
export const leagueEmailIntentPrefix = (commandId: string) => `league-email:${commandId}:`;

/**
 * The sends of the last 24 hours by the commissioner of `leagueId`, across every league their email runs (the site
 * admin's sends are not theirs). Takes a lock on that email until commit, so two sends from two of its leagues at
 * once cannot both pass the limit.
 */
async function commissionerSendsSince(tx: CommandTransaction, leagueId: string, now: Date): Promise<number> {
  const [league]: Array<{ email: string | null }> = await tx.manager.query(
    'SELECT lower(commissioner_email) AS email FROM leagues WHERE id = $1',
    [leagueId],
  );
  if (!league?.email) return 0;
  await tx.manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`league-email:${league.email}`]);
  // A league's stream id is `league-{id}` (leagueStreamId).
  const [{ sends }]: Array<{ sends: number }> = await tx.manager.query(
    `SELECT count(*)::int AS sends FROM leagues l JOIN events e ON e.stream_id = 'league-' || l.id
      WHERE lower(l.commissioner_email) = $1 AND e.type = 'LeagueMembersEmailed'
        AND e.metadata->>'actor' = 'commissioner' AND (e.data->>'sentAt')::timestamptz > $2`,
    [league.email, new Date(now.getTime() - 86_400_000)],
  );
  return sends;
}

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
      const commissionerSendsToday = actor === 'commissioner' ? await commissionerSendsSince(tx, leagueId, now) : 0;
      const rows: Array<{ email: string }> = await tx.manager.query(
        `SELECT DISTINCT lower(m.email) AS email FROM league_members m
          WHERE m.league_id = $1 AND ${mailableMember('m')} ORDER BY 1`,
        [leagueId],
      );
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
