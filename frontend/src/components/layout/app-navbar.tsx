import { ME_SIGN_IN_PATH } from '@tribal/contracts';
import { useState } from 'react';
import { Button, Container, Nav, Navbar } from 'react-bootstrap';
import { Link, NavLink, useNavigate, useParams } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { useMe } from '@/lib/api/get-me';
import { entryIn, myLeaguePath, useSavedUserStore } from '@/stores/saved-user-store';
import { BrandMark } from './brand-mark';

export function AppNavbar() {
  const user = useSavedUserStore((state) => state.user);
  const logout = useSavedUserStore((state) => state.logout);
  const signedInAs = useSavedUserStore((state) => state.signedInAs);
  const signedIn = signedInAs !== null;
  // The bar sits in the layout around every page, which sees the page's params: on a league's pages, its id.
  const { leagueId } = useParams();
  // One person may play several leagues under different Survivor Names: on a league's pages the bar greets this
  // device's entry there (not the last one saved), and none when it holds none there; elsewhere, the current one.
  const greeted = useSavedUserStore((state) => (leagueId ? entryIn(state, leagueId) : state.user));
  // Without an entry to name, the signed-in person is greeted by the email they signed in with.
  const greeting = greeted?.userName ?? signedInAs;
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
            {greeting && (
              <div className="d-flex align-items-center gap-2">
                <span className="navbar-text text-light tp-greeting">Hi, {greeting}</span>
                {/* Signed in, "Sign out of this device" is on My League: Logout would forget one entry only. */}
                {greeted && !signedIn && (
                  <Button
                    variant="outline-light"
                    size="sm"
                    onClick={() => {
                      // The entry named beside the button, which need not be the current one.
                      logout(greeted);
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
