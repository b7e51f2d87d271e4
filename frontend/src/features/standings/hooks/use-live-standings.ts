import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applyStandingsChange,
  isLiveThrottleMessage,
  LIVE_EVENTS,
  readSnapshotBytes,
  StandingsBeaconSchema,
  type StandingsChange,
  StandingsChangeSchema,
  type StandingsSnapshot,
  type StandingsView,
  type SubscribeAck,
  type SubscribeMessage,
  standingsView,
} from '@tribal/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, isAbort } from '@/lib/api-client';
import { connectLiveSocket } from '@/lib/live-socket';
import { getStandings, liveStandingsQuery } from '../api/get-standings';
import { lastSeenStandings, rememberStandings } from '../utils/last-seen-standings';

export type LiveStatus = 'live' | 'reconnecting';

/** On episode night thousands subscribe in the same minute: an ack may take a while, and is then asked again. */
const ACK_TIMEOUT_MS = 10_000;
const RESUBSCRIBE_AFTER_MS = { min: 1000, jitter: 3000 };

interface LiveStandings {
  standings: StandingsView | null;
  status: LiveStatus;
  /** Set when no standings could be loaded at all (e.g. 404 League not found). */
  error: unknown;
  /** Counts live changes that carried new totals (scores changed) and catch-ups after a reconnect: the chart
   * refreshes when it moves. */
  totalsChanges: number;
  /** Counts live changes that touched a team (a draft, a swap, a renamed castaway): the cast refreshes. */
  teamChanges: number;
  /** Fetches the snapshot again, e.g. to show a breakdown the live change did not carry. */
  refetch: () => Promise<void>;
  /**
   * Set while the standings shown are this device's last-seen copy because the network failed: when (epoch ms)
   * that copy was fetched. Cleared as soon as the server answers again.
   */
  offlineAsOf: number | null;
}

/** Standings replace what is held unless they are older (a slow HTTP answer racing a socket ack or a change). */
function takeNewer(held: StandingsView | null, next: StandingsView): StandingsView {
  return held && held.version > next.version ? held : next;
}

/**
 * Standings of one league-season kept current. The snapshot loads once: over HTTP first (a CDN or the browser's
 * cache may answer it), then the socket subscribes saying which version it holds, and its ack carries a snapshot
 * only if that version is behind. Live changes apply on top (the shared `applyStandingsChange`); a missed change
 * (gap) or a reconnect that finds the viewer behind brings a fresh snapshot, so what is shown never drifts.
 */
export function useLiveStandings(leagueId: string | undefined, season: number | undefined): LiveStandings {
  const queryClient = useQueryClient();
  // The standings shown live in the query cache (keyed by league and season); this hook alone writes them.
  const query = liveStandingsQuery(leagueId ?? '', season ?? 0);
  const standings = useQuery(query).data ?? null;
  const [status, setStatus] = useState<LiveStatus>('reconnecting');
  const [error, setError] = useState<unknown>(null);
  const [totalsChanges, setTotalsChanges] = useState(0);
  const [teamChanges, setTeamChanges] = useState(0);
  const [offlineAsOf, setOfflineAsOf] = useState<number | null>(null);
  const refetchRef = useRef<() => Promise<void>>(async () => {});

  // biome-ignore lint/correctness/useExhaustiveDependencies: the query key is made of leagueId and season
  useEffect(() => {
    const { queryKey } = query;
    const setStandings = (view: StandingsView | null) => queryClient.setQueryData(queryKey, view);
    // Another league or season starts from nothing (a new key holds nothing yet: no render for it).
    if (queryClient.getQueryData(queryKey) != null) setStandings(null);
    setError(null);
    setStatus('reconnecting');
    setOfflineAsOf(null);
    if (!leagueId || season === undefined) return;

    let closed = false;
    // Mirrors the state synchronously: socket handlers must decide on the version held right now.
    let held: StandingsView | null = null;
    let newestSeenVersion = -1;
    let inFlight: Promise<void> | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();

    const hold = (next: StandingsView) => {
      if (next === held) return;
      held = next;
      setStandings(next);
      setError(null);
    };
    /** A snapshot from the server: shown, and kept as this device's last-seen copy for when it is offline. */
    const take = (snapshot: StandingsSnapshot) => {
      hold(takeNewer(held, standingsView(snapshot)));
      setOfflineAsOf(null);
      rememberStandings(leagueId, season, snapshot);
    };

    const fetchOnce = async (fresh: boolean): Promise<void> => {
      // Offline, the browser's HTTP cache could still answer a copy of unknown age: the page shows the copy it
      // knows the age of, marked, and the live connection fetches anew once the network is back.
      const seenOffline = !navigator.onLine && !held ? lastSeenStandings(leagueId, season) : null;
      if (seenOffline) {
        hold(standingsView(seenOffline.snapshot));
        setOfflineAsOf(seenOffline.fetchedAt);
        return;
      }
      try {
        take(await getStandings(leagueId, season, { signal: controller.signal, fresh }));
      } catch (failure) {
        if (closed || isAbort(failure)) return;
        // No network (status 0): the last standings this device saw, marked with when they were fetched.
        const seen = failure instanceof ApiError && failure.status === 0 ? lastSeenStandings(leagueId, season) : null;
        if (!held && seen) {
          hold(standingsView(seen.snapshot));
          setOfflineAsOf(seen.fetchedAt);
        } else if (!held) setError(failure);
      }
    };

    const refetch = (): Promise<void> => {
      if (inFlight) return inFlight;
      inFlight = fetchOnce(true).finally(() => {
        inFlight = null;
        // A change newer than the snapshot arrived while it was in flight: fetch once more to catch up.
        if (!closed && held && held.version < newestSeenVersion) void refetch();
      });
      return inFlight;
    };
    refetchRef.current = refetch;

    const firstLoad = fetchOnce(false);
    const socket = connectLiveSocket();

    // Every (re)connect subscribes again with the version held: a viewer who was offline catches up, and one who
    // missed nothing downloads nothing.
    let connectedBefore = false;
    const subscribe = (reconnect: boolean) => {
      if (closed || !socket.connected) return;
      const subscription: SubscribeMessage = { leagueId, season, knownVersion: held?.version };
      socket
        .timeout(ACK_TIMEOUT_MS)
        .emit(LIVE_EVENTS.subscribe, subscription, (timeout: Error | null, ack?: SubscribeAck) => {
          if (closed) return;
          if (timeout || !ack?.ok) {
            setStatus('reconnecting');
            // A slow or throttled answer is asked again a little later; a refusal for good (League not found) is not.
            if (ack && !ack.ok && !isLiveThrottleMessage(ack.message)) return;
            clearTimeout(retry);
            retry = setTimeout(
              () => subscribe(reconnect),
              RESUBSCRIBE_AFTER_MS.min + Math.floor(Math.random() * RESUBSCRIBE_AFTER_MS.jitter),
            );
            return;
          }
          newestSeenVersion = Math.max(newestSeenVersion, ack.version);
          // The server answers again: what is held is current (or about to be replaced), no longer an offline copy.
          if (!ack.snapshot && held && held.version >= ack.version) setOfflineAsOf(null);
          // Back from offline with changes missed: scores may have moved too, so the chart refreshes as well.
          if (reconnect && held && ack.version > held.version) setTotalsChanges((n) => n + 1);
          if (ack.snapshot) {
            try {
              take(readSnapshotBytes(ack.snapshot));
            } catch {
              void refetch();
            }
          } else if (!held || held.version < ack.version) void refetch();
          setStatus('live');
        });
    };
    socket.on('connect', () => {
      const reconnect = connectedBefore;
      connectedBefore = true;
      void firstLoad.then(() => subscribe(reconnect));
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
      if (change.changed.some((patch) => patch.team !== undefined)) setTeamChanges((n) => n + 1);
      const next = held ? applyStandingsChange(held, change) : null;
      if (next) hold(next);
      else void refetch();
    });

    // The server's catch-up beacon (while its Redis link is lost, and just after): a newer version than the one held
    // means a push was lost on the way; subscribing again brings the snapshot in the ack.
    socket.on(LIVE_EVENTS.beacon, (message: unknown) => {
      const parsed = StandingsBeaconSchema.safeParse(message);
      if (!parsed.success) return;
      const beacon = parsed.data;
      if (beacon.leagueId !== leagueId || beacon.season !== season) return;
      if (held && held.version >= beacon.version) return;
      subscribe(true);
    });

    return () => {
      closed = true;
      clearTimeout(retry);
      refetchRef.current = async () => {};
      controller.abort();
      if (socket.connected) socket.emit(LIVE_EVENTS.unsubscribe, { leagueId, season });
      socket.disconnect();
    };
  }, [leagueId, season, queryClient]);

  const refetch = useCallback(() => refetchRef.current(), []);
  return { standings, status, error, totalsChanges, teamChanges, refetch, offlineAsOf };
}
