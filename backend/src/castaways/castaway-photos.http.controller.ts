import { Controller, Get, Headers, Param, Put, Query, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type Castaway, CastawayIdSchema, CastawaySchema, castawayPhotoUrl } from '@tribal/contracts';
import { Response } from 'express';
import { z } from 'zod';
import { AdminOnly } from '../access/admin-only.guard';
import { Answers, ApiTag } from '../common/api-answers';
import { IdempotencyKey } from '../common/request-context';
import { ZodPipe } from '../common/zod-body.pipe';
import { UploadCastawayPhoto } from './commands/upload-castaway-photo/upload-castaway-photo.command';
import { checkedPhoto, PhotoUpload } from './photos/photo-upload';
import { CastawayPhoto, GetCastawayPhoto } from './queries/get-castaway-photo/get-castaway-photo.query';

const SHA256 = /[0-9a-f]{64}/g;
/** A year: the versioned URL's bytes never change (a new photo is a new URL). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Castaway photos, stored in the database and served from our own origin (so the CSP's img-src 'self' holds). */
@ApiTag('Castaways')
@Controller('api/castaways/:castawayId/photo')
export class CastawayPhotosController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Put()
  @AdminOnly()
  @UseInterceptors(PhotoUpload)
  @Answers(CastawaySchema, 'Upload a castaway’s photo (JPEG, PNG or WebP; stored square, as WebP)', {
    file: { field: 'photo', required: true },
  })
  async upload(
    @Param('castawayId', new ZodPipe(CastawayIdSchema)) castawayId: number,
    @UploadedFile() file: Express.Multer.File | undefined,
    @IdempotencyKey() key?: string,
  ): Promise<Castaway> {
    return this.commands.execute(new UploadCastawayPhoto(castawayId, await checkedPhoto(file), key));
  }

  /**
   * Public. `?v={sha256}` (the castaway's imageUrl) is immutable and cached for a year; without it, or after the
   * photo changed, the browser revalidates. Either way the ETag is the hash, and a matching If-None-Match is a 304.
   */
  @Get()
  @Answers('image/*', 'A castaway’s photo (?v=hash, its imageUrl, is cached for a year; ETag, 304)', {
    query: z.object({ v: z.string().optional() }),
  })
  async serve(
    @Param('castawayId', new ZodPipe(CastawayIdSchema)) castawayId: number,
    @Query('v') version: unknown,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const held = (ifNoneMatch ?? '').toLowerCase().match(SHA256)?.slice(0, 8) ?? [];
    const photo: CastawayPhoto = await this.queries.execute(new GetCastawayPhoto(castawayId, held));
    if (version !== undefined && version !== photo.sha256) {
      // An old page asking for an earlier photo: never cache the current one under that earlier URL.
      response.setHeader('Cache-Control', 'no-cache');
      response.redirect(302, castawayPhotoUrl(castawayId, photo.sha256));
      return;
    }
    response.setHeader('ETag', `"${photo.sha256}"`);
    response.setHeader('Cache-Control', version === undefined ? 'public, no-cache' : IMMUTABLE);
    if (held.includes(photo.sha256)) {
      response.status(304).end();
      return;
    }
    response.setHeader('Content-Type', photo.contentType);
    response.setHeader('Content-Length', photo.bytes.length);
    response.end(photo.bytes);
  }
}
