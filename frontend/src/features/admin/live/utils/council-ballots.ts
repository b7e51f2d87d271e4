import type { Vote } from '@tribal/contracts';

/** One voter's ballot as the sheet holds it: no vote yet, or a target, maybe nullified by an idol. */
export interface Ballot {
  target: number | null;
  nullified: boolean;
}

/** "Theo L.": short enough for a phone's select, still telling two Theos apart. */
export const shortName = (name: string) => {
  const [first, ...rest] = name.split(' ');
  return rest.length ? `${first} ${rest[rest.length - 1][0]}.` : first;
};

/**
 * The council as read so far: the votes of those attending who voted, the count against each castaway (a
 * nullified vote does not count), and who goes home: the admin's own choice, else the most-voted castaway.
 */
export function readCouncil(
  attending: readonly number[],
  ballots: Readonly<Record<number, Ballot>>,
  chosenOut: readonly number[] | null,
): { votes: Vote[]; tally: Map<number, number>; votedOut: number[] } {
  const votes: Vote[] = attending.flatMap((voter) => {
    const ballot = ballots[voter];
    if (!ballot || ballot.target === null) return [];
    return [{ voter, target: ballot.target, ...(ballot.nullified && { nullified: true }) }];
  });
  const tally = new Map<number, number>();
  for (const v of votes) if (!v.nullified) tally.set(v.target, (tally.get(v.target) ?? 0) + 1);
  const top = [...tally].sort((a, b) => b[1] - a[1])[0];
  return { votes, tally, votedOut: chosenOut ? [...chosenOut] : top ? [top[0]] : [] };
}
