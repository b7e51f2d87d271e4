import {
  ADMIN_LIVE_EVENTS,
  type EmailProgress,
  type EmailProgressMessage,
  type EmailProgressSubscribeAck,
} from '@tribal/contracts';
import { useEffect, useState } from 'react';
import { can } from '@/lib/authorization';
import { connectLiveSocket } from '@/lib/live-socket';
import { useManageScope } from '@/lib/manage-scope';
import { getEmailProgress } from '../api/get-email-progress';

const POLL_MS = 2000;
/** Without an answer from the socket by then, the page asks the server instead. */
const SOCKET_GRACE_MS = 4000;

export interface EmailProgressState {
  progress: EmailProgress | null;
  /** how the counts arrive: pushed on the live socket, or asked for every 2 s */
  via: 'socket' | 'polling' | null;
  error: boolean;
}

/**
 * Follows one send's delivery until nothing is queued: `email-progress` pushes on the live socket (admin
 * session cookie), falling back to GET …/progress every 2 s when the socket cannot subscribe.
 */
export function useEmailProgress(commandId: string | null): EmailProgressState {
  const [state, setState] = useState<EmailProgressState>({ progress: null, via: null, error: false });
  const scope = useManageScope();

  useEffect(() => {
    setState({ progress: null, via: null, error: false });
    if (!commandId) return;
    let finished = false;
    let polling = false;
    let pollTimer: ReturnType<typeof setTimeout> | undefined;
    const controller = new AbortController();
    const socket = connectLiveSocket();

    const apply = (progress: EmailProgress, via: 'socket' | 'polling') => {
      if (finished) return;
      setState({
        progress: { queued: progress.queued, sent: progress.sent, failed: progress.failed },
        via,
        error: false,
      });
      if (progress.queued === 0) {
        finished = true;
        socket.disconnect();
      }
    };

    const poll = async () => {
      try {
        apply(await getEmailProgress(commandId, controller.signal, scope), 'polling');
      } catch {
        if (controller.signal.aborted) return;
        setState((current) => ({ ...current, error: true }));
      }
      if (!finished && !controller.signal.aborted) pollTimer = setTimeout(() => void poll(), POLL_MS);
    };

    const startPolling = () => {
      if (polling || finished) return;
      polling = true;
      socket.disconnect();
      void poll();
    };

    // One league's email is followed over HTTP: the live socket's progress is the admin's email to all.
    const grace = setTimeout(startPolling, can(scope, 'leagues:act-on-every') ? SOCKET_GRACE_MS : 0);
    // On every (re)connect: a new connection has no subscriptions.
    socket.on('connect', () => {
      socket.emit(ADMIN_LIVE_EVENTS.subscribeEmailProgress, { commandId }, (ack: EmailProgressSubscribeAck) => {
        clearTimeout(grace);
        if (ack.ok) apply(ack.progress, 'socket');
        else startPolling();
      });
    });
    socket.on(ADMIN_LIVE_EVENTS.emailProgress, (message: EmailProgressMessage) => {
      if (message.commandId === commandId) apply(message, 'socket');
    });
    socket.on('connect_error', () => {
      clearTimeout(grace);
      startPolling();
    });

    return () => {
      finished = true;
      clearTimeout(grace);
      clearTimeout(pollTimer);
      controller.abort();
      socket.disconnect();
    };
  }, [commandId, scope]);

  return state;
}
