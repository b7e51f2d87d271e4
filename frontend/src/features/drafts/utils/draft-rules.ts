import { DRAFT_MESSAGES, type DraftsByUser, memberNameKey, TEAM_SIZE } from '@tribal/contracts';

/** Adds a castaway to the picks being made; a full team refuses (spec §5), a repeat changes nothing. */
export function addPick(team: readonly number[], castawayId: number): { team: number[] } | { error: string } {
  if (team.includes(castawayId)) return { team: [...team] };
  if (team.length >= TEAM_SIZE) return { error: DRAFT_MESSAGES.teamFull };
  return { team: [...team, castawayId] };
}

/** Lock-in needs exactly three (spec §5). */
export function lockInProblem(team: readonly number[]): string | null {
  return team.length === TEAM_SIZE ? null : DRAFT_MESSAGES.exactlyThree;
}

/** A member's draft; the server matches names by their key (letter case aside), so this does too. */
export function draftOf(drafts: DraftsByUser, userName: string) {
  if (drafts[userName]) return drafts[userName];
  const wanted = memberNameKey(userName);
  const key = Object.keys(drafts).find((name) => memberNameKey(name) === wanted);
  return key ? drafts[key] : undefined;
}

/** The team after the one swap: the castaway out is replaced, the castaway in appended (spec §4). */
export function teamAfterSwap(team: readonly number[], out: number, into: number): number[] {
  return [...team.filter((id) => id !== out), into];
}
