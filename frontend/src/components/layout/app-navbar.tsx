import { ME_SIGN_IN_PATH } from '@tribal/contracts';
import { useState } from 'react';
import { Button, Container, Nav, Navbar } from 'react-bootstrap';
import { Link, NavLink, useNavigate } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { useMe } from '@/lib/api/get-me';
import { myLeaguePath, useSavedUserStore } from '@/stores/saved-user-store';
import { BrandMark } from './brand-mark';

export function AppNavbar() {
  const user = useSavedUserStore((state) => state.user);
  const logout = useSavedUserStore((state) => state.logout);
  const signedIn = useSavedUserStore((state) => state.signedInAs !== null);
  const myLeague = useSavedUserStore(myLeaguePath);
  // Keeps the signed-in person's leagues on this device (their session may also have ended elsewhere).
  useMe();
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState(false);
  const close = () => setExpanded(false);

  const links = [
    { to: '/', label: 'Home', end: true },
    // Several leagues (or a signed-in person): My League lists them (/me); one: its standings; none: join.
    user || signedIn
      ? { to: myLeague, label: 'My League', end: false }
      : { to: '/join', label: 'Join/View League', end: false },
    { to: '/draft', label: 'Draft', end: false },
    { to: '/rules', label: 'Rules', end: false },
    { to: '/scoring', label: 'Scoring', end: false },
    { to: '/swaps', label: 'Player Swaps', end: false },
    { to: '/survivor-scores', label: 'Survivor Scores', end: false },
  ];

  return (
    <Navbar expand="xl" variant="dark" className="tp-navbar" sticky="top" expanded={expanded} onToggle={setExpanded}>
      <Container fluid>
        <Navbar.Brand as={Link} to="/" onClick={close} className="d-flex align-items-center gap-2">
          <BrandMark />
          <span className="tp-brand-text">Tribal Pool</span>
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="tp-main-nav" aria-label="Toggle navigation" />
        <Navbar.Collapse id="tp-main-nav">
          <Nav className="me-auto" aria-label="Main">
            {links.map((link) => (
              <Nav.Link key={link.to} as={NavLink} to={link.to} end={link.end} onClick={close}>
                {link.label}
              </Nav.Link>
            ))}
          </Nav>
          <div className="d-flex flex-column flex-xl-row align-items-xl-center gap-2 py-2 py-xl-0">
            {user && (
              <div className="d-flex align-items-center gap-2">
                <span className="navbar-text text-light tp-greeting">Hi, {user.userName}</span>
                {/* Signed in, "Sign out of this device" is on My League: Logout would forget one entry only. */}
                {!signedIn && (
                  <Button
                    variant="outline-light"
                    size="sm"
                    onClick={() => {
                      logout();
                      close();
                      navigate('/');
                    }}
                  >
                    Logout
                  </Button>
                )}
              </div>
            )}
            {!signedIn && (
              <LinkButton to={ME_SIGN_IN_PATH} variant="outline-light" size="sm" onClick={close}>
                Sign In
              </LinkButton>
            )}
            <LinkButton to="/report-problem" variant="warning" size="sm" onClick={close}>
              Report a Problem
            </LinkButton>
          </div>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
