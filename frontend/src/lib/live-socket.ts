import { LIVE_EVENTS, LIVE_NAMESPACE, moveDelayMs } from '@tribal/contracts';
import { io, type Socket } from 'socket.io-client';

/**
 * Opens a connection to the live namespace on this origin (Vite proxies /socket.io in dev). Each caller owns its
 * socket and disconnects it when done, so one page's subscriptions never leak into another's. WebSocket only:
 * no long-polling phase that could hold a dead connection open until the next ping, and no sticky sessions
 * needed when several backend processes share a load balancer.
 */
export function connectLiveSocket({ sessionToken }: { sessionToken?: string } = {}): Socket {
  const socket = io(LIVE_NAMESPACE, {
    // A session the cookie does not carry (a commissioner's token): read by the server from the handshake.
    auth: sessionToken ? { token: sessionToken } : undefined,
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    // A connection attempt that hangs is abandoned after 8 s and retried, rather than the default 20 s.
    timeout: 8000,
    reconnectionDelay: 500,
    reconnectionDelayMax: 5000,
  });
  moveWhenAsked(socket);
  return socket;
}

/**
 * A stopping server process asks its viewers to move: reconnect at a random moment within the window it gives
 * (the proxy sends the new connection to another process), instead of waiting for a ping to time out. The usual
 * `connect` handlers then resubscribe. A socket its page has closed meanwhile stays closed.
 */
function moveWhenAsked(socket: Socket): void {
  socket.on(LIVE_EVENTS.move, (message: unknown) => {
    setTimeout(() => {
      if (!socket.connected) return;
      socket.disconnect();
      socket.connect();
    }, moveDelayMs(message));
  });
}
