import type { Me } from '@tribal/contracts';
import { ListGroup } from 'react-bootstrap';
import { runsLeague } from '@/lib/authorization';
import { type SavedUser, sameEntry } from '@/stores/saved-user-store';
import { MyLeagueItem, type MyLeagueRow } from './my-league-item';

/** A league's name, as the public league list tells it (for entries the person's list does not carry). */
export interface LeagueLabel {
  name: string;
  season?: number;
}

interface MyLeaguesListProps {
  /** every entry this device shows (the store's `entries`) */
  entries: readonly SavedUser[];
  current: SavedUser | null;
  /** the signed-in person's account, when loaded */
  me?: Me | null;
  /** names of leagues by id, for the device's own entries */
  leagues?: ReadonlyMap<string, LeagueLabel>;
  /** the reader's time zone (this device's unless told) */
  timeZone?: string;
  onChoose: (entry: SavedUser) => void;
}

/** The rows of My leagues: each entry, then the leagues the person runs without playing in them. */
export function myLeagueRows(
  entries: readonly SavedUser[],
  current: SavedUser | null,
  me: Me | null | undefined,
  leagues: ReadonlyMap<string, LeagueLabel> | undefined,
): Array<MyLeagueRow & { entry: SavedUser | null }> {
  const played = entries.map((entry) => {
    const mine = me?.entries.find((owned) => sameEntry(owned, entry));
    const run = me?.leaguesRun.find((league) => league.leagueId === entry.leagueId);
    const label = leagues?.get(entry.leagueId);
    return {
      entry,
      leagueId: entry.leagueId,
      leagueName: mine?.leagueName ?? run?.leagueName ?? label?.name ?? entry.leagueId,
      season: mine?.season ?? run?.season ?? label?.season ?? null,
      userName: entry.userName,
      standing: mine ? { rank: mine.rank, total: mine.total, next: mine.next } : undefined,
      unreadChat: mine?.unreadChat,
      current: current !== null && sameEntry(current, entry),
      commissioner: runsLeague(me, entry.leagueId),
    };
  });
  const runOnly = (me?.leaguesRun ?? [])
    .filter((league) => !entries.some((entry) => entry.leagueId === league.leagueId))
    .map((league) => ({
      entry: null,
      leagueId: league.leagueId,
      leagueName: league.leagueName,
      season: league.season,
      userName: null,
      current: false,
      commissioner: true,
    }));
  return [...played, ...runOnly];
}

/** "My leagues": every entry on this device and of the signed-in person, and the leagues they run. */
export function MyLeaguesList({ entries, current, me, leagues, timeZone, onChoose }: MyLeaguesListProps) {
  const rows = myLeagueRows(entries, current, me, leagues);
  if (rows.length === 0) {
    return <p className="mb-0">No league on this device yet. Join one with your invite link, or sign in.</p>;
  }
  return (
    <ListGroup as="ul" aria-label="My leagues">
      {rows.map(({ entry, ...row }) => (
        <MyLeagueItem
          key={`${row.leagueId}/${row.userName ?? ''}`}
          row={row}
          timeZone={timeZone}
          onChoose={() => entry && onChoose(entry)}
        />
      ))}
    </ListGroup>
  );
}
