import { LinkButton } from '@/components/ui/link-button';

export function BackToDashboard() {
  return (
    <LinkButton to="/admin/dashboard" variant="outline-secondary" size="sm">
      Back to Admin Dashboard
    </LinkButton>
  );
}
