import { LIVE_EVENTS, type PickBoard } from '@tribal/contracts';
import { useEffect } from 'react';
import { type AsyncState, useAsync } from '@/hooks/use-async';
import { connectLiveSocket } from '@/lib/live-socket';
import { getPickBoard } from '../api/get-pick-board';

/** Longest a timer waits for the next cutoff (setTimeout overflows past ~24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The league's picks as this viewer may see them, kept current: re-read when the live socket says a pick
 * changed (the push carries no pick: sealed), and when the next sealed episode's cutoff and air time have passed (it unseals).
 */
export function usePickBoard(
  leagueId: string,
  season: number | undefined,
  entryToken: string | undefined,
): AsyncState<PickBoard> & { reload: () => void } {
  const board = useAsync((signal) => getPickBoard(leagueId, entryToken, signal), [leagueId, entryToken]);
  const { reload } = board;

  useEffect(() => {
    if (season === undefined) return;
    const socket = connectLiveSocket();
    socket.on('connect', () => socket.emit(LIVE_EVENTS.subscribe, { leagueId, season }, () => {}));
    socket.on(LIVE_EVENTS.picks, () => reload());
    return () => {
      socket.disconnect();
    };
  }, [leagueId, season, reload]);

  // The moment a sealed episode unseals: the later of its cutoff and its air time (the server's `unsealsAt`).
  const nextCutoff = board.data?.episodes
    .filter((e) => !e.closed && e.unsealsAt)
    .map((e) => Date.parse(e.unsealsAt as string))
    .filter((at) => !Number.isNaN(at))
    .sort((a, b) => a - b)[0];
  useEffect(() => {
    if (nextCutoff === undefined) return;
    const timer = setTimeout(reload, Math.min(MAX_TIMER_MS, Math.max(0, nextCutoff - Date.now()) + 500));
    return () => clearTimeout(timer);
  }, [nextCutoff, reload]);

  return board;
}
