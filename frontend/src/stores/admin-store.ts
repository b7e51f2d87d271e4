import { create } from 'zustand';

const ADMIN_FLAG_KEY = 'isAdmin';

function readFlag(): boolean {
  try {
    return window.localStorage.getItem(ADMIN_FLAG_KEY) === 'true';
  } catch {
    return false;
  }
}

interface AdminState {
  /**
   * A hint for the UI only (spec §4 keeps an admin flag in local storage). The server's httpOnly session cookie
   * is what grants access: the route guard asks GET /api/admin/session.
   */
  signedIn: boolean;
  setSignedIn: (signedIn: boolean) => void;
}

export const useAdminStore = create<AdminState>((set) => ({
  signedIn: readFlag(),
  setSignedIn: (signedIn) => {
    if (signedIn) window.localStorage.setItem(ADMIN_FLAG_KEY, 'true');
    else window.localStorage.removeItem(ADMIN_FLAG_KEY);
    set({ signedIn });
  },
}));
