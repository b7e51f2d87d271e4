import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type Me,
  NOTIFICATION_KIND_DEFAULTS,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationSettings,
  PUSH_MESSAGES,
} from '@tribal/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSavedUserStore } from '@/stores/saved-user-store';
import { useShieldStore } from '@/stores/spoiler-shield-store';
import { AppWrapper } from '@/testing/app-wrapper';
import { answer, serveApiOnLoopback } from '@/testing/loopback-api';
import { DEVICE_SUBSCRIPTION_KEY } from '../utils/device-subscription';
import { type BrowserSubscription, type PushBrowser, subscribeFailure } from '../utils/push-browser';
import type { PushSupport } from '../utils/push-support';
import { NotificationsCard } from './notifications-card';

const me: Me = {
  email: 'sandra@example.com',
  entries: [{ leagueId: '12', leagueName: 'Office Pool', season: 49, userName: 'Sandra', rank: 1, total: 10 }],
  leaguesRun: [{ leagueId: '31', leagueName: 'Book Club', season: 49 }],
};
const PUBLIC_KEY = 'BP8A_w';
const SUBSCRIPTION: BrowserSubscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  keys: { p256dh: 'BPp256dh-key', auth: 'auth-secret' },
};

/** The loopback server: the person's settings as the backend keeps them, and what it was sent. */
let settings: NotificationSettings;
let refuseSettings: string | null = null;
const requests: Array<{ route: string; body: unknown }> = [];

serveApiOnLoopback(({ route, body }) => {
  requests.push({ route, body });
  if (route === 'GET /api/me') return answer(200, me);
  if (route === 'GET /api/push/public-key') return answer(200, { publicKey: PUBLIC_KEY });
  if (route === 'POST /api/me/push-subscriptions') return answer(201, { id: 'sub-7' });
  if (route === 'DELETE /api/me/push-subscriptions/sub-7') {
    return answer(200, { message: PUSH_MESSAGES.subscriptionRemoved });
  }
  if (route === 'GET /api/me/notifications') return answer(200, settings);
  if (route === 'PUT /api/me/notifications') {
    if (refuseSettings) return answer(400, { message: refuseSettings });
    const update = body as unknown as NotificationSettings;
    for (const [league, kinds] of Object.entries(update.leagues)) {
      settings.leagues[league] = { ...settings.leagues[league], ...kinds };
    }
    return answer(200, settings);
  }
  return undefined;
});

beforeEach(() => {
  settings = { leagues: { '12': { ...NOTIFICATION_KIND_DEFAULTS }, '31': { ...NOTIFICATION_KIND_DEFAULTS } } };
  useSavedUserStore.getState().signedIn(me.email);
});
afterEach(() => {
  cleanup();
  requests.length = 0;
  refuseSettings = null;
  window.localStorage.removeItem(DEVICE_SUBSCRIPTION_KEY);
  useShieldStore.getState().setEnabled(false);
  useShieldStore.getState().setTimeZone(null);
  useSavedUserStore.getState().signedOut();
});

/** A stand-in for the browser's push side (happy-dom has none): it records what the card asked of it. */
function fakeBrowser({
  support = 'supported',
  permission = 'default',
  answer = 'granted',
}: {
  support?: PushSupport;
  permission?: NotificationPermission;
  answer?: NotificationPermission;
} = {}) {
  const asked = { permission: 0, subscribedWith: [] as string[], unsubscribed: 0 };
  let current: NotificationPermission = permission;
  let subscription: BrowserSubscription | null = null;
  const browser: PushBrowser = {
    support: () => support,
    permission: () => current,
    requestPermission: async () => {
      asked.permission += 1;
      current = answer;
      return answer;
    },
    subscription: async () => subscription,
    subscribe: async (key) => {
      asked.subscribedWith.push(key);
      subscription = SUBSCRIPTION;
      return SUBSCRIPTION;
    },
    unsubscribe: async () => {
      asked.unsubscribed += 1;
      subscription = null;
    },
  };
  return { browser, asked };
}

function openCard(browser: PushBrowser) {
  return render(
    <AppWrapper>
      <NotificationsCard browser={browser} />
    </AppWrapper>,
  );
}

const sent = (route: string) => requests.filter((request) => request.route === route).map(({ body }) => body);
const league = (name: string) => screen.findByRole('group', { name });

describe('Notifications on this device', () => {
  it('turns on: asks permission, subscribes with the server’s key, and sends the subscription with the zone and the shield', async () => {
    useShieldStore.getState().setEnabled(true);
    useShieldStore.getState().setTimeZone('America/Los_Angeles');
    const { browser, asked } = fakeBrowser();
    openCard(browser);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));

    await screen.findByText('On for this device');
    expect(asked.permission).toBe(1);
    expect(asked.subscribedWith).toEqual([PUBLIC_KEY]);
    expect(sent('POST /api/me/push-subscriptions')).toEqual([
      { ...SUBSCRIPTION, timeZone: 'America/Los_Angeles', spoilerShield: true },
    ]);
    expect(JSON.parse(window.localStorage.getItem(DEVICE_SUBSCRIPTION_KEY) ?? '{}')).toMatchObject({ id: 'sub-7' });
    expect(screen.getByText('Notifications are on for this device.')).toBeTruthy();
  });

  it('tells the server again when the spoiler shield is switched off here, then turns off with a DELETE', async () => {
    useShieldStore.getState().setEnabled(true);
    const { browser, asked } = fakeBrowser();
    openCard(browser);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    await screen.findByText('On for this device');

    useShieldStore.getState().setEnabled(false);
    await waitFor(() => expect(sent('POST /api/me/push-subscriptions')).toHaveLength(2));
    expect(sent('POST /api/me/push-subscriptions')[1]).toMatchObject({
      endpoint: SUBSCRIPTION.endpoint,
      spoilerShield: false,
    });
    await screen.findByText(/spoiler shield is off here/);

    await userEvent.click(screen.getByRole('button', { name: 'Turn off on this device' }));
    await screen.findByRole('button', { name: 'Turn on notifications' });
    expect(screen.getByText(PUSH_MESSAGES.subscriptionRemoved)).toBeTruthy();
    expect(requests.some(({ route }) => route === 'DELETE /api/me/push-subscriptions/sub-7')).toBe(true);
    expect(asked.unsubscribed).toBe(1);
    expect(window.localStorage.getItem(DEVICE_SUBSCRIPTION_KEY)).toBeNull();
  });

  it('a device already subscribed opens as on', async () => {
    const { browser } = fakeBrowser({ permission: 'granted' });
    await browser.subscribe(PUBLIC_KEY);
    const remembered = { id: 'sub-7', endpoint: SUBSCRIPTION.endpoint, spoilerShield: false, timeZone: 'UTC' };
    window.localStorage.setItem(DEVICE_SUBSCRIPTION_KEY, JSON.stringify(remembered));
    openCard(browser);
    await screen.findByText('On for this device');
  });

  it('says notifications are blocked when the browser refuses, and sends nothing', async () => {
    const { browser } = fakeBrowser({ answer: 'denied' });
    openCard(browser);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PUSH_MESSAGES.permissionDenied);
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
    expect(sent('POST /api/me/push-subscriptions')).toEqual([]);
  });

  it('a browser without a push service to reach says so, rather than "try again", and sends nothing', async () => {
    const { browser } = fakeBrowser();
    // What Chromium without Google's push service throws from pushManager.subscribe.
    browser.subscribe = async () => {
      throw subscribeFailure(new DOMException('Registration failed - push service not available', 'AbortError'));
    };
    openCard(browser);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not reach its push service/);
    expect(screen.getByRole('button', { name: 'Turn on notifications' })).toBeTruthy();
    expect(sent('POST /api/me/push-subscriptions')).toEqual([]);
  });

  it('a site already blocked opens on the message, without a button that could not work', async () => {
    openCard(fakeBrowser({ permission: 'denied' }).browser);
    expect((await screen.findByRole('alert')).textContent).toBe(PUSH_MESSAGES.permissionDenied);
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
  });

  it('a browser without push says so, and still shows what each league sends', async () => {
    openCard(fakeBrowser({ support: 'unsupported' }).browser);
    await screen.findByText(PUSH_MESSAGES.pushUnsupported);
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
    await league('Office Pool');
  });

  it('Safari on an iPhone, in the tab: explains the home screen, and the sheet lists the steps', async () => {
    openCard(fakeBrowser({ support: 'iphoneAddToHomeScreen' }).browser);
    await screen.findByText(PUSH_MESSAGES.iphoneAddToHomeScreen);
    await userEvent.click(screen.getByRole('button', { name: 'Show me how' }));
    const sheet = await screen.findByRole('dialog', { name: 'Notifications on iPhone' });
    expect(within(sheet).getByText(PUSH_MESSAGES.iphoneAddToHomeScreen)).toBeTruthy();
    expect(
      within(sheet)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      expect.stringContaining('Share'),
      expect.stringContaining('Add to Home Screen'),
      expect.stringContaining('from your home screen'),
    ]);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('What each league sends', () => {
  it('shows every kind per league by its label, on as the server says', async () => {
    settings.leagues['12'].castawayVotedOut = true;
    openCard(fakeBrowser().browser);
    const office = await league('Office Pool');
    for (const kind of NOTIFICATION_KINDS) {
      const box = within(office).getByRole('switch', { name: NOTIFICATION_KIND_LABELS[kind] }) as HTMLInputElement;
      expect(box.checked, kind).toBe(kind === 'castawayVotedOut' || NOTIFICATION_KIND_DEFAULTS[kind]);
    }
    await league('Book Club');
  });

  it('a switch is saved at once for its league only, and says so', async () => {
    openCard(fakeBrowser().browser);
    const office = await league('Office Pool');
    const votedOut = within(office).getByRole('switch', { name: NOTIFICATION_KIND_LABELS.castawayVotedOut });
    await userEvent.click(votedOut);
    await within(office).findByText(new RegExp(PUSH_MESSAGES.notificationsSaved));
    expect(sent('PUT /api/me/notifications')).toEqual([{ leagues: { '12': { castawayVotedOut: true } } }]);
    expect((votedOut as HTMLInputElement).checked).toBe(true);
    expect(settings.leagues['31'].castawayVotedOut).toBe(false);
  });

  it('a refused save says why and puts the switch back', async () => {
    refuseSettings = PUSH_MESSAGES.notYourLeague('31');
    openCard(fakeBrowser().browser);
    const club = await league('Book Club');
    const pick = within(club).getByRole('switch', { name: NOTIFICATION_KIND_LABELS.pickClosing }) as HTMLInputElement;
    expect(pick.checked).toBe(true);
    await userEvent.click(pick);
    expect((await within(club).findByRole('alert')).textContent).toBe(PUSH_MESSAGES.notYourLeague('31'));
    expect(pick.checked).toBe(true);
  });
});
