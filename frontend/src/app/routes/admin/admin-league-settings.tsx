import { PageHeader } from '@/components/ui/page-header';
import { BackToDashboard } from '@/features/admin/components/back-to-dashboard';
import { WithLeagues } from '@/features/admin/components/with-leagues';
import { useAllLeagues } from '@/features/admin/hooks/use-all-leagues';
import { LeagueSettingsPanel } from '@/features/admin/league-settings/components/league-settings-panel';

export function AdminLeagueSettingsRoute() {
  const leagues = useAllLeagues();
  return (
    <>
      <title>League Settings · Tribal Pool</title>
      <PageHeader
        title="League Settings"
        subtitle="The join code and invite link, deadlines, weekly elimination cutoffs, the commissioner's payment settings, the scoring table, and deleting a league. Times are US Eastern."
        actions={<BackToDashboard />}
      />
      <WithLeagues leagues={leagues}>{(list) => <LeagueSettingsPanel leagues={list} />}</WithLeagues>
    </>
  );
}
