import { describe, expect, it } from 'vitest';
import { readCouncil, shortName } from './council-ballots';

const AVERY = 1;
const JONAH = 2;
const MILA = 3;
const THEO = 4;

describe('reading a tribal council from the ballots', () => {
  it('offers the most-voted castaway as the one going home; a voter without a vote is left out', () => {
    const council = readCouncil(
      [AVERY, JONAH, MILA, THEO],
      {
        [AVERY]: { target: MILA, nullified: false },
        [JONAH]: { target: MILA, nullified: false },
        [MILA]: { target: AVERY, nullified: false },
        [THEO]: { target: null, nullified: false },
      },
      null,
    );
    expect(council.votes).toEqual([
      { voter: AVERY, target: MILA },
      { voter: JONAH, target: MILA },
      { voter: MILA, target: AVERY },
    ]);
    expect(council.votedOut).toEqual([MILA]);
  });

  it('votes an idol nullified are recorded but not counted', () => {
    const council = readCouncil(
      [AVERY, JONAH, MILA],
      {
        [AVERY]: { target: MILA, nullified: true },
        [JONAH]: { target: MILA, nullified: true },
        [MILA]: { target: AVERY, nullified: false },
      },
      null,
    );
    expect(council.votes[0]).toEqual({ voter: AVERY, target: MILA, nullified: true });
    expect(council.tally.get(MILA)).toBeUndefined();
    expect(council.votedOut).toEqual([AVERY]);
  });

  it('the admin’s own choice of who went home wins over the count; no vote, nobody offered', () => {
    const ballots = { [AVERY]: { target: MILA, nullified: false } };
    expect(readCouncil([AVERY, MILA], ballots, [AVERY, MILA]).votedOut).toEqual([AVERY, MILA]);
    expect(readCouncil([AVERY, MILA], {}, null).votedOut).toEqual([]);
  });
});

describe('a castaway’s name in the vote select', () => {
  it('is the first name and the last name’s initial, or the one name alone', () => {
    expect(shortName('Theo Lindqvist')).toBe('Theo L.');
    expect(shortName('Mila Van Okafor')).toBe('Mila O.');
    expect(shortName('Zeke')).toBe('Zeke');
  });
});
