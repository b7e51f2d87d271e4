import { useAsync } from '@/hooks/use-async';
import { getMe } from '@/lib/api/get-me';
import { runsLeague } from '@/lib/authorization';
import { getManagedLeagues } from './get-managed-leagues';

export interface ManageAccess {
  /** who this device manages the league as: its commissioner (token or person), the site admin (the cookie), or nobody */
  role: 'commissioner' | 'admin' | 'none';
  /**
   * the commissioner's credential: the commissioner token (sent as Bearer), or the signed-in person's session cookie
   * (issue 29: a person manages every league their email runs; nothing to send, the cookie travels by itself)
   */
  via?: 'token' | 'person';
  /** the league's name, when the commissioner's list named it */
  name?: string;
}

/**
 * Who may manage league `leagueId` on this device: the commissioner token's leagues first, then the signed-in
 * person's, else the site admin's session (`isAdmin`, passed in by the route: the admin's session belongs to the
 * admin feature).
 */
export function useManageAccess(
  leagueId: string,
  token: string | null,
  isAdmin: (signal: AbortSignal) => Promise<boolean>,
  personSignedIn = false,
) {
  return useAsync(
    async (signal): Promise<ManageAccess> => {
      if (token) {
        const leagues = await getManagedLeagues(token, signal).catch(() => []);
        const mine = leagues.find((league) => league.id === leagueId);
        if (mine) return { role: 'commissioner', via: 'token', name: mine.name };
      }
      if (personSignedIn) {
        const me = await getMe(signal).catch(() => null);
        if (runsLeague(me, leagueId)) {
          const name = me?.leaguesRun.find((league) => league.leagueId === leagueId)?.leagueName;
          return { role: 'commissioner', via: 'person', name };
        }
      }
      return { role: (await isAdmin(signal).catch(() => false)) ? 'admin' : 'none' };
    },
    [leagueId, token, personSignedIn],
  );
}
