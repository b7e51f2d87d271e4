import { Container } from 'react-bootstrap';
import { Link } from 'react-router';
import { useCommissionerStore } from '@/stores/commissioner-store';

export function AppFooter() {
  // The year from the clock: a footer never goes stale on New Year's Day.
  const year = new Date().getFullYear();
  // A device signed in as a commissioner finds its leagues, its devices and Sign Out in one place.
  const commissioner = useCommissionerStore((state) => state.token !== null);
  return (
    <footer className="tp-footer mt-auto">
      <Container
        fluid="xl"
        className="d-flex flex-column flex-sm-row justify-content-between align-items-center gap-2 py-3"
      >
        <span>© {year} Tribal Pool. The tribe has spoken.</span>
        <div className="d-flex gap-3">
          {commissioner ? (
            <Link to="/commissioner" className="tp-footer-link">
              Your Leagues
            </Link>
          ) : (
            <Link to="/commissioner/sign-in" className="tp-footer-link">
              Commissioner Sign-In
            </Link>
          )}
          <Link to="/admin/login" className="tp-footer-link">
            Admin Login
          </Link>
        </div>
      </Container>
    </footer>
  );
}
