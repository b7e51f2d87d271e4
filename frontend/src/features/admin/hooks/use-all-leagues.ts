import { useAsync } from '@/hooks/use-async';
import { getAllLeagues } from '../api/get-all-leagues';

/** The leagues every admin page starts from; `reload` after a change (a league deleted, a member removed). */
export function useAllLeagues() {
  return useAsync(getAllLeagues, []);
}
