import { PUSH_MESSAGES } from '@tribal/contracts';
import { useCallback, useEffect, useState } from 'react';
import type { Notice } from '@/components/ui/notice-alert';
import { errorMessage } from '@/lib/api-client';
import { useShieldStore } from '@/stores/spoiler-shield-store';
import {
  type DevicePushStatus,
  devicePushStatus,
  PermissionDenied,
  PermissionDismissed,
  resendIfShieldChanged,
  turnOffPush,
  turnOnPush,
} from '../utils/device-push';
import { type PushBrowser, PushServiceUnavailable, WorkerNotReady } from '../utils/push-browser';

const TURNED_ON = 'Notifications are on for this device.';
const DISMISSED = 'Notifications stay off: the browser’s question was closed without an answer.';
const FAILED_TO_TURN_ON = 'Could not turn notifications on. Please try again.';
const FAILED_TO_TURN_OFF = 'Could not turn notifications off. Please try again.';

export interface DevicePush {
  status: DevicePushStatus;
  /** turning on or off is on its way */
  busy: boolean;
  notice: Notice | null;
  turnOn: () => Promise<void>;
  turnOff: () => Promise<void>;
}

/** This device's push subscription: where it stands, and turning it on or off. */
export function useDevicePush(browser: PushBrowser): DevicePush {
  const [status, setStatus] = useState<DevicePushStatus>('checking');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    let current = true;
    devicePushStatus(browser).then(
      (found) => current && setStatus(found),
      () => current && setStatus('off'),
    );
    return () => {
      current = false;
    };
  }, [browser]);

  // The shield switched while this page is open: the server hears of it (app.tsx does the same on other pages).
  const shieldOn = useShieldStore((state) => state.enabled);
  const shieldZone = useShieldStore((state) => state.timeZone);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the shield's settings are what it follows
  useEffect(() => {
    if (status === 'on') resendIfShieldChanged(browser).catch(() => undefined);
  }, [browser, status, shieldOn, shieldZone]);

  const turnOn = useCallback(async () => {
    setBusy(true);
    setNotice(null);
    try {
      await turnOnPush(browser);
      setStatus('on');
      setNotice({ variant: 'success', text: TURNED_ON });
    } catch (caught) {
      if (caught instanceof PermissionDenied) setStatus('denied');
      else if (caught instanceof PermissionDismissed) setNotice({ variant: 'info', text: DISMISSED, role: 'status' });
      else {
        const explained = caught instanceof WorkerNotReady || caught instanceof PushServiceUnavailable;
        const text = explained ? caught.message : errorMessage(caught, FAILED_TO_TURN_ON);
        setNotice({ variant: 'danger', text });
      }
    } finally {
      setBusy(false);
    }
  }, [browser]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    setNotice(null);
    try {
      await turnOffPush(browser);
      setStatus('off');
      setNotice({ variant: 'success', text: PUSH_MESSAGES.subscriptionRemoved });
    } catch (caught) {
      setNotice({ variant: 'danger', text: errorMessage(caught, FAILED_TO_TURN_OFF) });
    } finally {
      setBusy(false);
    }
  }, [browser]);

  return { status, busy, notice, turnOn, turnOff };
}
