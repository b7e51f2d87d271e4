import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import {
  CLASSIC_SCORING_TABLE,
  ME_MESSAGES,
  MESSAGES,
  predictionDeadlineInForce,
  SCORING_TABLE_MESSAGES,
} from '@tribal/contracts';
import { Caller, MemberEntry } from '../../access/caller';
import { Clock } from '../../common/clock';
import { DomainError, notFound, unauthorized } from '../../common/domain-error';
import { decideAndAppend } from '../../event-store/decide-and-append';
import { EventStore } from '../../event-store/event-store.service';
import { readSeasonSchedule } from '../../game/season-schedule.sql';
import { solePredictionDecider } from '../domain/league-scoring.decider';
import { solePredictionStreamId } from '../domain/league-scoring.events';
import {
  readEntryById,
  readFinaleProgress,
  readLeagueScoringTable,
  readScoringLeague,
  readSeasonCastawayIds,
} from '../league-scoring.sql';

/**
 * The member's own entry in the league, as the caller's credentials opened it (the same two ways as a weekly pick:
 * the entry token, or the session of the person who owns the entry): 401 without either, 403 for a person with no
 * entry in this league.
 */
export function entryOfCaller(caller: Caller, leagueId: string): MemberEntry {
  if (caller.kind === 'member' && caller.entry.leagueId === leagueId) return caller.entry;
  if (caller.kind === 'person') {
    const own = caller.entries.find((entry) => entry.leagueId === leagueId);
    if (own) return own;
    throw new DomainError(403, ME_MESSAGES.notYourEntry);
  }
  throw unauthorized(MESSAGES.entryTokenMissing);
}

export class MakeSolePrediction extends Command<{ message: string }> {
  constructor(
    readonly leagueId: string,
    readonly castawayId: number,
    readonly caller: Caller,
    readonly idempotencyKey?: string,
  ) {
    super();
  }
}

/** PUT /api/leagues/{id}/prediction: the member's Sole Survivor prediction, on their entry's own stream. */
@CommandHandler(MakeSolePrediction)
export class MakeSolePredictionHandler implements ICommandHandler<MakeSolePrediction> {
  constructor(
    private readonly store: EventStore,
    private readonly clock: Clock,
  ) {}

  execute({ leagueId, castawayId, caller, idempotencyKey }: MakeSolePrediction): Promise<{ message: string }> {
    return this.store.execute('MakeSolePrediction', idempotencyKey, async (tx) => {
      const league = await readScoringLeague(tx.manager, leagueId);
      if (!league) throw notFound(MESSAGES.leagueNotFound);
      const opened = entryOfCaller(caller, leagueId);
      // The entry as it is now (a removed member's token opens nothing).
      const entry = await readEntryById(tx.manager, leagueId, opened.entryId);
      if (!entry) throw notFound(MESSAGES.memberNotFound);
      const table = (await readLeagueScoringTable(tx.manager, leagueId, league.season)) ?? CLASSIC_SCORING_TABLE;
      const schedule = await readSeasonSchedule(tx.manager, league.season);
      const { winnerKnown } = await readFinaleProgress(tx.manager, league.season);
      await decideAndAppend(
        tx,
        solePredictionStreamId(leagueId, league.season, entry.entryId),
        solePredictionDecider,
        {
          type: 'MakeSolePrediction',
          leagueId,
          season: league.season,
          userName: entry.userName,
          entryId: entry.entryId,
          castawayId,
          solePrediction: table.solePrediction,
          deadline: predictionDeadlineInForce(table.predictionDeadline, schedule),
          winnerKnown,
          castawayIds: await readSeasonCastawayIds(tx.manager, league.season),
          now: this.clock.now(),
        },
        { actor: `member:${entry.userName}`, commandId: idempotencyKey },
      );
      return { message: SCORING_TABLE_MESSAGES.predictionSaved };
    });
  }
}
