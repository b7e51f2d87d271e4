import { PageHeader } from '@/components/ui/page-header';
import { BackToDashboard } from '@/features/admin/components/back-to-dashboard';
import { WithLeagues } from '@/features/admin/components/with-leagues';
import { useAllLeagues } from '@/features/admin/hooks/use-all-leagues';
import { MembersPanel } from '@/features/admin/users/components/members-panel';

export function AdminUsersRoute() {
  const leagues = useAllLeagues();
  return (
    <>
      <title>Users · Tribal Pool</title>
      <PageHeader
        title="Users"
        subtitle="Members of each league. The commissioner cannot be removed."
        actions={<BackToDashboard />}
      />
      <WithLeagues leagues={leagues}>{(list) => <MembersPanel leagues={list} />}</WithLeagues>
    </>
  );
}
