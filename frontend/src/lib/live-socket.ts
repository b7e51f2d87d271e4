import { LIVE_NAMESPACE } from '@tribal/contracts';
import { io, type Socket } from 'socket.io-client';

/**
 * Opens a connection to the live namespace on this origin (Vite proxies /socket.io in dev). Each caller owns its
 * socket and disconnects it when done, so one page's subscriptions never leak into another's. WebSocket only:
 * no long-polling phase that could hold a dead connection open until the next ping, and no sticky sessions
 * needed when several backend processes share a load balancer.
 */
export function connectLiveSocket(): Socket {
  return io(LIVE_NAMESPACE, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    // A connection attempt that hangs is abandoned after 8 s and retried, rather than the default 20 s.
    timeout: 8000,
    reconnectionDelay: 500,
    reconnectionDelayMax: 5000,
  });
}
