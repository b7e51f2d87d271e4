import { NewEvent, streamOf } from '../../event-store/stored-event';

/** Event type names are stable strings: they live in the event store forever. */
export type LeagueCreated = NewEvent<
  'LeagueCreated',
  {
    leagueId: string;
    name: string;
    commissioner: string;
    season: number;
    /**
     * The join code (the league password), kept readable for the admin's invite link. Leagues created before
     * join codes have only `passwordHash` (scrypt), which still admits whoever knows the password.
     */
    joinCode?: string;
    passwordHash?: string;
    tribes: Array<{ name: string; color: string }>;
    createdAt: string;
    /** Issue 20: the commissioner's sign-in identity (self-serve leagues, or after a hand-over) */
    commissionerEmail?: string;
    /** A self-serve league waits, inactive, until its commissioner opens the emailed link. */
    awaitingActivation?: boolean;
    /** The commissioner's own entry, joined when the league is activated. */
    commissionerEntry?: { userName: string; survivorName: string; realName: string; paymentMethod: string };
  }
>;
/**
 * The commissioner opened the activation link: the league is listed and open to join. `commissionerEntryId`: the
 * commissioner's own entry, joined with it (absent in leagues activated before issue 33: see
 * `CommissionerEntryRecorded`).
 */
export type LeagueActivated = NewEvent<
  'LeagueActivated',
  { leagueId: string; activatedAt: string; commissionerEntryId?: string }
>;
/** The league now belongs to another member (the new commissioner signs in with that member's email). */
export type CommissionerHandedOver = NewEvent<
  'CommissionerHandedOver',
  {
    leagueId: string;
    fromUserName: string;
    toUserName: string;
    toEmail: string;
    handedOverAt: string;
    /** the entry of the member handed the league (absent in hand-overs before issue 33) */
    toEntryId?: string;
  }
>;
/**
 * Which entry is the commissioner's own, recorded apart from activation and hand-over: `rejoined`, the commissioner
 * rejoined the league's new season (a rejoin is a new entry); `repaired`, the issue-33 migration named the entry of a
 * league activated or handed over before entries were recorded.
 */
export type CommissionerEntryRecorded = NewEvent<
  'CommissionerEntryRecorded',
  { leagueId: string; entryId: string; reason: 'rejoined' | 'repaired' }
>;
/** The league's members were emailed (one mail per distinct address, in the outbox under `commandId`). */
export type LeagueMembersEmailed = NewEvent<
  'LeagueMembersEmailed',
  { leagueId: string; commandId: string; subject: string; recipients: number; sentAt: string }
>;
/** The admin changed the league's join code, or cleared it (null: anyone may join). */
export type JoinCodeSet = NewEvent<'JoinCodeSet', { leagueId: string; joinCode: string | null }>;
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
/** Which entry a token opens, and the token's digest: what both token events record. */
type EntryTokenOf = Pick<MemberJoined['data'], 'leagueId' | 'season' | 'userName' | 'entryTokenHash'>;
/** Another device claimed the entry by an emailed sign-in link: one more token opens it. */
export type EntryTokenIssued = NewEvent<'EntryTokenIssued', EntryTokenOf & { issuedAt: string }>;
/** "Sign out other devices": from now on only this token opens the entry. */
export type EntryTokenRotated = NewEvent<'EntryTokenRotated', EntryTokenOf & { rotatedAt: string }>;
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
/** `reason: 'not-activated'`: a self-serve league nobody activated within 48 hours, removed by the periodic job. */
export type LeagueDeleted = NewEvent<'LeagueDeleted', { leagueId: string; reason?: 'not-activated' }>;
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
  | LeagueActivated
  | CommissionerHandedOver
  | CommissionerEntryRecorded
  | LeagueMembersEmailed
  | JoinCodeSet
  | LeagueDeleted
  | LeagueContinued;

export const leagueStreamId = (leagueId: string) => streamOf<LeagueEvent>(`league-${leagueId}`);
