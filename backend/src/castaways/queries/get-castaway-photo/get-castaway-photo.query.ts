import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { PHOTO_MESSAGES } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { notFound } from '../../../common/domain-error';
import { readCastawayPhoto } from '../../castaways.sql';

export interface CastawayPhoto {
  sha256: string;
  contentType: string;
  bytes: Buffer;
}

/** The castaway's current photo; its bytes are left out (empty) when it is one of the `held` hashes. */
export class GetCastawayPhoto extends Query<CastawayPhoto> {
  constructor(
    readonly castawayId: number,
    readonly held: readonly string[],
  ) {
    super();
  }
}

@QueryHandler(GetCastawayPhoto)
export class GetCastawayPhotoHandler implements IQueryHandler<GetCastawayPhoto> {
  constructor(private readonly db: DataSource) {}

  async execute({ castawayId, held }: GetCastawayPhoto): Promise<CastawayPhoto> {
    // Revalidations (the browser's If-None-Match) carry the hash they hold: an unchanged photo costs no bytes read.
    const row = await readCastawayPhoto(this.db.manager, castawayId, held);
    if (!row) throw notFound(PHOTO_MESSAGES.notFound);
    return { sha256: row.sha256, contentType: row.content_type, bytes: row.bytes ?? Buffer.alloc(0) };
  }
}
