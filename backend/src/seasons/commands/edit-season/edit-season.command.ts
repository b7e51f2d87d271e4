import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EditSeasonRequest, SeasonSummary } from '@tribal/contracts';
import { EventStore } from '../../../event-store/event-store.service';
import { SeasonsService } from '../../../game/seasons.service';
import { seasonDecider } from '../../domain/season.decider';
import { changeSeason } from '../season-change';

/** PATCH /api/seasons/{n}: title, premiere or length; the schedule follows a new premiere or length. */
export class EditSeason extends Command<SeasonSummary> {
  constructor(
    readonly season: number,
    readonly changes: EditSeasonRequest,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

@CommandHandler(EditSeason)
export class EditSeasonHandler implements ICommandHandler<EditSeason> {
  constructor(
    private readonly store: EventStore,
    private readonly seasons: SeasonsService,
  ) {}

  execute({ season, changes, idempotencyKey }: EditSeason): Promise<SeasonSummary> {
    return this.store.execute('EditSeason', idempotencyKey, (tx) =>
      changeSeason(
        tx,
        this.seasons,
        season,
        (state) => seasonDecider.decide({ type: 'EditSeason', season, changes }, state),
        idempotencyKey,
      ),
    );
  }
}
