import { PageHeader } from '@/components/ui/page-header';
import { ClearScoresPanel } from '@/features/admin/clear-scores/components/clear-scores-panel';
import { BackToDashboard } from '@/features/admin/components/back-to-dashboard';

export function AdminClearScoresRoute() {
  return (
    <>
      <title>Clear Scores · Tribal Pool</title>
      <PageHeader title="Clear Scores" subtitle="Wipe all entered scores." actions={<BackToDashboard />} />
      <ClearScoresPanel />
    </>
  );
}
