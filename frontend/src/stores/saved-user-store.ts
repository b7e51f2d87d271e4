import { ME_PATH, type Me } from '@tribal/contracts';
import { create } from 'zustand';

/**
 * Spec §3, issue 29: an entry this browser plays, kept in local storage. A device may hold several (one per league
 * joined or claimed here, and every entry of the person signed in here); one of them is the current one, which
 * home, draft, picks, swaps and standings follow.
 */
export interface SavedUser {
  userName: string;
  /** Same as userName: the join form asks one Survivor Name and sends it as both. */
  survivorName: string;
  /** '' when the entry came from the signed-in person's list, which does not carry it */
  realName: string;
  email: string;
  leagueId: string;
  /** Venmo, PayPal, CashApp, Other, or 'Unknown' when the entry was found by email or through the person. */
  paymentMethod: string;
  /**
   * The entry's secret (X-Entry-Token): it was joined or claimed here. Absent when the entry was found by email, or
   * is known only as the signed-in person's (their session cookie acts for it).
   */
  entryToken?: string;
}

/** The current entry, as the seed kept its one saved user: old tabs and the seed's browsers read it here. */
export const SAVED_USER_STORAGE_KEY = 'user';
/** Every entry this device holds by itself (joined, claimed or found here), the current one included. */
export const DEVICE_ENTRIES_STORAGE_KEY = 'entries';
/**
 * The email of the person signed in on this device, or nothing. Their session is an HttpOnly cookie that scripts
 * cannot read: this says whether to ask `GET /api/me` at all, so visitors never do.
 */
export const SIGNED_IN_STORAGE_KEY = 'signedInAs';

const REQUIRED_FIELDS = ['userName', 'leagueId'] as const;

/** Parses one saved entry; anything unreadable counts as none. */
function parseEntry(value: unknown): SavedUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (!REQUIRED_FIELDS.every((field) => typeof record[field] === 'string' && record[field] !== '')) return null;
  const text = (field: string, fallback: string) =>
    typeof record[field] === 'string' && record[field] !== '' ? (record[field] as string) : fallback;
  const user: SavedUser = {
    userName: record.userName as string,
    survivorName: text('survivorName', record.userName as string),
    realName: text('realName', ''),
    email: text('email', ''),
    leagueId: record.leagueId as string,
    paymentMethod: text('paymentMethod', 'Unknown'),
  };
  if (typeof record.entryToken === 'string' && record.entryToken) user.entryToken = record.entryToken;
  return user;
}

function parseJson(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** Parses what local storage holds under 'user'; anything unreadable counts as no saved user. */
export function parseSavedUser(raw: string | null): SavedUser | null {
  return parseEntry(parseJson(raw));
}

/** Parses the device's entries; unreadable ones are left out. */
export function parseDeviceEntries(raw: string | null): SavedUser[] {
  const value = parseJson(raw);
  if (!Array.isArray(value)) return [];
  return value.map(parseEntry).filter((entry): entry is SavedUser => entry !== null);
}

/** One entry is one league's Survivor Name (names are unique in a league, any letter case). */
export function sameEntry(a: Pick<SavedUser, 'leagueId' | 'userName'>, b: Pick<SavedUser, 'leagueId' | 'userName'>) {
  return a.leagueId === b.leagueId && a.userName.toLowerCase() === b.userName.toLowerCase();
}

/** The signed-in person's entries as the device keeps them: no token (their session acts for them). */
export function personEntries(me: Me): SavedUser[] {
  return me.entries.map((entry) => ({
    userName: entry.userName,
    survivorName: entry.userName,
    realName: '',
    email: me.email,
    leagueId: entry.leagueId,
    paymentMethod: 'Unknown',
  }));
}

/** The entries in `held` and in `owned`, once each: a device's own copy keeps its token and what it knows. */
export function mergeEntries(held: readonly SavedUser[], owned: readonly SavedUser[]): SavedUser[] {
  return [...held, ...owned.filter((entry) => !held.some((mine) => sameEntry(mine, entry)))];
}

/** What the store is made of; each action derives the rest from it. */
export interface DeviceEntries {
  /** the entries this device holds by itself (joined, claimed or found here), tokens included */
  held: SavedUser[];
  /** the signed-in person's account as last loaded; null when not signed in or not loaded yet */
  person: Me | null;
  /** the email signed in on this device (see SIGNED_IN_STORAGE_KEY), or null */
  signedInAs: string | null;
  /** the current entry */
  user: SavedUser | null;
}

/**
 * Every entry, and the current one made consistent: an entry of the list (the device's own copy, with its
 * token), or, when it is no longer held by anyone, the first entry (or none).
 */
export function settle(state: DeviceEntries): DeviceEntries & { entries: SavedUser[] } {
  const entries = mergeEntries(state.held, state.person ? personEntries(state.person) : []);
  const current = state.user ? entries.find((entry) => sameEntry(entry, state.user as SavedUser)) : undefined;
  // Until the person's list has loaded, a current entry of theirs stays current (a reload must not lose it).
  const keptUnloaded = state.user && !current && state.signedInAs !== null && state.person === null;
  const user = current ?? (keptUnloaded ? state.user : (entries[0] ?? null));
  return { ...state, entries, user };
}

/**
 * Reads the device's entries. A browser of the seed's time holds only 'user' (one entry, with its token): it
 * becomes the device's first entry. A current entry without a token that the device does not hold is the
 * person's, known again once their list loads.
 */
export function readDeviceEntries(storage: Pick<Storage, 'getItem'>): DeviceEntries {
  const rawHeld = storage.getItem(DEVICE_ENTRIES_STORAGE_KEY);
  let held = parseDeviceEntries(rawHeld);
  const user = parseSavedUser(storage.getItem(SAVED_USER_STORAGE_KEY));
  const signedInAs = storage.getItem(SIGNED_IN_STORAGE_KEY) || null;
  if (user) {
    const index = held.findIndex((entry) => sameEntry(entry, user));
    if (index >= 0) {
      // 'user' is the newer copy: an old tab (or the seed's page) may have saved a new token there.
      if (user.entryToken) held = held.map((entry, i) => (i === index ? user : entry));
    } else if (user.entryToken || rawHeld === null || signedInAs === null) {
      held = [...held, user];
    }
  }
  return { held, person: null, signedInAs, user };
}

interface SavedUserState extends DeviceEntries {
  /** every entry this device shows: those it holds, then the signed-in person's others */
  entries: SavedUser[];
  /** Keeps this entry on the device (joined, claimed, a token pasted or renewed) and makes it the current one. */
  save: (user: SavedUser) => void;
  /** Makes an entry this device shows the current one. */
  choose: (entry: Pick<SavedUser, 'leagueId' | 'userName'>) => void;
  /**
   * Forgets an entry on this device (the current one unless told which); when it was the current one, another one
   * it shows becomes current.
   */
  logout: (entry?: Pick<SavedUser, 'leagueId' | 'userName'>) => void;
  /** The person signed in here (by link or passkey): their list loads next. */
  signedIn: (email: string) => void;
  /** The person's list loaded (GET /api/me, or the answer of attaching this device's entries). */
  personLoaded: (me: Me) => void;
  /** The person signed out here, or their session ended elsewhere: the device keeps only what it holds itself. */
  signedOut: () => void;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function initialState(): DeviceEntries {
  const store = storage();
  if (!store) return { held: [], person: null, signedInAs: null, user: null };
  const raw = store.getItem(SAVED_USER_STORAGE_KEY);
  const state = readDeviceEntries(store);
  // Spec §4: an unreadable saved user is ignored and removed.
  if (raw !== null && state.user === null) store.removeItem(SAVED_USER_STORAGE_KEY);
  return state;
}

/** Writes what changed to local storage, so other tabs and the next visit see it. */
function persist(next: DeviceEntries): void {
  const store = storage();
  if (!store) return;
  const write = (key: string, value: string | null) => {
    if (value === null) {
      if (store.getItem(key) !== null) store.removeItem(key);
    } else if (store.getItem(key) !== value) store.setItem(key, value);
  };
  write(DEVICE_ENTRIES_STORAGE_KEY, JSON.stringify(next.held));
  write(SAVED_USER_STORAGE_KEY, next.user ? JSON.stringify(next.user) : null);
  write(SIGNED_IN_STORAGE_KEY, next.signedInAs);
}

export const useSavedUserStore = create<SavedUserState>((set, get) => {
  const apply = (change: (state: DeviceEntries) => DeviceEntries) => {
    const { held, person, signedInAs, user } = get();
    const next = settle(change({ held, person, signedInAs, user }));
    persist(next);
    set(next);
  };
  return {
    ...settle(initialState()),
    save: (user) =>
      apply((state) => ({
        ...state,
        held: state.held.some((entry) => sameEntry(entry, user))
          ? state.held.map((entry) => (sameEntry(entry, user) ? user : entry))
          : [...state.held, user],
        user,
      })),
    choose: (entry) =>
      apply((state) => {
        const chosen = get().entries.find((shown) => sameEntry(shown, entry));
        return chosen ? { ...state, user: chosen } : state;
      }),
    logout: (forgotten) =>
      apply((state) => {
        const gone = forgotten ?? state.user;
        if (!gone) return state;
        const held = state.held.filter((entry) => !sameEntry(entry, gone));
        if (state.user && !sameEntry(state.user, gone)) return { ...state, held };
        const others = mergeEntries(held, state.person ? personEntries(state.person) : []).filter(
          (entry) => !sameEntry(entry, gone),
        );
        return { ...state, held, user: others[0] ?? null };
      }),
    signedIn: (email) => apply((state) => ({ ...state, signedInAs: email })),
    personLoaded: (me) => apply((state) => ({ ...state, person: me, signedInAs: me.email })),
    signedOut: () => apply((state) => ({ ...state, person: null, signedInAs: null })),
  };
});

/** The entry this device shows in `leagueId`: the current one when it is there, else the first. */
export function entryIn(state: Pick<SavedUserState, 'entries' | 'user'>, leagueId: string): SavedUser | null {
  if (state.user?.leagueId === leagueId) return state.user;
  return state.entries.find((entry) => entry.leagueId === leagueId) ?? null;
}

/**
 * May this device act for the entry (draft, swap, pick)? With its token, or as the signed-in person, whose session
 * cookie travels with every call (the server refuses an entry that is not theirs).
 */
export function canActFor(state: Pick<SavedUserState, 'signedInAs'>, entry: SavedUser): boolean {
  return Boolean(entry.entryToken) || state.signedInAs !== null;
}

/**
 * Where the top bar's "My League" goes: the list of leagues when there is a choice to make (the person is signed
 * in, or the device holds several entries), else the one league's standings, else the join page.
 */
export function myLeaguePath(state: Pick<SavedUserState, 'entries' | 'signedInAs' | 'user'>): string {
  if (state.signedInAs !== null || state.entries.length > 1) return ME_PATH;
  return state.user ? `/league/${encodeURIComponent(state.user.leagueId)}` : '/join';
}

// Another tab joining, switching league, signing in or out changes what this tab shows too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    const ours = [SAVED_USER_STORAGE_KEY, DEVICE_ENTRIES_STORAGE_KEY, SIGNED_IN_STORAGE_KEY];
    if (event.key !== null && !ours.includes(event.key)) return;
    const store = storage();
    if (!store) return;
    const read = readDeviceEntries(store);
    const { person } = useSavedUserStore.getState();
    // The person's list stays while the same person is signed in; another tab's sign-out drops it.
    useSavedUserStore.setState(
      settle({ ...read, person: read.signedInAs !== null && person?.email === read.signedInAs ? person : null }),
    );
  });
}
