import { PageHeader } from '@/components/ui/page-header';
import { BackToDashboard } from '@/features/admin/components/back-to-dashboard';
import { LiveScoringScreen } from '@/features/admin/live/components/live-scoring-screen';

export function AdminLiveRoute() {
  return (
    <>
      <title>Live scoring · Tribal Pool</title>
      <PageHeader title="Live scoring" actions={<BackToDashboard />} />
      <LiveScoringScreen />
    </>
  );
}
