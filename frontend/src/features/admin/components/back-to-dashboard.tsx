import { LinkButton } from '@/components/ui/link-button';
import { useManageScope } from '@/lib/manage-scope';

export function BackToDashboard() {
  const scope = useManageScope();
  return (
    <LinkButton to={scope.home} variant="outline-secondary" size="sm">
      {scope.leagueId ? 'Back to Manage League' : 'Back to Admin Dashboard'}
    </LinkButton>
  );
}
