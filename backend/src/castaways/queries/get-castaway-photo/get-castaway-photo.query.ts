import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { PHOTO_MESSAGES } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { notFound } from '../../../common/domain-error';

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
    const rows: Array<{ sha256: string; content_type: string; bytes: Buffer | null }> = await this.db.query(
      `SELECT p.sha256, p.content_type, CASE WHEN p.sha256 <> ALL($2::text[]) THEN p.bytes END AS bytes
       FROM castaways c JOIN castaway_photos p ON p.sha256 = c.photo_sha256 WHERE c.id = $1`,
      [castawayId, held],
    );
    if (rows.length === 0) throw notFound(PHOTO_MESSAGES.notFound);
    return { sha256: rows[0].sha256, contentType: rows[0].content_type, bytes: rows[0].bytes ?? Buffer.alloc(0) };
  }
}
