import { useAsync } from '@/hooks/use-async';
import { getLeague } from '@/lib/api/get-league';
import { oneLeagueOf } from '@/lib/authorization';
import { scopeAuth, useManageScope } from '@/lib/manage-scope';
import { getAllLeagues } from '../api/get-all-leagues';

/**
 * The leagues every admin page starts from; `reload` after a change (a league deleted, a member removed). Under
 * `/league/{id}/manage` that is the one league being managed.
 */
export function useAllLeagues() {
  const scope = useManageScope();
  const league = oneLeagueOf(scope);
  return useAsync(
    async (signal) => (league === null ? getAllLeagues(signal) : [await getLeague(league, signal, scopeAuth(scope))]),
    [league, scope.bearerToken],
  );
}
