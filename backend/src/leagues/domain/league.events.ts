import { NewEvent } from '../../event-store/stored-event';

/** Event type names are stable strings: they live in the event store forever. */
export type LeagueCreated = NewEvent<
  'LeagueCreated',
  {
    leagueId: string;
    name: string;
    commissioner: string;
    season: number;
    passwordHash: string;
    tribes: Array<{ name: string; color: string }>;
    createdAt: string;
  }
>;
export type MemberJoined = NewEvent<
  'MemberJoined',
  {
    leagueId: string;
    season: number;
    userName: string;
    survivorName: string;
    realName: string;
    email: string;
    paymentMethod: string;
    entryTokenHash: string;
    joinedAt: string;
  }
>;
export type MemberRemoved = NewEvent<'MemberRemoved', { leagueId: string; season: number; userName: string }>;
/** Another device claimed the entry by an emailed sign-in link: one more token opens it. */
export type EntryTokenIssued = NewEvent<
  'EntryTokenIssued',
  { leagueId: string; season: number; userName: string; entryTokenHash: string; issuedAt: string }
>;
/** "Sign out other devices": from now on only this token opens the entry. */
export type EntryTokenRotated = NewEvent<
  'EntryTokenRotated',
  { leagueId: string; season: number; userName: string; entryTokenHash: string; rotatedAt: string }
>;
export type DraftDeadlineSet = NewEvent<'DraftDeadlineSet', { leagueId: string; draftDeadline: string | null }>;
/** All of a league's weekly elimination cutoffs, replaced as a whole: episode -> ISO date-time (UTC). */
export type EliminationCutoffsSet = NewEvent<
  'EliminationCutoffsSet',
  { leagueId: string; cutoffs: Record<string, string> }
>;
/** The commissioner's payment handles, entry fee and payout split, replaced as a whole. */
export type CommissionerSettingsSet = NewEvent<
  'CommissionerSettingsSet',
  {
    leagueId: string;
    paymentHandles: { venmo: string; paypal: string; cashApp: string; other: string };
    entryFeeDollars: number;
    payoutPercents: number[];
  }
>;
export type LeagueDeleted = NewEvent<'LeagueDeleted', { leagueId: string }>;
/**
 * The league carries on into another season: same name, commissioner, tribes and payment settings; no members
 * until they rejoin, no drafts, and no deadlines of the season before. The past season's standings stay.
 */
export type LeagueContinued = NewEvent<
  'LeagueContinued',
  { leagueId: string; fromSeason: number; season: number; continuedAt: string }
>;

export type LeagueEvent =
  | LeagueCreated
  | MemberJoined
  | MemberRemoved
  | EntryTokenIssued
  | EntryTokenRotated
  | DraftDeadlineSet
  | EliminationCutoffsSet
  | CommissionerSettingsSet
  | LeagueDeleted
  | LeagueContinued;

export const leagueStreamId = (leagueId: string) => `league-${leagueId}`;
