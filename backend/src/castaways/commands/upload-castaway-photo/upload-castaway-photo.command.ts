import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Castaway, MESSAGES } from '@tribal/contracts';
import { notFound } from '../../../common/domain-error';
import { fold } from '../../../event-store/decider';
import { EventStore } from '../../../event-store/event-store.service';
import { seasonOfCastaway, storeCastawayPhoto } from '../../castaways.sql';
import { castawayDecider } from '../../domain/castaway.decider';
import { castawayStreamId } from '../../domain/castaway.events';
import { SquarePhoto } from '../../photos/square-photo';
import { listCastaways } from '../../queries/castaway-rows.sql';

/** PUT /api/castaways/{id}/photo: the castaway's picture becomes this photo; answers the castaway. */
export class UploadCastawayPhoto extends Command<Castaway> {
  constructor(
    readonly castawayId: number,
    readonly photo: SquarePhoto,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

@CommandHandler(UploadCastawayPhoto)
export class UploadCastawayPhotoHandler implements ICommandHandler<UploadCastawayPhoto> {
  constructor(private readonly store: EventStore) {}

  execute({ castawayId, photo, idempotencyKey }: UploadCastawayPhoto): Promise<Castaway> {
    return this.store.execute('UploadCastawayPhoto', idempotencyKey, async (tx) => {
      const season = await seasonOfCastaway(tx.manager, castawayId);
      if (season === undefined) throw notFound(MESSAGES.castawayNotFound);
      const streamId = castawayStreamId(season);
      const history = await tx.readStream(streamId);
      const { sha256, width, height, webp } = photo;
      const events = castawayDecider.decide(
        { type: 'ChangeCastawayPhoto', season, castawayId, photo: { sha256, width, height, bytes: webp.length } },
        fold(castawayDecider, history),
      );
      if (events.length > 0) {
        // Content-addressed: the same bytes are one row, whoever uploads them and however often.
        await storeCastawayPhoto(tx.manager, photo);
        await tx.append(streamId, history.length, events, { actor: 'admin', commandId: idempotencyKey });
      }
      const cast = await listCastaways(tx.manager, season);
      return cast.find((c) => c.id === castawayId) as Castaway;
    });
  }
}
