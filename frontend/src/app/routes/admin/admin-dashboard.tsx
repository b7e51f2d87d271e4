import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { adminLogout } from '@/features/admin/api/admin-logout';
import { AdminLinks } from '@/features/admin/components/admin-links';
import { ProblemReportsCard } from '@/features/admin/reports/components/problem-reports-card';
import { TonightPanel } from '@/features/admin/tonight/components/tonight-panel';
import { useAdminStore } from '@/stores/admin-store';
import { ADMIN_LOGIN_PATH } from './require-admin';

export function AdminDashboardRoute() {
  const navigate = useNavigate();
  const setSignedIn = useAdminStore((state) => state.setSignedIn);
  const [leaving, setLeaving] = useState(false);

  async function logout() {
    setLeaving(true);
    try {
      await adminLogout();
    } catch {
      // The local session ends either way; an expired cookie is already logged out.
    }
    setSignedIn(false);
    navigate(ADMIN_LOGIN_PATH, { replace: true });
  }

  return (
    <>
      <title>Admin Dashboard · Tribal Pool</title>
      <PageHeader
        title="Admin Dashboard"
        subtitle="Run the pool: leagues, castaways, scores, members and mail."
        actions={
          <Button variant="outline-danger" onClick={logout} disabled={leaving}>
            Logout
          </Button>
        }
      />
      <div className="mb-4">
        <TonightPanel />
      </div>
      <AdminLinks />
      <div className="mt-4">
        <ProblemReportsCard />
      </div>
    </>
  );
}
