import { Body, Controller, Headers, HttpCode, Param, Post, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  CAST_CSV_MAX_BYTES,
  CAST_IMPORT_MESSAGES,
  type Castaway,
  CastawaySchema,
  type CastImportPreview,
  CastImportPreviewSchema,
  CastImportQuerySchema,
  SeasonSchema,
  UNSTORABLE_TEXT_MESSAGE,
} from '@tribal/contracts';
import { z } from 'zod';
import { AdminOnly } from '../access/admin-only.guard';
import { Answers, ApiTag } from '../common/api-answers';
import { badRequest, DomainError } from '../common/domain-error';
import { IdempotencyKey } from '../common/request-context';
import { singleFileUpload } from '../common/single-file-upload';
import { isStorableText } from '../common/storable-text';
import { ZodPipe } from '../common/zod-body.pipe';
import { SeasonExistsPipe } from '../game/season-exists.pipe';
import { ImportCast } from './commands/import-cast/import-cast.command';

const CastFileUpload = singleFileUpload({
  field: 'file',
  limits: { fileSize: CAST_CSV_MAX_BYTES },
  tooLarge: () => badRequest(CAST_IMPORT_MESSAGES.tooLarge, 'file'),
  unreadable: (reason) => badRequest(`The upload was not understood: ${reason}.`, 'file'),
});

/** The file's text: a `text/csv` body (read by the text parser in app.ts) or the multipart field `file`. */
function csvText(contentType: string | undefined, body: unknown, file: Express.Multer.File | undefined): string {
  if (file) {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(file.buffer);
    } catch {
      throw badRequest(CAST_IMPORT_MESSAGES.notUtf8, 'file');
    }
    if (!isStorableText(text)) throw badRequest(UNSTORABLE_TEXT_MESSAGE, 'file');
    return text;
  }
  if (/^text\/csv\b/i.test(contentType ?? '') && typeof body === 'string') return body;
  throw new DomainError(400, CAST_IMPORT_MESSAGES.notCsv);
}

/** Opening a season: its cast from a CSV file (the admin's spreadsheet). */
@ApiTag('Seasons')
@Controller('api')
export class CastImportController {
  constructor(private readonly commands: CommandBus) {}

  @Post('seasons/:season/cast')
  @HttpCode(200)
  @AdminOnly()
  @UseInterceptors(CastFileUpload)
  @Answers(
    z.union([CastImportPreviewSchema, z.array(CastawaySchema)]),
    'Import the cast from a CSV file (dryRun=true: the preview, saving nothing; else the castaways saved)',
    { file: { field: 'file', required: true, csv: true } },
  )
  async importCast(
    // The season first: a file for a season that does not exist is a 404, whatever the file holds.
    @Param('season', new ZodPipe(SeasonSchema), SeasonExistsPipe) season: number,
    @Query(new ZodPipe(CastImportQuerySchema)) query: z.output<typeof CastImportQuerySchema>,
    @Headers('content-type') contentType: string | undefined,
    @Body() body: unknown,
    @UploadedFile() file: Express.Multer.File | undefined,
    @IdempotencyKey() key?: string,
  ): Promise<CastImportPreview | Castaway[]> {
    return this.commands.execute(new ImportCast(season, csvText(contentType, body, file), query.dryRun, key));
  }
}
