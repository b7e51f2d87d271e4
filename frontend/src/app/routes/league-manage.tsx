import { ME_PATH } from '@tribal/contracts';
import { useMemo } from 'react';
import { Outlet, useParams } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { getAdminSession } from '@/features/admin/api/get-admin-session';
import { useManageAccess } from '@/features/commissioners/api/get-manage-access';
import { ManageLeagueBar } from '@/features/commissioners/components/manage-league-bar';
import { ManageRefused } from '@/features/commissioners/components/manage-refused';
import { type ManageScope, ManageScopeContext } from '@/lib/manage-scope';
import { useCommissionerStore } from '@/stores/commissioner-store';
import { entryIn, useSavedUserStore } from '@/stores/saved-user-store';

/**
 * /league/{id}/manage: the admin's own pages for one league (settings, members, drafts, picks, email), acting on
 * this league only and sending the commissioner's token, or, for a signed-in person who runs it, their session
 * cookie (issue 29). The site admin may use it too, with the admin session cookie.
 */
export function LeagueManageLayout() {
  const { leagueId = '' } = useParams();
  const token = useCommissionerStore((state) => state.token);
  const personSignedIn = useSavedUserStore((state) => state.signedInAs !== null);
  const access = useManageAccess(leagueId, token, getAdminSession, personSignedIn);
  const role = access.data?.role;
  const viaToken = access.data?.via === 'token';
  const savedUser = useSavedUserStore((state) => entryIn(state, leagueId));
  const ownEntry = role === 'commissioner' ? savedUser?.userName : undefined;
  const scope = useMemo<ManageScope>(
    () => ({
      role: role === 'commissioner' ? 'commissioner' : 'admin',
      leagueId,
      bearerToken: role === 'commissioner' && viaToken ? (token ?? undefined) : undefined,
      home: `/league/${encodeURIComponent(leagueId)}/manage`,
      ownEntry,
    }),
    [leagueId, role, viaToken, token, ownEntry],
  );

  if (access.status === 'loading') return <PageSpinner label="Checking your commissioner sign-in…" />;
  if (role !== 'commissioner' && role !== 'admin') return <ManageRefused />;
  return (
    <ManageScopeContext.Provider value={scope}>
      <ManageLeagueBar
        leagueId={leagueId}
        leagueName={access.data?.name}
        role={role}
        yourLeagues={access.data?.via === 'person' ? { to: ME_PATH, label: 'My Leagues' } : undefined}
      />
      <Outlet />
    </ManageScopeContext.Provider>
  );
}
