import {
  COMMISSIONER_SIGN_IN_PATH,
  CONTINUE_LEAGUE_MESSAGES,
  CommissionerSettings,
  inRange,
  LEAGUE_ACTIVATION_HOURS,
  LEAGUE_MANAGER_MESSAGES,
  MESSAGES,
  memberNameKey,
  PICK_MESSAGES,
  pickCutoffInForce,
  SeasonSchedule,
  seasonEpisodeRanges,
} from '@tribal/contracts';
import { badRequest, conflict, DomainError, forbidden, notFound } from '../../common/domain-error';
import { Decider } from '../../event-store/decider';
import { LeagueManagerRole } from '../../game/league-manager-role';
import { LeagueCreated, LeagueEvent } from './league.events';

export interface LeagueState {
  /** `pending`: started by a visitor, not yet activated by its commissioner (not listed, not joinable) */
  status: 'none' | 'pending' | 'active' | 'deleted';
  leagueId: string;
  name: string;
  commissioner: string;
  season: number;
  createdAt: string;
  /** the commissioner's sign-in identity; null for a league the admin created and never handed over */
  commissionerEmail: string | null;
  /** the commissioner's own entry, when they play (a self-serve league, or after a hand-over) */
  commissionerUserName: string | null;
  commissionerEntry: LeagueCreated['data']['commissionerEntry'] | null;
  /**
   * The entry id of the commissioner's own entry (issue 33): the commissioner is known by entry, never by name, so
   * a member who takes a name like theirs is no commissioner. Null for a league the admin created (its commissioner
   * is a name: see `isCommissioner`).
   */
  commissionerEntryId: string | null;
  draftDeadline: string | null;
  cutoffs: Record<string, string>;
  /** What a join must offer: the code, a legacy password hash (scrypt), or nothing (an open league). */
  joinCode: JoinCodeRule;
  /** every season the league has played, the current one last */
  seasons: number[];
  /** when the league's members were written to (by the commissioner or the admin), for the daily limit */
  emailsSentAt: string[];
}

/**
 * A league's members hear from their commissioner (or the admin) a few times a day at most, and one commissioner
 * email a few more across all the leagues it runs: nobody turns self-serve leagues into a mail relay (issue 33).
 * The site admin's sends count for the league only.
 */
export const LEAGUE_EMAILS_PER_DAY = 5;
export const COMMISSIONER_EMAILS_PER_DAY = 10;
const DAY_MS = 86_400_000;

/** Who asks for a league change: the site admin, or the league's own commissioner (the guard has checked which). */
export type JoinCodeRule = { kind: 'open' } | { kind: 'code'; code: string } | { kind: 'hash'; passwordHash: string };

export type LeagueCommand =
  | {
      type: 'CreateLeague';
      leagueId: string;
      name: string;
      commissioner: string;
      season: number;
      joinCode: string;
      tribes: Array<{ name: string; color: string }>;
      now: Date;
      commissionerEmail?: string;
      commissionerEntry?: LeagueCreated['data']['commissionerEntry'];
    }
  | { type: 'ActivateLeague'; now: Date /** the entry the commissioner joins with */; commissionerEntryId: string }
  /** The commissioner rejoined a new season by their link: their new entry (rejoin is a new entry) is the one. */
  | { type: 'RenewCommissionerEntry'; pastEntryId: string; entryId: string }
  | { type: 'ExpireLeague'; now: Date }
  | { type: 'SetJoinCode'; joinCode: string | null }
  | { type: 'SetDraftDeadline'; draftDeadline: Date | null; by: LeagueManagerRole; now: Date }
  | {
      type: 'SetEliminationCutoffs';
      cutoffs: Record<string, Date>;
      /** the season's length */
      episodes: number;
      /** the season's air times: an aired episode's window has closed even without a cutoff of the league's */
      schedule: Readonly<SeasonSchedule>;
      by: LeagueManagerRole;
      now: Date;
    }
  | { type: 'SetCommissionerSettings'; settings: CommissionerSettings }
  | {
      type: 'HandOverLeague';
      userName: string;
      /** the member of that name (by `memberNameKey`), or null when nobody of that name is in the league */
      member: { userName: string; email: string; entryId: string } | null;
      now: Date;
    }
  | {
      type: 'EmailMembers';
      commandId: string;
      subject: string;
      recipients: number;
      now: Date;
      by: LeagueManagerRole;
      /** the sends of the last 24 hours by this league's commissioner email across all its leagues */
      commissionerSendsToday: number;
    }
  | { type: 'DeleteLeague'; by: LeagueManagerRole; confirmName?: string }
  | { type: 'ContinueLeague'; season: number; now: Date };

const initialState = (): LeagueState => ({
  status: 'none',
  leagueId: '',
  name: '',
  commissioner: '',
  season: 0,
  createdAt: '',
  commissionerEmail: null,
  commissionerUserName: null,
  commissionerEntry: null,
  commissionerEntryId: null,
  draftDeadline: null,
  cutoffs: {},
  joinCode: { kind: 'open' },
  seasons: [],
  emailsSentAt: [],
});

function evolve(state: LeagueState, event: LeagueEvent): LeagueState {
  switch (event.type) {
    case 'LeagueCreated':
      return {
        ...state,
        status: event.data.awaitingActivation ? 'pending' : 'active',
        leagueId: event.data.leagueId,
        name: event.data.name,
        commissioner: event.data.commissioner,
        season: event.data.season,
        createdAt: event.data.createdAt,
        commissionerEmail: event.data.commissionerEmail ?? null,
        commissionerEntry: event.data.commissionerEntry ?? null,
        seasons: [event.data.season],
        joinCode: event.data.joinCode
          ? { kind: 'code', code: event.data.joinCode }
          : event.data.passwordHash
            ? { kind: 'hash', passwordHash: event.data.passwordHash }
            : { kind: 'open' },
      };
    case 'JoinCodeSet':
      return {
        ...state,
        joinCode: event.data.joinCode ? { kind: 'code', code: event.data.joinCode } : { kind: 'open' },
      };
    case 'LeagueActivated':
      return {
        ...state,
        status: 'active',
        commissionerUserName: state.commissionerEntry?.userName ?? null,
        commissionerEntryId: event.data.commissionerEntryId ?? null,
      };
    case 'CommissionerHandedOver':
      return {
        ...state,
        commissioner: event.data.toUserName,
        commissionerUserName: event.data.toUserName,
        commissionerEmail: event.data.toEmail,
        commissionerEntryId: event.data.toEntryId ?? null,
      };
    case 'CommissionerEntryRecorded':
      return { ...state, commissionerEntryId: event.data.entryId };
    case 'DraftDeadlineSet':
      return { ...state, draftDeadline: event.data.draftDeadline };
    case 'EliminationCutoffsSet':
      return { ...state, cutoffs: event.data.cutoffs };
    case 'LeagueContinued':
      // The new season keeps none of the old dates (the projection clears them too).
      return {
        ...state,
        season: event.data.season,
        seasons: [...state.seasons, event.data.season],
        draftDeadline: null,
        cutoffs: {},
      };
    // Members live in streams of their own (member.decider.ts), so a league's stream stays short however many join.
    case 'MemberJoined':
    case 'MemberRemoved':
    case 'EntryTokenIssued':
    case 'EntryTokenRotated':
    case 'CommissionerSettingsSet':
      return state;
    case 'LeagueMembersEmailed':
      return { ...state, emailsSentAt: [...state.emailsSentAt, event.data.sentAt] };
    case 'LeagueDeleted':
      return { ...state, status: 'deleted' };
  }
}

export function requireActive(state: LeagueState): void {
  if (state.status !== 'active') throw notFound(MESSAGES.leagueNotFound);
}

/** A member as `isCommissioner` tells them apart: by entry, and by name only in a league the admin named. */
export interface MemberEntry {
  entryId: string | null;
  userName: string | null;
}

/**
 * Whether `member` is the commissioner's own entry, which cannot be removed (spec §5). Compared by entry (issue 33,
 * review N4): a joiner who types the commissioner's name in another letter case, or takes it in a new season before
 * the commissioner rejoins, is a member like any other. A league the admin created names its commissioner without
 * an entry: there the member of that name (by `memberNameKey`) is the commissioner, as the spec's admin pages show.
 */
export function isCommissioner(state: LeagueState, member: MemberEntry): boolean {
  if (state.commissionerEntryId !== null) return member.entryId === state.commissionerEntryId;
  if (state.commissionerEmail !== null || member.userName === null) return false;
  return memberNameKey(member.userName) === memberNameKey(state.commissioner);
}

/**
 * Whether `member` is the league's own commissioner's entry (N3: commissioners play too, and must not correct
 * their own entry): the commissioner's entry (`isCommissioner`, by entry), or an entry of the commissioner's sign-in
 * email, any letter case.
 */
export function isCommissionersOwnEntry(state: LeagueState, member: MemberEntry & { email: string }): boolean {
  if (isCommissioner(state, member)) return true;
  return state.commissionerEmail !== null && state.commissionerEmail.toLowerCase() === member.email.toLowerCase();
}

/** Deadlines are decided by the server clock: at the deadline second it has passed. */
const hasPassed = (at: string | Date | null | undefined, now: Date) =>
  at != null && (at instanceof Date ? at.getTime() : Date.parse(at)) <= now.getTime();
const sameInstant = (a: string | undefined, b: Date | undefined) =>
  a === undefined || b === undefined ? a === undefined && b === undefined : Date.parse(a) === b.getTime();

/**
 * N2: a commissioner is a stranger who plays. They set cutoffs ahead of time only: never one in the past (it closed
 * the window at once and, before issue 33, unsealed everyone's pick), and they never move or remove a cutoff whose
 * moment has passed, nor give a cutoff to an episode that has aired (either would re-open picks after the fact).
 * The site admin may do all of it. An unchanged cutoff is fine (the form sends them all).
 */
function checkCommissionerCutoffs(
  state: LeagueState,
  command: Extract<LeagueCommand, { type: 'SetEliminationCutoffs' }>,
): void {
  if (command.by !== 'commissioner') return;
  const episodes = [...new Set([...Object.keys(state.cutoffs), ...Object.keys(command.cutoffs)])].sort(
    (a, b) => Number(a) - Number(b),
  );
  const after = Object.fromEntries(Object.entries(command.cutoffs).map(([episode, at]) => [episode, at.toISOString()]));
  for (const episode of episodes) {
    const next = command.cutoffs[episode];
    if (sameInstant(state.cutoffs[episode], next)) continue;
    const before = pickCutoffInForce(state.cutoffs, command.schedule, Number(episode), command.episodes);
    if (before && hasPassed(before.at, command.now))
      throw forbidden(
        before.source === 'league'
          ? LEAGUE_MANAGER_MESSAGES.cutoffPassed(episode)
          : LEAGUE_MANAGER_MESSAGES.episodeAired(episode),
      );
    // Nor close it at once: a new cutoff in the past, or a cutoff removed from an episode that has aired.
    const then = pickCutoffInForce(after, command.schedule, Number(episode), command.episodes);
    if (then && hasPassed(then.at, command.now))
      throw then.source === 'league'
        ? badRequest(LEAGUE_MANAGER_MESSAGES.cutoffInPast(episode), episode)
        : forbidden(LEAGUE_MANAGER_MESSAGES.episodeAired(episode));
  }
}

/** The draft deadline likewise: a commissioner sets it ahead of time, and cannot re-open a draft that has closed. */
function checkCommissionerDraftDeadline(
  state: LeagueState,
  command: Extract<LeagueCommand, { type: 'SetDraftDeadline' }>,
): void {
  if (command.by !== 'commissioner') return;
  if (sameInstant(state.draftDeadline ?? undefined, command.draftDeadline ?? undefined)) return;
  if (hasPassed(state.draftDeadline, command.now)) throw forbidden(LEAGUE_MANAGER_MESSAGES.draftDeadlinePassed);
  if (hasPassed(command.draftDeadline, command.now))
    throw badRequest(LEAGUE_MANAGER_MESSAGES.draftDeadlineInPast, 'draftDeadline');
}

/** 410: the activation link was used, or its league is gone; the answer says where to ask for a way in. */
export const activationGone = () =>
  new DomainError(410, LEAGUE_MANAGER_MESSAGES.activationGone, undefined, { newLinkAt: COMMISSIONER_SIGN_IN_PATH });

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function decide(command: LeagueCommand, state: LeagueState): LeagueEvent[] {
  switch (command.type) {
    case 'CreateLeague': {
      if (state.status !== 'none') throw conflict('A league with this id already exists.');
      const selfServe = command.commissionerEmail !== undefined;
      return [
        {
          type: 'LeagueCreated',
          data: {
            leagueId: command.leagueId,
            name: command.name,
            commissioner: command.commissioner,
            season: command.season,
            joinCode: command.joinCode,
            tribes: command.tribes,
            createdAt: command.now.toISOString(),
            ...(selfServe && {
              commissionerEmail: command.commissionerEmail,
              awaitingActivation: true,
              commissionerEntry: command.commissionerEntry,
            }),
          },
        },
      ];
    }
    case 'ActivateLeague':
      // Activated once; an activation link for a league since removed opens nothing.
      if (state.status !== 'pending') throw activationGone();
      return [
        {
          type: 'LeagueActivated',
          data: {
            leagueId: state.leagueId,
            activatedAt: command.now.toISOString(),
            commissionerEntryId: command.commissionerEntryId,
          },
        },
      ];
    case 'RenewCommissionerEntry':
      // Only the commissioner's own past entry carries the role into the new season.
      if (state.commissionerEntryId === null || state.commissionerEntryId !== command.pastEntryId) return [];
      return [
        {
          type: 'CommissionerEntryRecorded',
          data: { leagueId: state.leagueId, entryId: command.entryId, reason: 'rejoined' },
        },
      ];
    case 'ExpireLeague': {
      // Several processes may sweep at once: the first removes it, the others find nothing to do.
      if (state.status !== 'pending') return [];
      const age = command.now.getTime() - Date.parse(state.createdAt);
      if (age < LEAGUE_ACTIVATION_HOURS * 3600_000) return [];
      return [{ type: 'LeagueDeleted', data: { leagueId: state.leagueId, reason: 'not-activated' } }];
    }
    case 'SetDraftDeadline':
      requireActive(state);
      checkCommissionerDraftDeadline(state, command);
      return [
        {
          type: 'DraftDeadlineSet',
          data: { leagueId: state.leagueId, draftDeadline: command.draftDeadline?.toISOString() ?? null },
        },
      ];
    case 'SetEliminationCutoffs': {
      requireActive(state);
      const ranges = seasonEpisodeRanges(command.episodes);
      const outside = Object.keys(command.cutoffs).find((episode) => !inRange(Number(episode), ranges.cutoff));
      if (outside) throw badRequest(PICK_MESSAGES.cutoffEpisodeRange(ranges), outside);
      checkCommissionerCutoffs(state, command);
      return [
        {
          type: 'EliminationCutoffsSet',
          data: {
            leagueId: state.leagueId,
            cutoffs: Object.fromEntries(
              Object.entries(command.cutoffs)
                .sort(([a], [b]) => Number(a) - Number(b))
                .map(([episode, at]) => [episode, at.toISOString()]),
            ),
          },
        },
      ];
    }
    case 'SetCommissionerSettings':
      requireActive(state);
      // The contract has already refused a split not adding up to 100, a negative fee and unsafe handles.
      return [{ type: 'CommissionerSettingsSet', data: { leagueId: state.leagueId, ...command.settings } }];
    case 'HandOverLeague':
      requireActive(state);
      if (!command.member) throw badRequest(LEAGUE_MANAGER_MESSAGES.notAMember(command.userName), 'userName');
      if (isCommissioner(state, command.member) && state.commissionerEmail === command.member.email)
        throw badRequest(LEAGUE_MANAGER_MESSAGES.alreadyCommissioner(command.member.userName), 'userName');
      return [
        {
          type: 'CommissionerHandedOver',
          data: {
            leagueId: state.leagueId,
            fromUserName: state.commissionerUserName ?? state.commissioner,
            toUserName: command.member.userName,
            toEmail: command.member.email,
            handedOverAt: command.now.toISOString(),
            toEntryId: command.member.entryId,
          },
        },
      ];
    case 'EmailMembers': {
      requireActive(state);
      const dayAgo = command.now.getTime() - DAY_MS;
      const leagueSendsToday = state.emailsSentAt.filter((at) => Date.parse(at) > dayAgo).length;
      if (leagueSendsToday >= LEAGUE_EMAILS_PER_DAY)
        throw new DomainError(429, LEAGUE_MANAGER_MESSAGES.tooManyLeagueEmails);
      if (command.by === 'commissioner' && command.commissionerSendsToday >= COMMISSIONER_EMAILS_PER_DAY)
        throw new DomainError(429, LEAGUE_MANAGER_MESSAGES.tooManyCommissionerEmails);
      return [
        {
          type: 'LeagueMembersEmailed',
          data: {
            leagueId: state.leagueId,
            commandId: command.commandId,
            subject: command.subject,
            recipients: command.recipients,
            sentAt: command.now.toISOString(),
          },
        },
      ];
    }
    case 'SetJoinCode':
      requireActive(state);
      return [{ type: 'JoinCodeSet', data: { leagueId: state.leagueId, joinCode: command.joinCode } }];
    case 'DeleteLeague':
      requireActive(state);
      // A commissioner types the league's name: one click must not end a season's pool. The admin's page
      // (spec §2) confirms in its dialog; a name it sends must still be the right one.
      if (
        (command.by === 'commissioner' || command.confirmName !== undefined) &&
        !sameName(command.confirmName ?? '', state.name)
      )
        throw badRequest(LEAGUE_MANAGER_MESSAGES.confirmNameToDelete, 'leagueName');
      return [{ type: 'LeagueDeleted', data: { leagueId: state.leagueId } }];
    case 'ContinueLeague':
      requireActive(state);
      // A season played before would mix two sets of drafts and standings under one league-season.
      if (state.seasons.includes(command.season))
        throw conflict(CONTINUE_LEAGUE_MESSAGES.alreadyPlayed(command.season));
      return [
        {
          type: 'LeagueContinued',
          data: {
            leagueId: state.leagueId,
            fromSeason: state.season,
            season: command.season,
            continuedAt: command.now.toISOString(),
          },
        },
      ];
  }
}

export const leagueDecider: Decider<LeagueState, LeagueCommand, LeagueEvent> = { initialState, evolve, decide };
