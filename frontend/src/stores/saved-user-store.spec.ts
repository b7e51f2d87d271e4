// @vitest-environment happy-dom
import type { Me } from '@tribal/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SANDRA_IN_THE_OFFICE_POOL } from '../testing/saved-users';
import {
  DEVICE_ENTRIES_STORAGE_KEY,
  entryIn,
  myLeaguePath,
  parseSavedUser,
  readDeviceEntries,
  SAVED_USER_STORAGE_KEY,
  type SavedUser,
  SIGNED_IN_STORAGE_KEY,
} from './saved-user-store';

const sandra: SavedUser = SANDRA_IN_THE_OFFICE_POOL;
const sandraAtHome: SavedUser = { ...sandra, leagueId: 'family-pool', entryToken: 'family-secret' };

const me: Me = {
  email: 'sandra@example.com',
  entries: [
    { leagueId: 'office-pool', leagueName: 'Office Pool', season: 49, userName: 'Sandra', rank: 2, total: 31 },
    { leagueId: 'cousins', leagueName: 'Cousins', season: 48, userName: 'Queen Sandra', rank: 1, total: 80 },
  ],
  leaguesRun: [{ leagueId: 'office-pool', leagueName: 'Office Pool', season: 49 }],
};

/** The store as a fresh page load of this device builds it from local storage. */
async function loadStore() {
  vi.resetModules();
  return (await import('./saved-user-store')).useSavedUserStore;
}

const stored = (key: string) => JSON.parse(window.localStorage.getItem(key) ?? 'null');

beforeEach(() => window.localStorage.clear());

describe('the saved user in local storage', () => {
  it('reads back a member who joined in this browser, token included', () => {
    expect(parseSavedUser(JSON.stringify(sandra))).toEqual(sandra);
  });

  it('reads a member found by email, who has no token', () => {
    const { entryToken: _, ...found } = { ...sandra, paymentMethod: 'Unknown' };
    expect(parseSavedUser(JSON.stringify(found))).toEqual(found);
  });

  it.each([
    ['nothing saved', null],
    ['broken JSON', '{"userName":'],
    ['not an object', '"Sandra"'],
    ['a missing league', JSON.stringify({ ...sandra, leagueId: undefined })],
    ['an empty name', JSON.stringify({ ...sandra, userName: '' })],
  ])('ignores %s', (_, raw) => {
    expect(parseSavedUser(raw)).toBeNull();
  });
});

describe("a browser of the seed's time", () => {
  it('keeps its one saved user: it is the device’s entry and the current one', async () => {
    window.localStorage.setItem(SAVED_USER_STORAGE_KEY, JSON.stringify(sandra));
    const store = await loadStore();
    expect(store.getState().entries).toEqual([sandra]);
    expect(store.getState().user).toEqual(sandra);
    expect(myLeaguePath(store.getState())).toBe('/league/office-pool');
  });

  it('drops an unreadable saved user', async () => {
    window.localStorage.setItem(SAVED_USER_STORAGE_KEY, '{"userName":');
    const store = await loadStore();
    expect(store.getState().user).toBeNull();
    expect(window.localStorage.getItem(SAVED_USER_STORAGE_KEY)).toBeNull();
  });
});

describe('many entries on one device', () => {
  it('joining a second league keeps the first, makes the new one current, and My League lists both', async () => {
    const store = await loadStore();
    store.getState().save(sandra);
    store.getState().save(sandraAtHome);
    expect(store.getState().entries).toEqual([sandra, sandraAtHome]);
    expect(store.getState().user).toEqual(sandraAtHome);
    expect(stored(SAVED_USER_STORAGE_KEY)).toEqual(sandraAtHome);
    expect(stored(DEVICE_ENTRIES_STORAGE_KEY)).toEqual([sandra, sandraAtHome]);
    expect(myLeaguePath(store.getState())).toBe('/me');
  });

  it('choosing a league makes it current, and the next visit opens on it', async () => {
    let store = await loadStore();
    store.getState().save(sandra);
    store.getState().save(sandraAtHome);
    store.getState().choose({ leagueId: 'office-pool', userName: 'sandra' });
    expect(store.getState().user).toEqual(sandra);

    store = await loadStore();
    expect(store.getState().user).toEqual(sandra);
    expect(store.getState().entries).toHaveLength(2);
  });

  it('a renewed token replaces the old one of the same entry', async () => {
    const store = await loadStore();
    store.getState().save(sandra);
    store.getState().save({ ...sandra, entryToken: 'renewed' });
    expect(store.getState().entries).toEqual([{ ...sandra, entryToken: 'renewed' }]);
  });

  it('Logout forgets the current entry only; another becomes current', async () => {
    const store = await loadStore();
    store.getState().save(sandra);
    store.getState().save(sandraAtHome);
    store.getState().logout();
    expect(store.getState().entries).toEqual([sandra]);
    expect(store.getState().user).toEqual(sandra);
    store.getState().logout();
    expect(store.getState().user).toBeNull();
    expect(window.localStorage.getItem(SAVED_USER_STORAGE_KEY)).toBeNull();
  });

  it('the entry of a league is the current one there, else the first this device holds there', async () => {
    const store = await loadStore();
    store.getState().save(sandra);
    store.getState().save(sandraAtHome);
    expect(entryIn(store.getState(), 'family-pool')).toEqual(sandraAtHome);
    expect(entryIn(store.getState(), 'office-pool')).toEqual(sandra);
    expect(entryIn(store.getState(), 'elsewhere')).toBeNull();
  });
});

describe('a signed-in person', () => {
  it('adds their other entries without tokens; the device keeps its own copy, token included', async () => {
    window.localStorage.setItem(SAVED_USER_STORAGE_KEY, JSON.stringify(sandra));
    const store = await loadStore();
    store.getState().signedIn('sandra@example.com');
    expect(myLeaguePath(store.getState())).toBe('/me');
    store.getState().personLoaded(me);
    expect(store.getState().entries.map((entry) => [entry.leagueId, entry.userName, entry.entryToken])).toEqual([
      ['office-pool', 'Sandra', 'office-secret'],
      ['cousins', 'Queen Sandra', undefined],
    ]);
    expect(window.localStorage.getItem(SIGNED_IN_STORAGE_KEY)).toBe('sandra@example.com');
  });

  it("a fresh device's first entry becomes current, and stays current across a reload before the list loads", async () => {
    let store = await loadStore();
    store.getState().signedIn('sandra@example.com');
    store.getState().personLoaded(me);
    expect(store.getState().user?.leagueId).toBe('office-pool');
    store.getState().choose({ leagueId: 'cousins', userName: 'Queen Sandra' });

    store = await loadStore();
    expect(store.getState().user?.leagueId).toBe('cousins');
    // The person's entries are not the device's own: they come back with the list.
    expect(store.getState().held).toEqual([]);
    store.getState().personLoaded(me);
    expect(store.getState().user?.leagueId).toBe('cousins');
  });

  it("signing out leaves the device's own entries, tokens and all, and the person's others go", async () => {
    const store = await loadStore();
    store.getState().save(sandraAtHome);
    store.getState().personLoaded(me);
    store.getState().choose({ leagueId: 'cousins', userName: 'Queen Sandra' });
    store.getState().signedOut();
    expect(store.getState().entries).toEqual([sandraAtHome]);
    expect(store.getState().user).toEqual(sandraAtHome);
    expect(window.localStorage.getItem(SIGNED_IN_STORAGE_KEY)).toBeNull();
  });
});

describe('another tab', () => {
  it('joining or switching there changes this tab too', async () => {
    const store = await loadStore();
    store.getState().save(sandra);
    // The other tab writes local storage; this one hears of it by the storage event.
    window.localStorage.setItem(DEVICE_ENTRIES_STORAGE_KEY, JSON.stringify([sandra, sandraAtHome]));
    window.localStorage.setItem(SAVED_USER_STORAGE_KEY, JSON.stringify(sandraAtHome));
    window.dispatchEvent(new StorageEvent('storage', { key: SAVED_USER_STORAGE_KEY }));
    expect(store.getState().user).toEqual(sandraAtHome);
    expect(store.getState().entries).toHaveLength(2);
  });
});

describe('reading a device', () => {
  it("a current entry with a newer token than the device's copy (an old tab renewed it) wins", () => {
    const storage = new Map([
      [DEVICE_ENTRIES_STORAGE_KEY, JSON.stringify([sandra])],
      [SAVED_USER_STORAGE_KEY, JSON.stringify({ ...sandra, entryToken: 'newer' })],
    ]);
    expect(readDeviceEntries({ getItem: (key) => storage.get(key) ?? null }).held).toEqual([
      { ...sandra, entryToken: 'newer' },
    ]);
  });
});
