import { Container } from 'react-bootstrap';
import { Link } from 'react-router';

export function AppFooter() {
  // The year from the clock: a footer never goes stale on New Year's Day.
  const year = new Date().getFullYear();
  return (
    <footer className="tp-footer mt-auto">
      <Container
        fluid="xl"
        className="d-flex flex-column flex-sm-row justify-content-between align-items-center gap-2 py-3"
      >
        <span>© {year} Tribal Pool. The tribe has spoken.</span>
        <div className="d-flex gap-3">
          <Link to="/commissioner/sign-in" className="tp-footer-link">
            Commissioner Sign-In
          </Link>
          <Link to="/admin/login" className="tp-footer-link">
            Admin Login
          </Link>
        </div>
      </Container>
    </footer>
  );
}
