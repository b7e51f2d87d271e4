import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import {
  COMMISSIONER_SIGN_IN_PATH,
  LEAGUE_ACTIVATE_PATH,
  LEAGUE_ACTIVATION_HOURS,
  LEAGUE_MANAGER_MESSAGES,
  StartLeagueRequestSchema,
} from '@tribal/contracts';
import { z } from 'zod';
import { Clock } from '../../../common/clock';
import { APP_CONFIG, AppConfig } from '../../../config/app-config';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { EventStore } from '../../../event-store/event-store.service';
import { SeasonsService } from '../../../game/seasons.service';
import { leagueDecider } from '../../../leagues/domain/league.decider';
import { leagueStreamId } from '../../../leagues/domain/league.events';
import { appLink } from '../../../mail/app-link';
import { MailOutbox } from '../../../mail/mail-outbox';
import { leagueActivationMail, leagueAlreadyStartedMail } from '../../../mail/templates/commissioner-mails';
import { commissionerCodes } from '../../../sign-in/sign-in-codes.sql';

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

  /**
   * Answers the same 202 whether or not the email already runs a league of that name (issue 33, review N6: league
   * names are public, so a 409 told anyone which address ran which league); the owner learns it by mail instead.
   * (The mails' wording: mail/templates/commissioner-mails.ts.)
   */
  async execute({ input, idempotencyKey }: StartLeague): Promise<{ message: string }> {
    const leagueId = randomUUID();
    const email = input.commissionerEmail.toLowerCase();
    const now = this.clock.now();
    await this.store.execute('StartLeague', idempotencyKey, async (tx) => {
      // One commissioner's starts queue behind each other, so two at once cannot both take one name.
      await tx.manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`start-league:${email}`]);
      const [taken]: Array<{ name: string }> = await tx.manager.query(
        'SELECT name FROM leagues WHERE commissioner_email = $1 AND lower(name) = lower($2)',
        [email, input.leagueName],
      );
      if (taken) {
        await this.outbox.record(tx, [
          {
            intentKey: `league-already-started:${leagueId}`,
            to: email,
            ...leagueAlreadyStartedMail({
              askedName: input.leagueName,
              existingName: taken.name,
              signInLink: appLink(this.config, COMMISSIONER_SIGN_IN_PATH),
            }),
          },
        ]);
        return;
      }
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
      const { code } = await commissionerCodes.issue(
        tx.manager,
        { purpose: 'activate', email, leagueId },
        now,
        LEAGUE_ACTIVATION_HOURS * 3600_000,
      );
      await this.outbox.record(tx, [
        {
          intentKey: `league-activation:${leagueId}`,
          to: email,
          ...leagueActivationMail({
            leagueName: input.leagueName,
            userName: input.userName,
            activateLink: appLink(this.config, LEAGUE_ACTIVATE_PATH, { code }),
          }),
        },
      ]);
    });
    return { message: LEAGUE_MANAGER_MESSAGES.leagueStarted(input.leagueName) };
  }
}
