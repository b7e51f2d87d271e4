import {
  type Inventory,
  type InventoryMessage,
  LIVE_EVENTS,
  type SeasonScores,
  type SeasonScoresMessage,
  type SubscribeSeasonAck,
} from '@tribal/contracts';
import { useEffect, useState } from 'react';
import { getSeasonScores } from '@/lib/api/get-season-scores';
import { isAbort } from '@/lib/api-client';
import { debounceWithJitter, LIVE_REFETCH_SPACING } from '@/lib/debounce-with-jitter';
import { connectLiveSocket } from '@/lib/live-socket';
import { getInventory } from '../api/get-inventory';

const ACK_TIMEOUT_MS = 5000;

export type Loaded<T> = { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

interface LiveSeasonScores {
  scores: Loaded<SeasonScores>;
  inventory: Loaded<Inventory>;
  status: 'live' | 'reconnecting';
}

function isInventoryMessage(message: unknown): message is InventoryMessage {
  const m = message as Partial<InventoryMessage> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof m.castawayId === 'number' &&
    typeof m.idols === 'number' &&
    typeof m.advantages === 'number'
  );
}

/**
 * A season's scores and every castaway's inventory, kept current: loaded once, then the season room says when
 * scores changed (re-fetched after a debounce with jitter, so every viewer does not ask in the same second) and
 * sends inventory counts whole (merged in place). A reconnect re-fetches both: changes missed offline appear.
 */
export function useLiveSeasonScores(season: number | undefined): LiveSeasonScores {
  const [scores, setScores] = useState<Loaded<SeasonScores>>({ status: 'loading' });
  const [inventory, setInventory] = useState<Loaded<Inventory>>({ status: 'loading' });
  const [status, setStatus] = useState<'live' | 'reconnecting'>('reconnecting');

  useEffect(() => {
    setScores({ status: 'loading' });
    setInventory({ status: 'loading' });
    setStatus('reconnecting');
    if (season === undefined) return;
    const controller = new AbortController();
    let scoresShown = false;
    let inventoryShown = false;

    const loadScores = () =>
      getSeasonScores(season, controller.signal).then(
        (data) => {
          if (controller.signal.aborted) return;
          scoresShown = true;
          setScores({ status: 'success', data });
        },
        (error: unknown) => {
          // A failed refresh keeps what is shown.
          if (!controller.signal.aborted && !isAbort(error) && !scoresShown) setScores({ status: 'error', error });
        },
      );
    const loadInventory = () =>
      getInventory(controller.signal).then(
        (data) => {
          if (controller.signal.aborted) return;
          inventoryShown = true;
          setInventory({ status: 'success', data });
        },
        (error: unknown) => {
          if (!controller.signal.aborted && !isAbort(error) && !inventoryShown) {
            setInventory({ status: 'error', error });
          }
        },
      );
    void loadScores();
    void loadInventory();

    const scoresLater = debounceWithJitter(() => void loadScores(), LIVE_REFETCH_SPACING);
    const bothLater = debounceWithJitter(() => {
      void loadScores();
      void loadInventory();
    }, LIVE_REFETCH_SPACING);

    const socket = connectLiveSocket();
    let connectedBefore = false;
    socket.on('connect', () => {
      if (connectedBefore) bothLater.trigger();
      connectedBefore = true;
      socket
        .timeout(ACK_TIMEOUT_MS)
        .emit(LIVE_EVENTS.subscribeSeason, { season }, (timeout: Error | null, ack?: SubscribeSeasonAck) => {
          if (controller.signal.aborted) return;
          setStatus(!timeout && ack?.ok ? 'live' : 'reconnecting');
        });
    });
    socket.on('disconnect', () => setStatus('reconnecting'));
    socket.on('connect_error', () => setStatus('reconnecting'));
    socket.on(LIVE_EVENTS.seasonScores, (message: SeasonScoresMessage) => {
      if (message?.season === season) scoresLater.trigger();
    });
    socket.on(LIVE_EVENTS.inventory, (message: unknown) => {
      if (!isInventoryMessage(message)) return;
      setInventory((current) =>
        current.status === 'success'
          ? {
              status: 'success',
              data: {
                ...current.data,
                [String(message.castawayId)]: { idols: message.idols, advantages: message.advantages },
              },
            }
          : current,
      );
    });

    return () => {
      controller.abort();
      scoresLater.cancel();
      bothLater.cancel();
      socket.disconnect();
    };
  }, [season]);

  return { scores, inventory, status };
}
