import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CreateLeagueResponse } from '@tribal/contracts';
import { Clock } from '../../../common/clock';
import { decideAndAppend } from '../../../event-store/decide-and-append';
import { EventStore } from '../../../event-store/event-store.service';
import { SeasonsService } from '../../../game/seasons.service';
import { leagueDecider } from '../../domain/league.decider';
import { leagueStreamId } from '../../domain/league.events';

export class CreateLeague extends Command<CreateLeagueResponse> {
  constructor(
    readonly input: {
      leagueName: string;
      password: string;
      commissionerName: string;
      /** absent: the default season (contracts' defaultSeason) */
      season?: number;
      tribes: Array<{ name: string; color: string }>;
    },
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

@CommandHandler(CreateLeague)
export class CreateLeagueHandler implements ICommandHandler<CreateLeague> {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
    private readonly seasons: SeasonsService,
  ) {}

  async execute({ input, idempotencyKey }: CreateLeague): Promise<CreateLeagueResponse> {
    const leagueId = randomUUID();
    // The league password is the league's join code. It is kept readable (in the event and the read table) so that
    // the admin can show the invite link that carries it; it is never answered to anyone else. A join code keeps
    // strangers and scripts out of a pool, it is not a credential worth a hash the admin could not show again.
    return this.store.execute('CreateLeague', idempotencyKey, async (tx) => {
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
          now: this.clock.now(),
        },
        { actor: 'admin', commandId: idempotencyKey },
      );
      return { id: leagueId, name: input.leagueName, season };
    });
  }
}
