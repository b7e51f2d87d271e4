import { PageHeader } from '@/components/ui/page-header';
import { BackToDashboard } from '@/features/admin/components/back-to-dashboard';
import { WithLeagues } from '@/features/admin/components/with-leagues';
import { EditDraftPanel } from '@/features/admin/edit-draft/components/edit-draft-panel';
import { useAllLeagues } from '@/features/admin/hooks/use-all-leagues';

export function AdminEditDraftRoute() {
  const leagues = useAllLeagues();
  return (
    <>
      <title>Edit User Draft · Tribal Pool</title>
      <PageHeader title="Edit User Draft" subtitle="Fix a member's team of three." actions={<BackToDashboard />} />
      <WithLeagues leagues={leagues}>{(list) => <EditDraftPanel leagues={list} />}</WithLeagues>
    </>
  );
}
