import { ScoreRecord, scoreRecordPoints } from '@tribal/contracts';
import { expect } from 'vitest';
import { LeagueTable } from './points-under-table';
import { RankedStandingAsOf, StandingsHistoryFold, standingsAsOf, standingsHistory } from './standings.fold';
import { StandingsFacts } from './standings-facts';

/**
 * Given season facts / When the standings are read (as of an episode, or as a history) / Then rows: the decider
 * specs' form (event-store/decider-spec.ts) for the standings fold, told in the game's words. Only imported by
 * `*.spec.ts` files.
 */
export type SeasonFact =
  | { fact: 'joined'; userName: string }
  | { fact: 'drafted'; userName: string; team: number[] }
  | { fact: 'swapped'; userName: string; out: number; in: number; fromEpisode: number }
  | { fact: 'scored'; episode: number; points: Record<number, number>; votedOut: number[] }
  | { fact: 'picked'; userName: string; episode: number; castawayId: number }
  | { fact: 'recorded'; episode: number; records: Record<number, Partial<ScoreRecord>> }
  | { fact: 'table'; table: LeagueTable }
  | { fact: 'predicted'; userName: string; castawayId: number };

/** A member with no team yet. */
export const joined = (userName: string): SeasonFact => ({ fact: 'joined', userName });
/** A member's team, counting from the season's first episode (what the drafts projection writes). */
export const drafted = (userName: string, team: number[]): SeasonFact => ({ fact: 'drafted', userName, team });
/** The one swap: `out` counts through `fromEpisode - 1`, `in` from `fromEpisode` on. */
export const swapped = (userName: string, swap: { out: number; in: number; fromEpisode: number }): SeasonFact => ({
  fact: 'swapped',
  userName,
  ...swap,
});
/** An episode's saved scores: points by castaway id, and who went home. */
export const scored = (episode: number, points: Record<number, number>, votedOut: number[] = []): SeasonFact => ({
  fact: 'scored',
  episode,
  points,
  votedOut,
});
/** A weekly elimination pick. */
export const picked = (userName: string, episode: number, castawayId: number): SeasonFact => ({
  fact: 'picked',
  userName,
  episode,
  castawayId,
});

/** An episode's saved records (issue 32: what a league's own table scores): Classic's points are stored beside them. */
export const recorded = (episode: number, records: Record<number, Partial<ScoreRecord>>): SeasonFact => ({
  fact: 'recorded',
  episode,
  records,
});
/** The league scores by this table (issue 32); without it, Classic. */
export const underTable = (table: LeagueTable): SeasonFact => ({ fact: 'table', table });
/** A member's Sole Survivor prediction. */
export const predicted = (userName: string, castawayId: number): SeasonFact => ({
  fact: 'predicted',
  userName,
  castawayId,
});

/** The fold's input from the story, as the read tables would hold it. */
export function factsOf(given: readonly SeasonFact[]): StandingsFacts {
  const facts: StandingsFacts = { members: [], stints: [], scores: [], picks: [], castaways: new Map() };
  const castaway = (id: number) => ({ castawayId: id, name: `#${id}`, imageUrl: '' });
  const member = (userName: string) => {
    let found = facts.members.find((m) => m.userName === userName);
    if (!found) {
      found = { userName, team: [] };
      facts.members.push(found);
    }
    return found;
  };
  for (const f of given) {
    switch (f.fact) {
      case 'joined':
        member(f.userName);
        break;
      case 'drafted':
        member(f.userName).team = f.team.map(castaway);
        for (const id of f.team)
          facts.stints.push({ userName: f.userName, castawayId: id, fromEpisode: 1, toEpisode: null });
        break;
      case 'swapped': {
        const m = member(f.userName);
        m.team = [...m.team.filter((c) => c.castawayId !== f.out), castaway(f.in)];
        const out = facts.stints.find(
          (s) => s.userName === f.userName && s.castawayId === f.out && s.toEpisode === null,
        );
        if (out) out.toEpisode = f.fromEpisode - 1;
        facts.stints.push({ userName: f.userName, castawayId: f.in, fromEpisode: f.fromEpisode, toEpisode: null });
        break;
      }
      case 'scored':
        for (const id of new Set([...Object.keys(f.points).map(Number), ...f.votedOut])) {
          facts.scores.push({
            episode: f.episode,
            castawayId: id,
            points: f.points[id] ?? 0,
            votedOut: f.votedOut.includes(id),
          });
        }
        break;
      case 'picked':
        member(f.userName);
        facts.picks.push({ userName: f.userName, episode: f.episode, castawayId: f.castawayId });
        break;
      case 'recorded':
        for (const [id, record] of Object.entries(f.records)) {
          facts.scores.push({
            episode: f.episode,
            castawayId: Number(id),
            points: scoreRecordPoints(record).total,
            votedOut: record.votedOut ?? false,
            record,
          });
        }
        break;
      case 'table':
        facts.table = f.table;
        break;
      case 'predicted':
        member(f.userName);
        facts.predictions = [...(facts.predictions ?? []), { userName: f.userName, castawayId: f.castawayId }];
        break;
    }
  }
  return facts;
}

export function given(...story: SeasonFact[]) {
  const facts = factsOf(story);
  return {
    /** The standings after episode `episode` (the latest: a number past the last scored one). */
    whenStandingsAsOf: (episode = Number.MAX_SAFE_INTEGER) => {
      const rows = standingsAsOf(facts, episode);
      return {
        /** the rows in display order (rank, then name), each matching the given fields */
        thenRows: (
          expected: Array<Omit<Partial<RankedStandingAsOf>, 'team'> & { team?: Array<{ castawayId: number }> }>,
        ) => expect(rows).toMatchObject(expected),
        /** each member's total */
        thenTotals: (expected: Record<string, number>) =>
          expect(Object.fromEntries(rows.map((r) => [r.userName, r.total]))).toEqual(expected),
        /** one member's breakdown: points per castaway held, and the pick bonus */
        thenBreakdownOf: (userName: string, expected: Record<string, number>) =>
          expect(rows.find((r) => r.userName === userName)?.breakdown).toEqual(expected),
      };
    },
    whenHistory: () => ({
      thenHistory: (expected: StandingsHistoryFold) => expect(standingsHistory(facts)).toEqual(expected),
    }),
  };
}
