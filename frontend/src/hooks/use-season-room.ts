import { LIVE_EVENTS, type SubscribeSeasonAck } from '@tribal/contracts';
import { useEffect, useRef, useState } from 'react';
import { connectLiveSocket } from '@/lib/live-socket';

const ACK_TIMEOUT_MS = 5000;

/** What a season's room pushes (scores changed, inventory counts, happenings), by event name. */
type SeasonRoomEvent = typeof LIVE_EVENTS.seasonScores | typeof LIVE_EVENTS.inventory | typeof LIVE_EVENTS.happening;
const SEASON_ROOM_EVENTS: readonly SeasonRoomEvent[] = [
  LIVE_EVENTS.seasonScores,
  LIVE_EVENTS.inventory,
  LIVE_EVENTS.happening,
];

export interface SeasonRoomHandlers extends Partial<Record<SeasonRoomEvent, (message: unknown) => void>> {
  /** after a reconnect (not the first connect): what changed while away is loaded again */
  reconnected?: () => void;
}

/** `loading` until the room first answers; then `live`, or `reconnecting` while the socket is away or refused. */
export type SeasonRoomStatus = 'loading' | 'live' | 'reconnecting';

/**
 * A season's room on the live socket (scores, inventory and happenings are pushed to it): joined on every
 * (re)connect, left when the season changes or the page leaves. The handlers of the latest render are called.
 */
export function useSeasonRoom(season: number | undefined, handlers: SeasonRoomHandlers): SeasonRoomStatus {
  const [status, setStatus] = useState<SeasonRoomStatus>('loading');
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    setStatus('loading');
    if (season === undefined) return;
    let left = false;
    let connectedBefore = false;
    const socket = connectLiveSocket();
    socket.on('connect', () => {
      if (connectedBefore) latest.current.reconnected?.();
      connectedBefore = true;
      socket
        .timeout(ACK_TIMEOUT_MS)
        .emit(LIVE_EVENTS.subscribeSeason, { season }, (timeout: Error | null, ack?: SubscribeSeasonAck) => {
          if (!left) setStatus(!timeout && ack?.ok ? 'live' : 'reconnecting');
        });
    });
    socket.on('disconnect', () => setStatus('reconnecting'));
    socket.on('connect_error', () => setStatus('reconnecting'));
    for (const event of SEASON_ROOM_EVENTS) {
      socket.on(event, (message: unknown) => latest.current[event]?.(message));
    }
    return () => {
      left = true;
      socket.disconnect();
    };
  }, [season]);

  return status;
}
