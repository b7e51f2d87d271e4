import {
  CASTAWAY_HAPPENING_CATEGORY,
  HAPPENING_MESSAGES,
  HappeningRequest,
  INDIVIDUAL_IMMUNITY_POINTS,
  ScoreRecord,
  TRIBE_HAPPENING_CATEGORY,
  votedOutEpisodes,
} from '@tribal/contracts';
import { badRequest } from '../../common/domain-error';
import { ScoreRecordDelta } from './score-record-delta';

/** The season's castaways as a happening sees them: names, and tribes as of the happening's episode. */
export interface SeasonCast {
  names: ReadonlyMap<number, string>;
  tribes: ReadonlyMap<number, string>;
}

interface HappeningContext {
  season: number;
  episode: number;
  cast: SeasonCast;
  /** episode -> castaway id -> record, as they stand */
  records: ReadonlyMap<number, ReadonlyMap<number, ScoreRecord>>;
}

/**
 * What a happening adds to each castaway's record (spec §9 rubric), or a 400 naming what is wrong. Pure: the
 * tribes, the players still in the game and the immunity table are all in the context.
 */
export function decideHappeningChanges(
  happening: HappeningRequest,
  context: HappeningContext,
): Record<string, ScoreRecordDelta> {
  const { episode, cast, records } = context;
  // Who has left the game by this episode, counting this episode itself (contracts' votedOutEpisodes).
  const outBy = votedOutEpisodes(records, episode);
  const nameOf = (id: number) => cast.names.get(id) ?? `Castaway ${id}`;
  const inSeason = (id: number, field: string) => {
    if (!cast.names.has(id)) throw badRequest(HAPPENING_MESSAGES.unknownCastaway(id, context.season), field);
  };
  const inGame = (id: number, field: string) => {
    inSeason(id, field);
    const out = outBy.get(id);
    if (out !== undefined) throw badRequest(HAPPENING_MESSAGES.votedOutEarlier(nameOf(id), out), field);
  };

  switch (happening.kind) {
    case 'tribeImmunityWin':
    case 'tribeRewardWin': {
      const wanted = happening.tribe.toLowerCase();
      const members = [...cast.tribes].filter(([id, t]) => t.toLowerCase() === wanted && cast.names.has(id));
      if (members.length === 0) {
        const tribes = [...new Set(cast.tribes.values())].filter(Boolean).sort();
        throw badRequest(HAPPENING_MESSAGES.unknownTribe(happening.tribe, episode, tribes), 'tribe');
      }
      const stillIn = members.filter(([id]) => !outBy.has(id));
      if (stillIn.length === 0) throw badRequest(HAPPENING_MESSAGES.emptyTribe(members[0][1]), 'tribe');
      const category = TRIBE_HAPPENING_CATEGORY[happening.kind];
      return Object.fromEntries(stillIn.map(([id]) => [String(id), { [category]: 1 }]));
    }
    case 'individualImmunityWin': {
      inGame(happening.castawayId, 'castawayId');
      // Players remaining when the challenge is run: everyone not voted out in an earlier episode.
      const outBefore = votedOutEpisodes(records, episode - 1);
      const remaining = [...cast.names.keys()].filter((id) => !outBefore.has(id)).length;
      const row = INDIVIDUAL_IMMUNITY_POINTS.find((r) => r.playersRemaining === remaining);
      if (!row) throw badRequest(HAPPENING_MESSAGES.immunityRemaining(remaining), 'castawayId');
      return { [happening.castawayId]: { individualImmunityWins: row.points } };
    }
    case 'tribalCouncil': {
      happening.votes.forEach((vote, i) => {
        inSeason(vote.voter, `votes.${i}.voter`);
        const out = outBy.get(vote.voter);
        if (out !== undefined) {
          throw badRequest(HAPPENING_MESSAGES.voterNotInGame(nameOf(vote.voter), out), `votes.${i}.voter`);
        }
        inGame(vote.target, `votes.${i}.target`);
      });
      const seen = new Set<number>();
      happening.votedOut.forEach((id, i) => {
        inGame(id, `votedOut.${i}`);
        if (seen.has(id)) throw badRequest(HAPPENING_MESSAGES.votedOutTwice(nameOf(id)), `votedOut.${i}`);
        seen.add(id);
      });
      const changes: Record<string, ScoreRecordDelta> = {};
      const of = (id: number): ScoreRecordDelta => {
        changes[id] ??= {};
        return changes[id];
      };
      const counted = happening.votes.filter((v) => !v.nullified);
      // Spec §9: -0.5 per vote received (nullified votes do not count)...
      for (const vote of counted) {
        const delta = of(vote.target);
        delta.votesAgainst = (delta.votesAgainst ?? 0) + 1;
      }
      // ...+1 to each voter whose counted vote went to someone who went home...
      for (const voter of new Set(counted.filter((v) => seen.has(v.target)).map((v) => v.voter))) {
        of(voter).rightSideOfVote = 1;
      }
      // ...and the vote-out itself, which closes picks and ends the castaway's game.
      for (const id of seen) of(id).votedOut = true;
      return changes;
    }
    case 'finalPlacement': {
      inGame(happening.castawayId, 'castawayId');
      for (const byCastaway of records.values()) {
        for (const [id, record] of byCastaway) {
          if (id === happening.castawayId && record.finalPlacement) {
            throw badRequest(HAPPENING_MESSAGES.alreadyPlaced(nameOf(id), record.finalPlacement), 'castawayId');
          }
          if (id !== happening.castawayId && record.finalPlacement === happening.place) {
            throw badRequest(HAPPENING_MESSAGES.placeTaken(nameOf(id), happening.place), 'place');
          }
        }
      }
      return { [happening.castawayId]: { finalPlacement: happening.place } };
    }
    default: {
      inGame(happening.castawayId, 'castawayId');
      return { [happening.castawayId]: { [CASTAWAY_HAPPENING_CATEGORY[happening.kind]]: 1 } };
    }
  }
}
