import { PageHeader } from '@/components/ui/page-header';
import { BackToDashboard } from '@/features/admin/components/back-to-dashboard';
import { EmailAllForm } from '@/features/email/components/email-all-form';

export function AdminEmailRoute() {
  return (
    <>
      <title>Email All Users · Tribal Pool</title>
      <PageHeader
        title="Email All Users"
        subtitle="One message to every member of every league."
        actions={<BackToDashboard />}
      />
      <EmailAllForm />
    </>
  );
}
