import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Castaway, MESSAGES } from '@tribal/contracts';
import { notFound } from '../../../common/domain-error';
import { fold } from '../../../event-store/decider';
import { EventStore } from '../../../event-store/event-store.service';
import { castawayDecider } from '../../domain/castaway.decider';
import { castawayStreamId } from '../../domain/castaway.events';
import { listCastaways } from '../../queries/castaway-rows.sql';
import { SquarePhoto } from './square-photo';

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
      const rows: Array<{ season: number }> = await tx.manager.query('SELECT season FROM castaways WHERE id = $1', [
        castawayId,
      ]);
      if (rows.length === 0) throw notFound(MESSAGES.castawayNotFound);
      const { season } = rows[0];
      const streamId = castawayStreamId(season);
      const history = await tx.readStream(streamId);
      const { sha256, width, height, webp } = photo;
      const events = castawayDecider.decide(
        { type: 'ChangeCastawayPhoto', season, castawayId, photo: { sha256, width, height, bytes: webp.length } },
        fold(castawayDecider, history),
      );
      if (events.length > 0) {
        // Content-addressed: the same bytes are one row, whoever uploads them and however often.
        await tx.manager.query(
          `INSERT INTO castaway_photos (sha256, content_type, width, height, size, bytes)
           VALUES ($1, 'image/webp', $2, $3, $4, $5) ON CONFLICT (sha256) DO NOTHING`,
          [sha256, width, height, webp.length, webp],
        );
        await tx.append(streamId, history.length, events, { actor: 'admin', commandId: idempotencyKey });
      }
      const cast = await listCastaways(tx.manager, season);
      return cast.find((c) => c.id === castawayId) as Castaway;
    });
  }
}
