import {
  applyStandingsChange,
  byRankThenName,
  LIVE_EVENTS,
  type StandingsChange,
  StandingsChangeSchema,
  type StandingsSnapshot,
  type SubscribeAck,
  type SubscribeMessage,
} from '@tribal/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbort } from '@/lib/api-client';
import { connectLiveSocket } from '@/lib/live-socket';
import { getStandings } from '../api/get-standings';

export type LiveStatus = 'live' | 'reconnecting';

const ACK_TIMEOUT_MS = 5000;

interface LiveStandings {
  standings: StandingsSnapshot | null;
  status: LiveStatus;
  /** Set when no standings could be loaded at all (e.g. 404 League not found). */
  error: unknown;
  /** Counts live changes that carried new totals (scores changed) and catch-ups after a reconnect: the chart
   * refreshes when it moves. */
  totalsChanges: number;
  /** Fetches the snapshot again, e.g. to show a breakdown the live change did not carry. */
  refetch: () => Promise<void>;
}

/** A snapshot replaces what is held unless it is older (a slow HTTP answer racing a socket ack or a change). */
function takeSnapshot(held: StandingsSnapshot | null, snapshot: StandingsSnapshot): StandingsSnapshot {
  if (held && held.version > snapshot.version) return held;
  return { ...snapshot, standings: [...snapshot.standings].sort(byRankThenName) };
}

/**
 * Standings of one league-season kept current: an HTTP snapshot first, then the live socket's changes on top
 * (the shared `applyStandingsChange`). A missed change (gap) or a reconnect brings a fresh snapshot, so what is
 * shown never silently drifts.
 */
export function useLiveStandings(leagueId: string | undefined, season: number | undefined): LiveStandings {
  const [standings, setStandings] = useState<StandingsSnapshot | null>(null);
  const [status, setStatus] = useState<LiveStatus>('reconnecting');
  const [error, setError] = useState<unknown>(null);
  const [totalsChanges, setTotalsChanges] = useState(0);
  const refetchRef = useRef<() => Promise<void>>(async () => {});

  useEffect(() => {
    setStandings(null);
    setError(null);
    setStatus('reconnecting');
    if (!leagueId || season === undefined) return;

    let closed = false;
    // Mirrors the state synchronously: socket handlers must decide on the version held right now.
    let held: StandingsSnapshot | null = null;
    let newestSeenVersion = -1;
    let inFlight: Promise<void> | null = null;
    const controller = new AbortController();

    const hold = (next: StandingsSnapshot) => {
      if (next === held) return;
      held = next;
      setStandings(next);
      setError(null);
    };

    const fetchOnce = async (): Promise<void> => {
      try {
        const snapshot = await getStandings(leagueId, season, controller.signal);
        if (closed) return;
        hold(takeSnapshot(held, snapshot));
      } catch (failure) {
        if (closed || isAbort(failure)) return;
        if (!held) setError(failure);
      }
    };

    const refetch = (): Promise<void> => {
      if (inFlight) return inFlight;
      inFlight = fetchOnce().finally(() => {
        inFlight = null;
        // A change newer than the snapshot arrived while it was in flight: fetch once more to catch up.
        if (!closed && held && held.version < newestSeenVersion) void refetch();
      });
      return inFlight;
    };
    refetchRef.current = refetch;

    void refetch();

    const socket = connectLiveSocket();
    const subscription: SubscribeMessage = { leagueId, season };

    // Every (re)connect subscribes again and takes the ack's snapshot: a viewer who was offline catches up.
    let connectedBefore = false;
    socket.on('connect', () => {
      const reconnect = connectedBefore;
      connectedBefore = true;
      socket
        .timeout(ACK_TIMEOUT_MS)
        .emit(LIVE_EVENTS.subscribe, subscription, (timeout: Error | null, ack?: SubscribeAck) => {
          if (closed) return;
          if (timeout || !ack?.ok) {
            setStatus('reconnecting');
            return;
          }
          // Back from offline with changes missed: scores may have moved too, so the chart refreshes as well.
          if (reconnect && held && ack.snapshot.version > held.version) setTotalsChanges((n) => n + 1);
          hold(takeSnapshot(held, ack.snapshot));
          setStatus('live');
        });
    });
    socket.on('disconnect', () => setStatus('reconnecting'));
    socket.on('connect_error', () => setStatus('reconnecting'));
    socket.on(LIVE_EVENTS.standings, (message: unknown) => {
      const parsed = StandingsChangeSchema.safeParse(message);
      if (!parsed.success) return;
      const change: StandingsChange = parsed.data;
      if (change.leagueId !== leagueId || change.season !== season) return;
      newestSeenVersion = Math.max(newestSeenVersion, change.version);
      if (change.totals) setTotalsChanges((n) => n + 1);
      const next = held ? applyStandingsChange(held, change) : null;
      if (next) hold(next);
      else void refetch();
    });

    return () => {
      closed = true;
      refetchRef.current = async () => {};
      controller.abort();
      if (socket.connected) socket.emit(LIVE_EVENTS.unsubscribe, subscription);
      socket.disconnect();
    };
  }, [leagueId, season]);

  const refetch = useCallback(() => refetchRef.current(), []);
  return { standings, status, error, totalsChanges, refetch };
}
