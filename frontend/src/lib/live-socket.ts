import { LIVE_NAMESPACE } from '@tribal/contracts';
import { io, type Socket } from 'socket.io-client';

/**
 * Opens a connection to the live namespace on this origin (Vite proxies /socket.io in dev). Each caller owns its
 * socket and disconnects it when done, so one page's subscriptions never leak into another's.
 */
export function connectLiveSocket(): Socket {
  return io(LIVE_NAMESPACE, {
    path: '/socket.io',
    forceNew: true,
    reconnectionDelay: 500,
    reconnectionDelayMax: 5000,
  });
}
