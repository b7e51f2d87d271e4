import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EntryCredentials } from '../../access/acts-on-entry.guard';
import { AdminOnly } from '../../access/admin-only.guard';
import { LeagueManager } from '../../access/league-manager.guard';
import { PersonSignedIn } from '../../access/person-signed-in.guard';
import { Answers, ApiTag } from '../../common/api-answers';
import { EntryToken } from '../../common/request-context';
import { ZodPipe } from '../../common/zod-body.pipe';
import { describeRoutes } from './described-routes';

const Pick = z.object({ castawayId: z.number() });
const Week = z.object({ episode: z.coerce.number().optional() });
const Message = z.object({ message: z.string() });

@ApiTag('Picks')
@Controller('api/leagues/:leagueId')
class PicksForTest {
  @Get('picks')
  @Answers(z.array(Pick), 'Everyone’s picks')
  list(@Query(new ZodPipe(Week)) _week: unknown) {}

  @Post('pick')
  @HttpCode(200)
  @Answers(Message, 'Make a pick')
  pick(@Body(new ZodPipe(Pick)) _pick: unknown, @EntryToken() _token?: string) {}

  @Put('cutoff')
  @LeagueManager()
  @Answers(Message, 'Set the cutoff')
  cutoff() {}

  @Put(['scores', 'seasons/:season/scores'])
  @AdminOnly()
  @Answers(Message, 'Save scores')
  scores(@Param('season') _season: string) {}

  /** Not a route: no decorator asks for an answer. */
  helper() {}
}

@ApiTag('Me')
@Controller('api/me')
class MeForTest {
  @Get()
  @PersonSignedIn()
  @Answers(Message, 'My leagues')
  me() {}

  @Post('pick')
  @HttpCode(200)
  @Answers(Message, 'A pick by the entry token or the owner’s session')
  pick(@EntryCredentials() _credential: unknown) {}
}

@Controller('api/castaways')
class CastawaysForTest {
  @Get()
  @Answers(z.array(z.string()), 'The castaways')
  list() {}

  @Get(':castawayId/photo')
  photo() {}
}

describe('the routes the API description lists', () => {
  it('are read from the handlers: path, method, status, caller, body and query', () => {
    const routes = describeRoutes([PicksForTest]);
    expect(routes.map(({ method, path, tag, caller, status }) => ({ method, path, tag, caller, status }))).toEqual([
      { method: 'get', path: '/api/leagues/{leagueId}/picks', tag: 'Picks', caller: 'anyone', status: undefined },
      { method: 'post', path: '/api/leagues/{leagueId}/pick', tag: 'Picks', caller: 'member', status: 200 },
      { method: 'put', path: '/api/leagues/{leagueId}/cutoff', tag: 'Picks', caller: 'manager', status: undefined },
      { method: 'put', path: '/api/leagues/{leagueId}/scores', tag: 'Picks', caller: 'admin', status: undefined },
      {
        method: 'put',
        path: '/api/leagues/{leagueId}/seasons/{season}/scores',
        tag: 'Picks',
        caller: 'admin',
        status: undefined,
      },
    ]);
    expect(routes[0].query).toBe(Week);
    expect(routes[1].body).toBe(Pick);
    expect(routes[1].summary).toBe('Make a pick');
  });

  it('a person’s own route is the signed-in person’s; a change to an entry that takes their session is a member’s', () => {
    expect(describeRoutes([MeForTest]).map(({ path, caller }) => ({ path, caller }))).toEqual([
      { path: '/api/me', caller: 'person' },
      { path: '/api/me/pick', caller: 'member' },
    ]);
  });

  it('leave no route out: a handler without @Answers() stops the description, named', () => {
    expect(() => describeRoutes([PicksForTest, CastawaysForTest])).toThrow(/CastawaysForTest\.photo/);
  });
});
