import { PageHeader } from '@/components/ui/page-header';
import { BackToDashboard } from '@/features/admin/components/back-to-dashboard';
import { WithLeagues } from '@/features/admin/components/with-leagues';
import { useAllLeagues } from '@/features/admin/hooks/use-all-leagues';
import { ScoringPanel } from '@/features/admin/scoring/components/scoring-panel';

export function AdminScoringRoute() {
  const leagues = useAllLeagues();
  return (
    <>
      <title>Scoring · Tribal Pool</title>
      <PageHeader
        title="Scoring"
        subtitle="Enter each episode's scores and castaway inventory."
        actions={<BackToDashboard />}
      />
      <WithLeagues leagues={leagues}>{(list) => <ScoringPanel leagues={list} />}</WithLeagues>
    </>
  );
}
