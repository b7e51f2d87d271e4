import { LinkButton } from '@/components/ui/link-button';
import { PageHeader } from '@/components/ui/page-header';
import { CreateLeagueForm } from '@/features/leagues/components/create-league-form';

export function AdminCreateLeagueRoute() {
  return (
    <>
      <title>Create League · Tribal Pool</title>
      <PageHeader
        title="Create League"
        subtitle="Name the league, its commissioner and tribes."
        actions={
          <LinkButton to="/admin/dashboard" variant="outline-secondary" size="sm">
            Back to Admin Dashboard
          </LinkButton>
        }
      />
      <CreateLeagueForm />
    </>
  );
}
