import { PageHeader } from '@/components/ui/page-header';
import { CastawayManagement } from '@/features/admin/castaways/components/castaway-management';
import { BackToDashboard } from '@/features/admin/components/back-to-dashboard';

export function AdminCastawaysRoute() {
  return (
    <>
      <title>Castaway Management · Tribal Pool</title>
      <PageHeader
        title="Castaway Management"
        subtitle="Import, add, bulk add, edit and delete a season's castaways, and upload their photos."
        actions={<BackToDashboard />}
      />
      <CastawayManagement />
    </>
  );
}
