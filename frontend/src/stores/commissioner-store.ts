import { create } from 'zustand';

export const COMMISSIONER_TOKEN_KEY = 'commissionerToken';

function readToken(): string | null {
  try {
    return window.localStorage.getItem(COMMISSIONER_TOKEN_KEY);
  } catch {
    return null;
  }
}

interface CommissionerState {
  /** The commissioner session of this device (from an activation or sign-in link); the server decides what it opens. */
  token: string | null;
  setToken: (token: string | null) => void;
}

export const useCommissionerStore = create<CommissionerState>((set) => ({
  token: readToken(),
  setToken: (token) => {
    if (token) window.localStorage.setItem(COMMISSIONER_TOKEN_KEY, token);
    else window.localStorage.removeItem(COMMISSIONER_TOKEN_KEY);
    set({ token });
  },
}));
