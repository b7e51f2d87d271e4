import { PageHeader } from '@/components/ui/page-header';
import { BackToDashboard } from '@/features/admin/components/back-to-dashboard';
import { WithLeagues } from '@/features/admin/components/with-leagues';
import { EliminationPicksPanel } from '@/features/admin/elimination-picks/components/elimination-picks-panel';
import { useAllLeagues } from '@/features/admin/hooks/use-all-leagues';

export function AdminEliminationPicksRoute() {
  const leagues = useAllLeagues();
  return (
    <>
      <title>Edit Elimination Picks · Tribal Pool</title>
      <PageHeader
        title="Edit Elimination Picks"
        subtitle="Correct a member's weekly pick."
        actions={<BackToDashboard />}
      />
      <WithLeagues leagues={leagues}>{(list) => <EliminationPicksPanel leagues={list} />}</WithLeagues>
    </>
  );
}
