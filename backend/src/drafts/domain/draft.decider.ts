import {
  DRAFT_MESSAGES,
  SeasonSchedule,
  SWAP_MESSAGES,
  seasonEpisodeRanges,
  swapDeadlineInForce,
  TEAM_SIZE,
} from '@tribal/contracts';
import { badRequest, conflict, DomainError } from '../../common/domain-error';
import { Decider } from '../../event-store/decider';
import { LeagueManagerRole, refuseOwnEntry } from '../../game/league-manager-role';
import { DraftEvent } from './draft.events';

export interface DraftState {
  team: number[] | null;
  swapUsed: boolean;
}

interface EntryRef {
  leagueId: string;
  season: number;
  userName: string;
  /** ids of the season's castaways */
  seasonCastawayIds: ReadonlySet<number>;
  now: Date;
}

export type DraftCommand =
  | (EntryRef & { type: 'LockInDraft'; team: number[]; draftDeadline: Date | null })
  | (EntryRef & {
      type: 'EditDraftAsAdmin';
      team: number[];
      by: LeagueManagerRole;
      /** the entry is the league's commissioner's own (league.decider's `isCommissionersOwnEntry`) */
      commissionersOwnEntry: boolean;
      /** highest episode with saved scores (0 before the season's first) */
      lastScoredEpisode: number;
    })
  | (EntryRef & {
      type: 'SwapCastaway';
      team: number[];
      /** the league's own cutoffs (its cutoff of the swap episode, 10 of 14, is its own swap deadline): episode -> ISO */
      leagueCutoffs: Readonly<Record<string, string>>;
      /** the season's air times: episode -> ISO (the default swap deadline is 7pm ET on episode 10's day) */
      schedule: Readonly<SeasonSchedule>;
      /** the season's number of episodes (the swap episode derives from it) */
      episodes: number;
      votedOut: ReadonlySet<number>;
      lastScoredEpisode: number;
    });

const initialState = (): DraftState => ({ team: null, swapUsed: false });

function evolve(state: DraftState, event: DraftEvent): DraftState {
  switch (event.type) {
    case 'DraftLockedIn':
    case 'DraftEditedByAdmin':
      return { ...state, team: event.data.team };
    case 'CastawaySwapped':
      return { team: event.data.team, swapUsed: true };
  }
}

/** Deadlines are decided by the server clock: at the deadline second it is already too late. */
const passed = (deadline: Date | null, now: Date) => deadline !== null && now.getTime() >= deadline.getTime();

function validTeam(team: number[], seasonCastawayIds: ReadonlySet<number>, tooFewMessage: string): void {
  if (team.length > TEAM_SIZE) throw badRequest(DRAFT_MESSAGES.teamFull, 'team');
  if (team.length < TEAM_SIZE) throw badRequest(tooFewMessage, 'team');
  if (new Set(team).size !== team.length) throw badRequest(DRAFT_MESSAGES.duplicateCastaway, 'team');
  if (team.some((id) => !seasonCastawayIds.has(id))) throw badRequest(DRAFT_MESSAGES.unknownCastaway, 'team');
}

function decide(command: DraftCommand, state: DraftState): DraftEvent[] {
  const ref = { leagueId: command.leagueId, season: command.season, userName: command.userName };
  switch (command.type) {
    case 'LockInDraft':
      if (state.team) throw conflict(DRAFT_MESSAGES.draftLocked);
      if (passed(command.draftDeadline, command.now)) throw new DomainError(403, DRAFT_MESSAGES.deadlinePassed);
      validTeam(command.team, command.seasonCastawayIds, DRAFT_MESSAGES.exactlyThree);
      return [{ type: 'DraftLockedIn', data: { ...ref, team: command.team, lockedAt: command.now.toISOString() } }];
    case 'EditDraftAsAdmin':
      // N3: commissioners play; their own team is the site admin's to correct.
      refuseOwnEntry(command.by, command.commissionersOwnEntry);
      validTeam(command.team, command.seasonCastawayIds, DRAFT_MESSAGES.adminTeamSize);
      return [
        {
          type: 'DraftEditedByAdmin',
          data: {
            ...ref,
            team: command.team,
            // The site admin's correction counts from the season's start (a team set wrong from the outset); a
            // commissioner's, like a swap, from the next episode not yet scored: they play, and know the results.
            effectiveFromEpisode: command.by === 'admin' ? 1 : command.lastScoredEpisode + 1,
            editedAt: command.now.toISOString(),
          },
        },
      ];
    case 'SwapCastaway': {
      if (!state.team) throw conflict(DRAFT_MESSAGES.notDraftedYet);
      if (state.swapUsed) throw conflict(SWAP_MESSAGES.alreadyUsed);
      const deadline = swapDeadlineInForce(command.leagueCutoffs, command.schedule, command.episodes);
      if (passed(deadline ? new Date(deadline.at) : null, command.now))
        throw new DomainError(
          403,
          SWAP_MESSAGES.deadlinePassed(seasonEpisodeRanges(command.episodes).swapDeadlineEpisode),
        );
      const old = state.team;
      const out = old.filter((id) => !command.team.includes(id));
      const into = command.team.filter((id) => !old.includes(id));
      // Spec §4: the swapped-out castaway is replaced and the new one appended.
      const expected = out.length === 1 && into.length === 1 ? [...old.filter((id) => id !== out[0]), into[0]] : null;
      if (!expected || command.team.length !== TEAM_SIZE || expected.some((id, i) => command.team[i] !== id)) {
        throw badRequest(SWAP_MESSAGES.selectBoth, 'team');
      }
      if (!command.seasonCastawayIds.has(into[0])) throw badRequest(DRAFT_MESSAGES.unknownCastaway, 'team');
      if (command.votedOut.has(into[0])) throw badRequest(SWAP_MESSAGES.votedOut, 'team');
      return [
        {
          type: 'CastawaySwapped',
          data: {
            ...ref,
            swappedOut: out[0],
            swappedIn: into[0],
            team: expected,
            effectiveFromEpisode: command.lastScoredEpisode + 1,
            swappedAt: command.now.toISOString(),
          },
        },
      ];
    }
  }
}

export const draftDecider: Decider<DraftState, DraftCommand, DraftEvent> = { initialState, evolve, decide };
