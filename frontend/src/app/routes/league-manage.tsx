import { useMemo } from 'react';
import { Alert, Card, Nav } from 'react-bootstrap';
import { NavLink, Outlet, useParams } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/page-spinner';
import { getAdminSession } from '@/features/admin/api/get-admin-session';
import { getManagedLeagues } from '@/features/commissioners/api/get-managed-leagues';
import { useAsync } from '@/hooks/use-async';
import { type ManageScope, ManageScopeContext } from '@/lib/manage-scope';
import { useCommissionerStore } from '@/stores/commissioner-store';
import { useSavedUserStore } from '@/stores/saved-user-store';

const SECTIONS = [
  { to: '', label: 'Settings', end: true },
  { to: 'users', label: 'Members' },
  { to: 'edit-draft', label: 'Edit Draft' },
  { to: 'elimination-picks', label: 'Picks' },
  { to: 'email', label: 'Email' },
];

/**
 * /league/{id}/manage: the admin's own pages for one league (settings, members, drafts, picks, email), acting on
 * this league only and sending the commissioner's token. The site admin may use it too, with the session cookie.
 */
export function LeagueManageLayout() {
  const { leagueId = '' } = useParams();
  const token = useCommissionerStore((state) => state.token);
  const access = useAsync(
    async (signal): Promise<{ role: 'commissioner' | 'admin' | 'none'; name?: string }> => {
      if (token) {
        const leagues = await getManagedLeagues(token, signal).catch(() => []);
        const mine = leagues.find((league) => league.id === leagueId);
        if (mine) return { role: 'commissioner', name: mine.name };
      }
      return { role: (await getAdminSession(signal).catch(() => false)) ? 'admin' : 'none' };
    },
    [leagueId, token],
  );
  const role = access.data?.role;
  const savedUser = useSavedUserStore((state) => state.user);
  const ownEntry = role === 'commissioner' && savedUser?.leagueId === leagueId ? savedUser.userName : undefined;
  const scope = useMemo<ManageScope>(
    () => ({
      role: role === 'commissioner' ? 'commissioner' : 'admin',
      leagueId,
      bearerToken: role === 'commissioner' ? (token ?? undefined) : undefined,
      home: `/league/${encodeURIComponent(leagueId)}/manage`,
      ownEntry,
    }),
    [leagueId, role, token, ownEntry],
  );
  const base = `/league/${encodeURIComponent(leagueId)}/manage`;

  if (access.status === 'loading') return <PageSpinner label="Checking your commissioner sign-in…" />;
  if (role !== 'commissioner' && role !== 'admin') {
    return (
      <Card className="tp-card shadow-sm">
        <Card.Body className="p-4">
          <title>Manage League · Tribal Pool</title>
          <Alert variant="warning" role="alert">
            Only this league's commissioner (or the site admin) can manage it. Sign in with the commissioner's email.
          </Alert>
          <LinkButton to="/commissioner/sign-in" variant="primary">
            Commissioner Sign-In
          </LinkButton>
        </Card.Body>
      </Card>
    );
  }
  return (
    <ManageScopeContext.Provider value={scope}>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <p className="mb-0 text-secondary">
          Managing <span className="fw-semibold text-body">{access.data?.name ?? 'this league'}</span> as{' '}
          {role === 'admin' ? 'the site admin' : 'its commissioner'}
        </p>
        <div className="d-flex flex-wrap gap-2">
          {role === 'commissioner' && (
            <LinkButton to="/commissioner" variant="outline-secondary" size="sm">
              Your Leagues and Devices
            </LinkButton>
          )}
          <LinkButton to={`/league/${encodeURIComponent(leagueId)}/record`} variant="outline-secondary" size="sm">
            League Record
          </LinkButton>
        </div>
      </div>
      <Nav variant="tabs" className="mb-4 flex-nowrap overflow-auto tp-manage-tabs" aria-label="Manage league">
        {SECTIONS.map((section) => (
          <Nav.Item key={section.label}>
            <Nav.Link
              as={NavLink}
              to={section.to ? `${base}/${section.to}` : base}
              end={section.end}
              className="text-nowrap"
            >
              {section.label}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <Outlet />
    </ManageScopeContext.Provider>
  );
}
