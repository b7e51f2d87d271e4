import { describeHappening, type FeedItem, type TeamStint } from '@tribal/contracts';
import { formatPoints } from './format-points';

/** How many names a feed line shows per points value before "…" (the full list is a tap away). */
const NAMES_SHOWN = 3;

export function formatSigned(points: number): string {
  return points > 0 ? `+${formatPoints(points)}` : `−${formatPoints(-points)}`;
}

/** Whether a member's stint makes a castaway's points of an episode count for them (spec §9: swaps not retroactive). */
function counts(stint: TeamStint, castawayId: number, episode: number): boolean {
  return (
    stint.castawayId === castawayId &&
    stint.fromEpisode <= episode &&
    (stint.toEpisode === null || episode <= stint.toEpisode)
  );
}

/** "+1 Avery Brooks, Theo Lindqvist, …; −0.5 Mila Okafor": castaways grouped by the points they got. */
export function castawayPointsText(points: Record<string, number>, nameOf: (id: number) => string): string {
  const groups = new Map<number, string[]>();
  for (const [id, value] of Object.entries(points)) {
    if (value === 0) continue;
    groups.set(value, [...(groups.get(value) ?? []), nameOf(Number(id))]);
  }
  return [...groups]
    .sort(([a], [b]) => b - a)
    .map(([value, names]) => {
      const shown = names.slice(0, NAMES_SHOWN).join(', ');
      return `${formatSigned(value)} ${shown}${names.length > NAMES_SHOWN ? ', …' : ''}`;
    })
    .join('; ');
}

/** What a happening did to each member of a league: "alice +2, bob +1" (members it did not touch left out). */
export function memberDeltas(
  item: FeedItem,
  stints: readonly TeamStint[],
): Array<{ userName: string; points: number }> {
  const byMember = new Map<string, number>();
  for (const stint of stints) {
    const points = item.points[String(stint.castawayId)];
    if (!points || !counts(stint, stint.castawayId, item.episode)) continue;
    byMember.set(stint.userName, (byMember.get(stint.userName) ?? 0) + points);
  }
  return [...byMember]
    .filter(([, points]) => points !== 0)
    .map(([userName, points]) => ({ userName, points }))
    .sort((a, b) => b.points - a.points || (a.userName < b.userName ? -1 : 1));
}

/** The whole feed line: "Kele won immunity: +1 Avery Brooks, Theo Lindqvist, … · alice +2, bob +1". */
export function feedLineText(item: FeedItem, nameOf: (id: number) => string, stints: readonly TeamStint[]): string {
  const castaways = castawayPointsText(item.points, nameOf);
  const members = memberDeltas(item, stints)
    .map((m) => `${m.userName} ${formatSigned(m.points)}`)
    .join(', ');
  return [`${describeHappening(item, nameOf)}${castaways ? `: ${castaways}` : ''}`, members]
    .filter(Boolean)
    .join(' · ');
}

export interface TracedPoint {
  item: FeedItem;
  castawayId: number;
  points: number;
}

/**
 * Every point of a member traced to the moment that earned it: each happening (or grid correction) still counting
 * that gave points to a castaway on the member's team in that episode. Episode by episode, in order.
 */
export function traceMemberPoints(
  userName: string,
  stints: readonly TeamStint[],
  items: readonly FeedItem[],
): TracedPoint[] {
  const own = stints.filter((s) => s.userName === userName);
  const traced: TracedPoint[] = [];
  for (const item of [...items].sort((a, b) => a.episode - b.episode || a.id - b.id)) {
    if (item.undone) continue;
    for (const stint of own) {
      const points = item.points[String(stint.castawayId)];
      if (points && counts(stint, stint.castawayId, item.episode)) {
        traced.push({ item, castawayId: stint.castawayId, points });
      }
    }
  }
  return traced;
}
