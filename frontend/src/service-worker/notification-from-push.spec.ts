import { describe, expect, it } from 'vitest';
import { NOTIFICATION_ICON, notificationFromPush, sameOriginPath } from './notification-from-push';

const ORIGIN = 'https://pool.example';

describe('the notification a push shows', () => {
  it('takes the title, body and tag from the payload, with the app icon and the page to open', () => {
    const payload = {
      kind: 'pickClosing',
      leagueId: 'a1b2c3',
      title: 'Office Pool: pick closes in 1 hour',
      body: 'Who goes home tonight?',
      url: '/leagues/7/elimination-pick',
      tag: 'pickClosing:7:5',
    };
    expect(notificationFromPush(JSON.stringify(payload), ORIGIN)).toEqual({
      title: payload.title,
      options: {
        body: payload.body,
        tag: payload.tag,
        icon: NOTIFICATION_ICON,
        data: { url: '/leagues/7/elimination-pick', kind: 'pickClosing', leagueId: 'a1b2c3' },
      },
    });
  });

  it('still shows the app’s name when the payload cannot be read, and opens the home page', () => {
    expect(notificationFromPush('not json', ORIGIN)).toMatchObject({
      title: 'Tribal Pool',
      options: { body: 'not json', data: { url: '/' } },
    });
    expect(notificationFromPush(null, ORIGIN).title).toBe('Tribal Pool');
  });

  it('opens only pages of this app: another origin’s address opens the home page', () => {
    expect(sameOriginPath('https://evil.example/phish', ORIGIN)).toBe('/');
    expect(sameOriginPath(`${ORIGIN}/league/3?tab=chart`, ORIGIN)).toBe('/league/3?tab=chart');
    expect(sameOriginPath('//evil.example/x', ORIGIN)).toBe('/');
    expect(sameOriginPath(undefined, ORIGIN)).toBe('/');
  });
});
