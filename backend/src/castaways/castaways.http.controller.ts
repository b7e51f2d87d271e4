import { Body, Controller, Delete, Get, Header, Param, PipeTransform, Post, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  AddCastawaysRequestSchema,
  BULK_ADD_NO_VALID_ROW,
  BulkCastawayRowSchema,
  bulkRowCounts,
  Castaway,
  CastawayEditSchema,
  CastawayIdSchema,
  CastawayInputSchema,
  CastawaySchema,
  MessageResponseSchema,
  SeasonSchema,
} from '@tribal/contracts';
import { z } from 'zod';
import { AdminOnly } from '../access/admin-only.guard';
import { Answers, ApiTag } from '../common/api-answers';
import { badRequest } from '../common/domain-error';
import { IdempotencyKey } from '../common/request-context';
import { ZodPipe } from '../common/zod-body.pipe';
import { SeasonExistsPipe } from '../game/season-exists.pipe';
import { AddCastaways } from './commands/add-castaways/add-castaways.command';
import { RemoveCastaway } from './commands/remove-castaway/remove-castaway.command';
import { UpdateCastaway } from './commands/update-castaway/update-castaway.command';
import { CastawayFields } from './domain/castaway.events';
import { CastawayScope } from './queries/castaway-rows.sql';
import { ListCastawaysOfLeague, ListCastawaysOfSeason } from './queries/list-castaways.query';

/**
 * Spec §5 bulk rule: a row counts only with name, age, occupation and image URL (tribe optional); rows that do
 * not count are skipped, and a list with none is refused. A counting row must still be valid (age a number).
 */
function toCastaways(body: unknown): CastawayFields[] {
  if (!Array.isArray(body)) return [new ZodPipe(CastawayInputSchema).transform(body)];
  const rows = new ZodPipe(z.array(BulkCastawayRowSchema).max(200)).transform(body).filter(bulkRowCounts);
  if (rows.length === 0) throw badRequest(BULK_ADD_NO_VALID_ROW);
  return rows.map((row, i) => {
    const parsed = CastawayInputSchema.safeParse({ ...row, tribe: row.tribe?.trim() || '-' });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw badRequest(`Row ${i + 1}: ${String(issue.path[0])}: ${issue.message}`, `${i}.${String(issue.path[0])}`);
    }
    return { ...parsed.data, tribe: row.tribe?.trim() ?? '' };
  });
}

/** Whose cast an edit changes: the route's league, or its season (checked for its shape, then that it exists). */
class CastawayScopePipe implements PipeTransform<Record<string, string>, CastawayScope> {
  private readonly season = new ZodPipe(SeasonSchema);

  transform(params: Record<string, string>): CastawayScope {
    return 'season' in params ? { season: this.season.transform(params.season) } : { leagueId: params.leagueId };
  }
}
const CastawayScopeParams = () => Param(new CastawayScopePipe(), SeasonExistsPipe);

@ApiTag('Castaways')
@Controller('api')
export class CastawaysController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('leagues/:leagueId/castaways')
  @Answers(z.array(CastawaySchema), 'The castaways of a league’s season')
  ofLeague(@Param('leagueId') leagueId: string): Promise<Castaway[]> {
    return this.queries.execute(new ListCastawaysOfLeague(leagueId));
  }

  /**
   * The season's cast: what standings rows name by castaway id. Browsers keep it and revalidate with the ETag
   * Express derives from the body, so an unchanged cast costs a 304, and a renamed castaway shows at once.
   */
  @Get('castaways/:season')
  @Header('Cache-Control', 'no-cache')
  @Answers(z.array(CastawaySchema), 'A season’s castaways')
  ofSeason(@Param('season', new ZodPipe(SeasonSchema), SeasonExistsPipe) season: number): Promise<Castaway[]> {
    return this.queries.execute(new ListCastawaysOfSeason(season));
  }

  /*
   * Each edit answers two routes: by league, and by season (a season opens before any league plays it, and
   * Admin → Castaways works by season). Same bodies, answers and rules either way.
   */
  @Post(['leagues/:leagueId/castaways', 'seasons/:season/castaways'])
  @AdminOnly()
  @Answers(z.array(CastawaySchema), 'Add castaways (one or in bulk); by season, before any league plays it', {
    body: AddCastawaysRequestSchema,
  })
  add(
    @CastawayScopeParams() scope: CastawayScope,
    @Body() body: unknown,
    @IdempotencyKey() key?: string,
  ): Promise<Castaway[]> {
    return this.commands.execute(new AddCastaways(scope, toCastaways(body), key));
  }

  @Put(['leagues/:leagueId/castaways/:castawayId', 'seasons/:season/castaways/:castawayId'])
  @AdminOnly()
  @Answers(CastawaySchema, 'Edit a castaway (of a league’s season, or of a season)')
  update(
    @CastawayScopeParams() scope: CastawayScope,
    @Param('castawayId', new ZodPipe(CastawayIdSchema)) castawayId: number,
    @Body(new ZodPipe(CastawayEditSchema)) body: CastawayFields,
    @IdempotencyKey() key?: string,
  ): Promise<Castaway> {
    return this.commands.execute(new UpdateCastaway(scope, castawayId, body, key));
  }

  @Delete(['leagues/:leagueId/castaways/:castawayId', 'seasons/:season/castaways/:castawayId'])
  @AdminOnly()
  @Answers(MessageResponseSchema, 'Remove a castaway (from a league’s season, or from a season)')
  remove(
    @CastawayScopeParams() scope: CastawayScope,
    @Param('castawayId', new ZodPipe(CastawayIdSchema)) castawayId: number,
    @IdempotencyKey() key?: string,
  ) {
    return this.commands.execute(new RemoveCastaway(scope, castawayId, key));
  }
}
