import { useEffect, useState } from 'react';
import { Alert } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { RESET_REDIRECT_SECONDS } from '../utils/new-password';

const LOGIN_PATH = '/admin/login';

/** The password is changed: says so, counts down, then goes to the login page. */
export function ResetDoneNotice({ message }: { message: string }) {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(RESET_REDIRECT_SECONDS);

  useEffect(() => {
    const redirect = setTimeout(() => navigate(LOGIN_PATH, { replace: true }), RESET_REDIRECT_SECONDS * 1000);
    const tick = setInterval(() => setSecondsLeft((n) => Math.max(0, n - 1)), 1000);
    return () => {
      clearTimeout(redirect);
      clearInterval(tick);
    };
  }, [navigate]);

  return (
    <Alert variant="success" role="status" className="mb-0">
      <p className="fw-semibold mb-1">{message}</p>
      <p className="small mb-0">
        Redirecting to <Link to={LOGIN_PATH}>Admin Login</Link> in {secondsLeft}{' '}
        {secondsLeft === 1 ? 'second' : 'seconds'}…
      </p>
    </Alert>
  );
}
