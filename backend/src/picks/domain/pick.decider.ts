import {
  inRange,
  LEAGUE_MANAGER_MESSAGES,
  PICK_MESSAGES,
  pickCutoffInForce,
  picksUnsealed,
  pickWindowClosed,
  SeasonSchedule,
  seasonEpisodeRanges,
} from '@tribal/contracts';
import { badRequest, DomainError } from '../../common/domain-error';
import { Decider } from '../../event-store/decider';
import { LeagueManagerRole, refuseOwnEntry } from '../../game/league-manager-role';
import { PickEvent } from './pick.events';

export interface PicksState {
  /** episode -> castaway id */
  picks: Map<number, number>;
}

interface PickCommandBase {
  leagueId: string;
  season: number;
  userName: string;
  episode: number;
  castawayId: number;
  seasonCastawayIds: ReadonlySet<number>;
  /** castaway id -> episode they were voted out in */
  votedOutIn: ReadonlyMap<number, number>;
  /** the season's number of episodes: picks are for episode 2 to the one before the finale */
  episodes: number;
  now: Date;
}

interface PickWindow {
  /** the league's own cutoffs: episode -> ISO date-time */
  leagueCutoffs: Readonly<Record<string, string>>;
  /** the season's air times: episode -> ISO date-time */
  schedule: Readonly<SeasonSchedule>;
  /** whether this episode's saved scores already record a vote-out (the deadline when no cutoff is known) */
  episodeHasVoteOut: boolean;
}

export type PickCommand =
  | (PickCommandBase & PickWindow & { type: 'SubmitEliminationPick' })
  /**
   * A correction whatever the cutoff by the site admin; by the commissioner only once the episode has aired by the
   * schedule (and its picks are unsealed) or records its vote-out, never on a league cutoff alone (N2: they set
   * cutoffs), and never of their own entry (N3: they play too).
   */
  | (PickCommandBase &
      PickWindow & {
        type: 'CorrectEliminationPick';
        by: LeagueManagerRole;
        /** the entry is the league's commissioner's own (league.decider's `isCommissionersOwnEntry`) */
        commissionersOwnEntry: boolean;
      });

const windowClosed = (command: PickCommandBase & PickWindow) =>
  pickWindowClosed(
    pickCutoffInForce(command.leagueCutoffs, command.schedule, command.episode, command.episodes)?.at,
    command.episodeHasVoteOut,
    command.now.getTime(),
  );

/** A commissioner's correction waits for the show, not for a cutoff they could have set themselves. */
const commissionerMayCorrect = (command: PickCommandBase & PickWindow) => {
  if (command.episodeHasVoteOut) return true;
  const airTime = command.schedule[String(command.episode)];
  if (!airTime) return false;
  const cutoff = pickCutoffInForce(command.leagueCutoffs, command.schedule, command.episode, command.episodes)?.at;
  return picksUnsealed(cutoff, airTime, false, command.now.getTime());
};

const initialState = (): PicksState => ({ picks: new Map() });

function evolve(state: PicksState, event: PickEvent): PicksState {
  return { picks: new Map(state.picks).set(event.data.episode, event.data.castawayId) };
}

function decide(command: PickCommand, _state: PicksState): PickEvent[] {
  const ranges = seasonEpisodeRanges(command.episodes);
  if (!inRange(command.episode, ranges.pick)) throw badRequest(PICK_MESSAGES.episodeRange(ranges), 'episode');
  if (!command.seasonCastawayIds.has(command.castawayId)) throw badRequest(PICK_MESSAGES.unknownCastaway, 'castawayId');
  const outIn = command.votedOutIn.get(command.castawayId);
  // Spec §4: a castaway voted out in an earlier episode cannot be picked again.
  if (outIn !== undefined && outIn < command.episode) throw badRequest(PICK_MESSAGES.alreadyVotedOut, 'castawayId');
  if (command.type === 'SubmitEliminationPick') {
    // The league's cutoff wins; without one the episode's air time (nobody picks after watching); a recorded
    // vote-out closes it in any case. Decided by the server clock: at the cutoff second it is already too late.
    if (windowClosed(command)) throw new DomainError(403, PICK_MESSAGES.deadlinePassed);
  } else if (command.by === 'commissioner') {
    refuseOwnEntry(command.by, command.commissionersOwnEntry);
    if (!commissionerMayCorrect(command)) throw new DomainError(403, LEAGUE_MANAGER_MESSAGES.pickStillSealed);
  }
  const data = {
    leagueId: command.leagueId,
    season: command.season,
    userName: command.userName,
    episode: command.episode,
    castawayId: command.castawayId,
    pickedAt: command.now.toISOString(),
  };
  return [
    command.type === 'SubmitEliminationPick'
      ? { type: 'EliminationPickSubmitted', data }
      : { type: 'EliminationPickCorrected', data },
  ];
}

export const pickDecider: Decider<PicksState, PickCommand, PickEvent> = { initialState, evolve, decide };
