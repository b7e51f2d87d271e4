import { PageHeader } from '@/components/ui/page-header';
import { BackToDashboard } from '@/features/admin/components/back-to-dashboard';
import { WithLeagues } from '@/features/admin/components/with-leagues';
import { useAllLeagues } from '@/features/admin/hooks/use-all-leagues';
import { LeagueSettingsPanel } from '@/features/admin/league-settings/components/league-settings-panel';
import { ChatSettingsCard } from '@/features/chat/components/chat-settings-card';
import { scopeAuth, useManageScope } from '@/lib/manage-scope';

export function AdminLeagueSettingsRoute() {
  const leagues = useAllLeagues();
  const scope = useManageScope();
  return (
    <>
      <title>League Settings · Tribal Pool</title>
      <PageHeader
        title="League Settings"
        subtitle="The join code and invite link, deadlines, weekly elimination cutoffs, the commissioner's payment settings, the scoring table, and deleting a league. Times are US Eastern."
        actions={<BackToDashboard />}
      />
      <WithLeagues leagues={leagues}>{(list) => <LeagueSettingsPanel leagues={list} />}</WithLeagues>
      {/* Issue 31: on a league's own manage page, its chat's one setting. */}
      {scope.leagueId !== null && <ChatSettingsCard leagueId={scope.leagueId} auth={scopeAuth(scope)} />}
    </>
  );
}
