import { Nav } from 'react-bootstrap';
import { NavLink } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';

const SECTIONS = [
  { to: '', label: 'Settings', end: true },
  { to: 'users', label: 'Members' },
  { to: 'edit-draft', label: 'Edit Draft' },
  { to: 'elimination-picks', label: 'Picks' },
  { to: 'email', label: 'Email' },
];

interface ManageLeagueBarProps {
  leagueId: string;
  leagueName: string | undefined;
  role: 'commissioner' | 'admin';
  /** the commissioner's own list of leagues: their commissioner home, or My Leagues for a signed-in person */
  yourLeagues?: { to: string; label: string };
}

const COMMISSIONER_HOME = { to: '/commissioner', label: 'Your Leagues and Devices' };

/** Over every manage page: whose league, as whom, the way back, and the tabs of its sections. */
export function ManageLeagueBar({ leagueId, leagueName, role, yourLeagues = COMMISSIONER_HOME }: ManageLeagueBarProps) {
  const base = `/league/${encodeURIComponent(leagueId)}/manage`;
  return (
    <>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <p className="mb-0 text-secondary">
          Managing <span className="fw-semibold text-body">{leagueName ?? 'this league'}</span> as{' '}
          {role === 'admin' ? 'the site admin' : 'its commissioner'}
        </p>
        <div className="d-flex flex-wrap gap-2">
          {role === 'commissioner' && (
            <LinkButton to={yourLeagues.to} variant="outline-secondary" size="sm">
              {yourLeagues.label}
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
    </>
  );
}
