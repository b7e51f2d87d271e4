import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { LEAGUE_ACTIVATION_HOURS, LEAGUE_MANAGER_MESSAGES, StartLeagueRequestSchema } from '@tribal/contracts';
import { z } from 'zod';
import { Clock } from '../../../common/clock';
import { conflict } from '../../../common/domain-error';
import { digestSecret, newSecret } from '../../../common/secrets';
import { AppConfig } from '../../../config/app-config';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { EventStore } from '../../../event-store/event-store.service';
import { leagueDecider } from '../../../leagues/domain/league.decider';
import { leagueStreamId } from '../../../leagues/domain/league.events';
import { MailOutbox } from '../../../mail/mail-outbox';
import { APP_CONFIG } from '../../../redis/redis-availability';
import { SeasonsService } from '../../../seasons/seasons.service';

/**
 * POST /api/leagues without the admin's token: anyone starts a league. It exists at once but waits, inactive,
 * until the commissioner opens the emailed link (which proves the address); unactivated, it is removed after 48 h.
 */
export class StartLeague extends Command<{ message: string }> {
  constructor(
    readonly input: z.output<typeof StartLeagueRequestSchema>,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

@CommandHandler(StartLeague)
export class StartLeagueHandler implements ICommandHandler<StartLeague> {
  constructor(
    private readonly store: EventStore,
    private readonly outbox: MailOutbox,
    private readonly clock: Clock,
    private readonly seasons: SeasonsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ input, idempotencyKey }: StartLeague): Promise<{ message: string }> {
    const leagueId = randomUUID();
    const code = newSecret();
    const email = input.commissionerEmail.toLowerCase();
    const now = this.clock.now();
    // A retry with the Idempotency-Key answers 202 again instead of 409 "you already run a league of that name".
    await this.store.execute('StartLeague', idempotencyKey, async (tx) => {
      // One commissioner's starts queue behind each other, so two at once cannot both take one name.
      await tx.manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`start-league:${email}`]);
      const taken = await tx.manager.query(
        'SELECT 1 FROM leagues WHERE commissioner_email = $1 AND lower(name) = lower($2)',
        [email, input.leagueName],
      );
      if (taken.length) throw conflict(LEAGUE_MANAGER_MESSAGES.duplicateLeague);
      const season = await this.seasons.forNewLeague(input.season, tx.manager);
      await decideAndAppend(
        tx,
        leagueStreamId(leagueId),
        leagueDecider,
        {
          type: 'CreateLeague',
          leagueId,
          name: input.leagueName,
          commissioner: input.commissionerName,
          season,
          joinCode: input.password,
          tribes: input.tribes,
          now,
          commissionerEmail: email,
          commissionerEntry: {
            userName: input.userName,
            survivorName: input.survivorName,
            realName: input.realName,
            paymentMethod: input.paymentMethod,
          },
        },
        { actor: 'commissioner' },
      );
      await tx.manager.query(
        `INSERT INTO commissioner_codes (code_hash, purpose, email, league_id, created_at, expires_at)
         VALUES ($1, 'activate', $2, $3, $4, $5)`,
        [digestSecret(code), email, leagueId, now, new Date(now.getTime() + LEAGUE_ACTIVATION_HOURS * 3600_000)],
      );
      const link = `${this.config.publicUrl.replace(/\/+$/, '')}/league/activate?code=${encodeURIComponent(code)}`;
      await this.outbox.record(tx, [
        {
          intentKey: `league-activation:${leagueId}`,
          to: email,
          subject: `Activate ${input.leagueName} on Tribal Pool`,
          text: [
            `You started the league ${input.leagueName} on Tribal Pool, with yourself as commissioner and as ${input.userName}.`,
            '',
            'Open this link to activate it; it also signs this device in as the commissioner:',
            link,
            '',
            `The link works once, within ${LEAGUE_ACTIVATION_HOURS} hours. Until then the league is not listed and`,
            'nobody can join it; after that it is removed.',
            'If you did not start a league, ignore this email.',
          ].join('\n'),
        },
      ]);
    });
    return { message: LEAGUE_MANAGER_MESSAGES.leagueStarted(input.leagueName) };
  }
}
