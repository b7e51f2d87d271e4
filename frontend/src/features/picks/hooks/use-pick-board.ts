import { useQueryClient } from '@tanstack/react-query';
import { LIVE_EVENTS } from '@tribal/contracts';
import { useEffect } from 'react';
import { connectLiveSocket } from '@/lib/live-socket';
import { useFreshQuery } from '@/lib/query-client';
import { pickBoardQuery } from '../api/get-pick-board';

/** Longest a timer waits for the next cutoff (setTimeout overflows past ~24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The league's picks as this viewer may see them, kept current: re-read when the live socket says a pick
 * changed (the push carries no pick: sealed), and when the next sealed episode's cutoff and air time have passed
 * (it unseals). The board joins the league's picks room only: it holds no standings, so it is sent none.
 */
export function usePickBoard(leagueId: string, season: number | undefined, entryToken: string | undefined) {
  const query = pickBoardQuery(leagueId, entryToken);
  const board = useFreshQuery(query);
  const queryClient = useQueryClient();
  const { queryKey } = query;
  const key = JSON.stringify(queryKey);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the query key's contents
  useEffect(() => {
    if (season === undefined) return;
    const reload = () => void queryClient.invalidateQueries({ queryKey });
    const socket = connectLiveSocket();
    // Every (re)connect joins again; a refused join (throttled, say) is asked again at the next reconnect, and
    // the board still shows meanwhile.
    socket.on('connect', () => socket.emit(LIVE_EVENTS.subscribePicks, { leagueId, season }));
    socket.on(LIVE_EVENTS.picks, reload);
    return () => {
      socket.disconnect();
    };
  }, [key, leagueId, season, queryClient]);

  // The moment a sealed episode unseals: the later of its cutoff and its air time (the server's `unsealsAt`).
  const nextCutoff = board.data?.episodes
    .filter((e) => !e.closed && e.unsealsAt)
    .map((e) => Date.parse(e.unsealsAt as string))
    .filter((at) => !Number.isNaN(at))
    .sort((a, b) => a - b)[0];
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the query key's contents
  useEffect(() => {
    if (nextCutoff === undefined) return;
    const reload = () => void queryClient.invalidateQueries({ queryKey });
    const timer = setTimeout(reload, Math.min(MAX_TIMER_MS, Math.max(0, nextCutoff - Date.now()) + 500));
    return () => clearTimeout(timer);
  }, [nextCutoff, key, queryClient]);

  return board;
}
