import { useAsync } from '@/hooks/use-async';
import { getManagedLeagues } from './get-managed-leagues';

export interface ManageAccess {
  /** who this device manages the league as: its commissioner (the token), the site admin (the cookie), or nobody */
  role: 'commissioner' | 'admin' | 'none';
  /** the league's name, when the commissioner's list named it */
  name?: string;
}

/**
 * Who may manage league `leagueId` on this device: the commissioner token's leagues first, else the site admin's
 * session (`isAdmin`, passed in by the route: the admin's session belongs to the admin feature).
 */
export function useManageAccess(
  leagueId: string,
  token: string | null,
  isAdmin: (signal: AbortSignal) => Promise<boolean>,
) {
  return useAsync(
    async (signal): Promise<ManageAccess> => {
      if (token) {
        const leagues = await getManagedLeagues(token, signal).catch(() => []);
        const mine = leagues.find((league) => league.id === leagueId);
        if (mine) return { role: 'commissioner', name: mine.name };
      }
      return { role: (await isAdmin(signal).catch(() => false)) ? 'admin' : 'none' };
    },
    [leagueId, token],
  );
}
