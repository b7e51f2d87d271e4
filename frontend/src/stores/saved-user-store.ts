import { create } from 'zustand';

/** Spec §3: who this browser is, kept in local storage. No sign-in: this is the member's only identity. */
export interface SavedUser {
  userName: string;
  /** Same as userName: the join form asks one Survivor Name and sends it as both. */
  survivorName: string;
  realName: string;
  email: string;
  leagueId: string;
  /** Venmo, PayPal, CashApp, Other, or 'Unknown' when the entry was found by email. */
  paymentMethod: string;
  /** The entry's secret (X-Entry-Token); absent when the entry was found by email rather than joined here. */
  entryToken?: string;
}

export const SAVED_USER_STORAGE_KEY = 'user';

const REQUIRED_FIELDS = ['userName', 'survivorName', 'realName', 'email', 'leagueId', 'paymentMethod'] as const;

/** Parses what local storage holds; anything unreadable counts as no saved user. */
export function parseSavedUser(raw: string | null): SavedUser | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (!REQUIRED_FIELDS.every((field) => typeof record[field] === 'string' && record[field] !== '')) return null;
  const user: SavedUser = {
    userName: record.userName as string,
    survivorName: record.survivorName as string,
    realName: record.realName as string,
    email: record.email as string,
    leagueId: record.leagueId as string,
    paymentMethod: record.paymentMethod as string,
  };
  if (typeof record.entryToken === 'string' && record.entryToken) user.entryToken = record.entryToken;
  return user;
}

function readStoredUser(): SavedUser | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(SAVED_USER_STORAGE_KEY);
  } catch {
    return null;
  }
  const user = parseSavedUser(raw);
  // Spec §4: an unreadable saved user is ignored and removed.
  if (raw !== null && user === null) window.localStorage.removeItem(SAVED_USER_STORAGE_KEY);
  return user;
}

interface SavedUserState {
  user: SavedUser | null;
  save: (user: SavedUser) => void;
  logout: () => void;
}

export const useSavedUserStore = create<SavedUserState>((set) => ({
  user: readStoredUser(),
  save: (user) => {
    window.localStorage.setItem(SAVED_USER_STORAGE_KEY, JSON.stringify(user));
    set({ user });
  },
  logout: () => {
    window.localStorage.removeItem(SAVED_USER_STORAGE_KEY);
    set({ user: null });
  },
}));

// Another tab joining or logging out changes what this tab shows too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SAVED_USER_STORAGE_KEY || event.key === null) {
      useSavedUserStore.setState({ user: readStoredUser() });
    }
  });
}
