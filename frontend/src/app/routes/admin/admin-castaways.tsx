import { PageHeader } from '@/components/ui/page-header';
import { CastawayManagement } from '@/features/admin/castaways/components/castaway-management';
import { BackToDashboard } from '@/features/admin/components/back-to-dashboard';
import { WithLeagues } from '@/features/admin/components/with-leagues';
import { useAllLeagues } from '@/features/admin/hooks/use-all-leagues';

export function AdminCastawaysRoute() {
  const leagues = useAllLeagues();
  return (
    <>
      <title>Castaway Management · Tribal Pool</title>
      <PageHeader
        title="Castaway Management"
        subtitle="Import, add, bulk add, edit and delete a season's castaways, and upload their photos."
        actions={<BackToDashboard />}
      />
      <WithLeagues leagues={leagues}>{(list) => <CastawayManagement leagues={list} />}</WithLeagues>
    </>
  );
}
