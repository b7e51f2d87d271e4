import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { SeasonFields, SeasonSummary } from '@tribal/contracts';
import { Clock } from '../../../common/clock';
import { EventStore } from '../../../event-store/event-store.service';
import { SeasonsService } from '../../../game/seasons.service';
import { seasonDecider } from '../../domain/season.decider';
import { changeSeason } from '../season-change';

/** POST /api/seasons: the season opens, and its premiere fills the default weekly air schedule. */
export class OpenSeason extends Command<SeasonSummary> {
  constructor(
    readonly fields: SeasonFields,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
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
