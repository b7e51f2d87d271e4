import {
  HAPPENING_MESSAGES,
  HappeningRequest,
  SCORE_MESSAGES,
  ScoreRecordInput,
  ScoreRecordSchema,
} from '@tribal/contracts';
import { describe, it } from 'vitest';
import { deciderSpec } from '../../event-store/decider-spec';
import { SeasonCast } from './happening.rules';
import { EpisodeScored, HappeningRecorded, HappeningUndone, ScoreEvent } from './score.events';
import { ScoreRecordDelta } from './score-record-delta';
import { scoresDecider } from './scores.decider';

const spec = deciderSpec(scoresDecider);

// Two tribes of three: Kele (Avery, Jonah, Zed) and Hina (Mila, Theo, Uma).
const names = new Map([
  [1, 'Avery Brooks'],
  [2, 'Jonah Reyes'],
  [3, 'Mila Okafor'],
  [4, 'Theo Lindqvist'],
  [5, 'Uma Patel'],
  [6, 'Zed Cole'],
]);
const startingTribes = new Map([
  [1, 'Kele'],
  [2, 'Kele'],
  [3, 'Hina'],
  [4, 'Hina'],
  [5, 'Hina'],
  [6, 'Kele'],
]);
const cast = (tribes = startingTribes): SeasonCast => ({ names, tribes });

const record = (
  happening: HappeningRequest,
  episode = 2,
  over: { expectedVersion?: number; tribes?: Map<number, string> } = {},
) => ({
  type: 'RecordHappening' as const,
  season: 49,
  episode,
  happening,
  expectedVersion: over.expectedVersion,
  cast: cast(over.tribes),
});

/** The event a happening is expected to become. */
const happened = (
  happeningId: number,
  happening: HappeningRequest,
  changes: Record<string, ScoreRecordDelta>,
  points: Record<string, number>,
  { episode = 2, episodeVersion = 1 } = {},
): HappeningRecorded => ({
  type: 'HappeningRecorded',
  data: { season: 49, episode, happeningId, episodeVersion, happening, changes, points },
});

const scored = (episode: number, records: Record<string, ScoreRecordInput>, version = 1): EpisodeScored => ({
  type: 'EpisodeScored',
  data: {
    season: 49,
    episode,
    version,
    records: Object.fromEntries(Object.entries(records).map(([id, r]) => [id, ScoreRecordSchema.parse(r)])),
  },
});

/** Theo was voted out in episode 2. */
const theoOutInEpisode2: ScoreEvent[] = [scored(2, { 4: { votedOut: true, votesAgainst: 3 } })];

describe('tribe challenges', () => {
  it('Kele wins immunity: +1 to every Kele castaway still in the game', () => {
    const win = { kind: 'tribeImmunityWin', tribe: 'Kele' } as const;
    spec
      .given([])
      .when(record(win))
      .thenEmits([
        happened(
          1,
          win,
          { 1: { tribeImmunityWins: 1 }, 2: { tribeImmunityWins: 1 }, 6: { tribeImmunityWins: 1 } },
          { 1: 1, 2: 1, 6: 1 },
        ),
      ]);
  });

  it('a reward win after a swap goes to the tribe as it is in that episode, without those voted out before', () => {
    const swapped = new Map(startingTribes).set(4, 'Kele').set(1, 'Hina');
    const win = { kind: 'tribeRewardWin', tribe: 'kele' } as const;
    spec
      .given(theoOutInEpisode2)
      .when(record(win, 5, { tribes: swapped }))
      .thenEmits([
        happened(2, win, { 2: { tribeRewardWins: 1 }, 6: { tribeRewardWins: 1 } }, { 2: 1, 6: 1 }, { episode: 5 }),
      ]);
  });

  it('an unknown tribe is refused, naming the tribes of that episode', () => {
    spec
      .given([])
      .when(record({ kind: 'tribeImmunityWin', tribe: 'Solana' }))
      .thenThrows(400, HAPPENING_MESSAGES.unknownTribe('Solana', 2, ['Hina', 'Kele']));
  });
});

describe('one castaway’s happenings', () => {
  it.each([
    ['individualRewardWin', 'individualRewardWins', 2],
    ['idolObtained', 'idolObtained', 4],
    ['advantageObtained', 'advantageObtained', 2],
    ['playedIdolAdvantage', 'playedIdolAdvantage', 2],
    ['advantageAbandoned', 'advantageAbandoned', -2],
    ['idolAbandoned', 'idolAbandoned', -3],
    ['shotInDarkWin', 'shotInDarkWin', 4],
  ] as const)('%s adds 1 to %s: %d points', (kind, category, points) => {
    const happening = { kind, castawayId: 3 } as const;
    spec
      .given([])
      .when(record(happening))
      .thenEmits([happened(1, happening, { 3: { [category]: 1 } }, { 3: points })]);
  });

  it('individual immunity is worth the rubric value for the players remaining (6 remain: 6 points)', () => {
    const win = { kind: 'individualImmunityWin', castawayId: 1 } as const;
    spec
      .given([])
      .when(record(win, 3))
      .thenEmits([happened(1, win, { 1: { individualImmunityWins: 6 } }, { 1: 6 }, { episode: 3 })]);
  });

  it('with 5 remaining (Theo out in episode 2) immunity in episode 3 is worth 7', () => {
    const win = { kind: 'individualImmunityWin', castawayId: 1 } as const;
    spec
      .given(theoOutInEpisode2)
      .when(record(win, 3))
      .thenEmits([happened(2, win, { 1: { individualImmunityWins: 7 } }, { 1: 7 }, { episode: 3 })]);
  });

  it('individual immunity outside the table (14 players remaining) is refused', () => {
    const big = new Map([...names, ...Array.from({ length: 8 }, (_, i) => [100 + i, `Extra ${i}`] as const)]);
    spec
      .given([])
      .when({
        ...record({ kind: 'individualImmunityWin', castawayId: 1 }),
        cast: { names: big, tribes: startingTribes },
      })
      .thenThrows(400, HAPPENING_MESSAGES.immunityRemaining(14));
  });

  it('a castaway voted out in an earlier episode cannot find an idol', () => {
    spec
      .given(theoOutInEpisode2)
      .when(record({ kind: 'idolObtained', castawayId: 4 }, 3))
      .thenThrows(400, HAPPENING_MESSAGES.votedOutEarlier('Theo Lindqvist', 2));
  });

  it('a castaway not in the season is refused', () => {
    spec
      .given([])
      .when(record({ kind: 'shotInDarkWin', castawayId: 99 }))
      .thenThrows(400, HAPPENING_MESSAGES.unknownCastaway(99, 49));
  });
});

describe('tribal council', () => {
  it('votes against, right side of the vote and the vote-out, with a nullified vote not counting', () => {
    const council: HappeningRequest = {
      kind: 'tribalCouncil',
      votes: [
        { voter: 3, target: 4 },
        { voter: 5, target: 4 },
        { voter: 4, target: 3 },
        { voter: 1, target: 3, nullified: true },
      ],
      votedOut: [4],
    };
    spec
      .given([])
      .when(record(council))
      .thenEmits([
        happened(
          1,
          council,
          {
            4: { votesAgainst: 2, votedOut: true },
            3: { votesAgainst: 1, rightSideOfVote: 1 },
            5: { rightSideOfVote: 1 },
          },
          { 4: -1, 3: 0.5, 5: 1 },
        ),
      ]);
  });

  it('two castaways voted out in one episode: voting for either is the right side', () => {
    const council: HappeningRequest = {
      kind: 'tribalCouncil',
      votes: [
        { voter: 1, target: 2 },
        { voter: 3, target: 4 },
        { voter: 5, target: 6 },
      ],
      votedOut: [2, 4],
    };
    spec
      .given([])
      .when(record(council))
      .thenEmits([
        happened(
          1,
          council,
          {
            2: { votesAgainst: 1, votedOut: true },
            1: { rightSideOfVote: 1 },
            4: { votesAgainst: 1, votedOut: true },
            3: { rightSideOfVote: 1 },
            6: { votesAgainst: 1 },
          },
          { 2: -0.5, 1: 1, 4: -0.5, 3: 1, 6: -0.5 },
        ),
      ]);
  });

  it('a voter no longer in the game is refused', () => {
    spec
      .given(theoOutInEpisode2)
      .when(record({ kind: 'tribalCouncil', votes: [{ voter: 4, target: 1 }], votedOut: [1] }, 3))
      .thenThrows(400, HAPPENING_MESSAGES.voterNotInGame('Theo Lindqvist', 2));
  });

  it('a castaway already voted out cannot be voted out again', () => {
    spec
      .given(theoOutInEpisode2)
      .when(record({ kind: 'tribalCouncil', votes: [{ voter: 1, target: 4 }], votedOut: [4] }, 3))
      .thenThrows(400, HAPPENING_MESSAGES.votedOutEarlier('Theo Lindqvist', 2));
  });
});

describe('final placement', () => {
  it('the winner gets 25', () => {
    const placed = { kind: 'finalPlacement', castawayId: 1, place: 1 } as const;
    spec
      .given([])
      .when(record(placed, 14))
      .thenEmits([happened(1, placed, { 1: { finalPlacement: 1 } }, { 1: 25 }, { episode: 14 })]);
  });

  it('a place already given is refused', () => {
    spec
      .given([
        happened(
          1,
          { kind: 'finalPlacement', castawayId: 1, place: 1 },
          { 1: { finalPlacement: 1 } },
          {},
          { episode: 14 },
        ),
      ])
      .when(record({ kind: 'finalPlacement', castawayId: 2, place: 1 }, 14))
      .thenThrows(400, HAPPENING_MESSAGES.placeTaken('Avery Brooks', 1));
  });
});

describe('concurrency and undo', () => {
  const idol = { kind: 'idolObtained', castawayId: 3 } as const;
  const found = happened(1, idol, { 3: { idolObtained: 1 } }, { 3: 4 });

  it('an If-Match naming the current score-stream version records on top of it', () => {
    const reward = { kind: 'individualRewardWin', castawayId: 1 } as const;
    spec
      .given([found])
      .when(record(reward, 2, { expectedVersion: 1 }))
      .thenEmits([happened(2, reward, { 1: { individualRewardWins: 1 } }, { 1: 2 }, { episodeVersion: 2 })]);
  });

  it('a stale If-Match is refused with 409', () => {
    spec
      .given([found])
      .when(record(idol, 2, { expectedVersion: 0 }))
      .thenThrows(409, HAPPENING_MESSAGES.staleVersion);
  });

  it('undo takes the happening’s points back by an event', () => {
    const undone: HappeningUndone = {
      type: 'HappeningUndone',
      data: {
        season: 49,
        episode: 2,
        happeningId: 1,
        episodeVersion: 2,
        changes: { 3: { idolObtained: -1 } },
        points: { 3: -4 },
      },
    };
    spec.given([found]).when({ type: 'UndoHappening', season: 49, episode: 2, happeningId: 1 }).thenEmits([undone]);
  });

  it('undoing twice, or a happening of another episode, is refused', () => {
    const undo = { type: 'UndoHappening' as const, season: 49, episode: 2, happeningId: 1 };
    const undone: HappeningUndone = {
      type: 'HappeningUndone',
      data: {
        season: 49,
        episode: 2,
        happeningId: 1,
        episodeVersion: 2,
        changes: { 3: { idolObtained: -1 } },
        points: { 3: -4 },
      },
    };
    spec.given([found, undone]).when(undo).thenThrows(409, HAPPENING_MESSAGES.alreadyUndone(1));
    spec
      .given([found])
      .when({ ...undo, episode: 3 })
      .thenThrows(404, HAPPENING_MESSAGES.notFound(1, 3));
  });

  it('a happening whose counts a grid correction already removed cannot be undone', () => {
    spec
      .given([found, scored(2, { 3: {} }, 3)])
      .when({ type: 'UndoHappening', season: 49, episode: 2, happeningId: 1 })
      .thenThrows(409, HAPPENING_MESSAGES.correctedAway(1));
  });

  it('a grid save loaded before a happening is stale: happenings count as changes of the episode', () => {
    spec
      .given([found])
      .when({
        type: 'SaveEpisodeScores',
        season: 49,
        episode: 2,
        records: {},
        expectedVersion: 0,
        seasonCastawayIds: new Set(names.keys()),
      })
      .thenThrows(409, SCORE_MESSAGES.staleVersion);
  });
});
