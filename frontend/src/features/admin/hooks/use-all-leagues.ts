import { useAsync } from '@/hooks/use-async';
import { getLeague } from '@/lib/api/get-league';
import { scopeAuth, useManageScope } from '@/lib/manage-scope';
import { getAllLeagues } from '../api/get-all-leagues';

/**
 * The leagues every admin page starts from; `reload` after a change (a league deleted, a member removed). Under
 * `/league/{id}/manage` that is the one league being managed.
 */
export function useAllLeagues() {
  const scope = useManageScope();
  return useAsync(
    async (signal) =>
      scope.leagueId ? [await getLeague(scope.leagueId, signal, scopeAuth(scope))] : getAllLeagues(signal),
    [scope.leagueId, scope.bearerToken],
  );
}
