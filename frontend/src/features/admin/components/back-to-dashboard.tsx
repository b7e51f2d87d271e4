import { LinkButton } from '@/components/ui/link-button';
import { can } from '@/lib/authorization';
import { useManageScope } from '@/lib/manage-scope';

export function BackToDashboard() {
  const scope = useManageScope();
  return (
    <LinkButton to={scope.home} variant="outline-secondary" size="sm">
      {can(scope, 'leagues:act-on-every') ? 'Back to Admin Dashboard' : 'Back to Manage League'}
    </LinkButton>
  );
}
