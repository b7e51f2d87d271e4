import { ADMIN_MESSAGES, AdminLoginRequestSchema, type ForgotPasswordResponse, MESSAGES } from '@tribal/contracts';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { ApiError, errorMessage } from '@/lib/api-client';
import { adminLogin } from '../api/admin-login';
import { requestPasswordReset } from '../api/request-password-reset';

export function AdminLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [requestingReset, setRequestingReset] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    const checked = AdminLoginRequestSchema.safeParse({ password });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? MESSAGES.incorrectPassword);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await adminLogin(checked.data);
      onSignedIn();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 429) {
        setError(errorMessage(failure, MESSAGES.tooManyLoginAttempts));
      } else if (failure instanceof ApiError && failure.status === 401) {
        setError(errorMessage(failure, MESSAGES.incorrectPassword));
      } else {
        setError(errorMessage(failure, 'Could not sign in. Please try again.'));
      }
      setSubmitting(false);
    }
  }

  async function forgotPassword() {
    setError(null);
    setRequestingReset(true);
    let answer: ForgotPasswordResponse | undefined;
    try {
      answer = await requestPasswordReset();
    } catch {
      // Deliberately the same answer either way: the page must not reveal whether an admin email exists.
    } finally {
      setRequestingReset(false);
      setNotice(answer?.message || ADMIN_MESSAGES.forgotPasswordAnswer);
    }
  }

  return (
    <Card className="tp-card shadow-sm">
      <Card.Body className="p-4">
        <h1 className="h3 mb-1">Admin Login</h1>
        <p className="text-secondary mb-4">Commissioners and pool admins only.</p>
        {error && (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        )}
        {notice && (
          <Alert variant="info" role="status">
            {notice}
          </Alert>
        )}
        <Form noValidate onSubmit={submit} aria-label="Admin login">
          <Form.Group className="mb-3" controlId="admin-password">
            <Form.Label>Password</Form.Label>
            <Form.Control
              type="password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="current-password"
              autoFocus
            />
          </Form.Group>
          <Button type="submit" variant="primary" className="w-100 mb-3" disabled={submitting}>
            {submitting && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Login
          </Button>
        </Form>
        <div className="text-center">
          <Button variant="link" size="sm" onClick={forgotPassword} disabled={requestingReset}>
            Forgot Password
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}
