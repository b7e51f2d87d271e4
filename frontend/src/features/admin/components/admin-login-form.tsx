import { ADMIN_MESSAGES, AdminLoginRequestSchema, type ForgotPasswordResponse, MESSAGES } from '@tribal/contracts';
import { type FormEvent, useState } from 'react';
import { Button, Card, Form, Spinner } from 'react-bootstrap';
import { type Notice, NoticeAlert } from '@/components/ui/notice-alert';
import { firstIssue, useSave } from '@/hooks/use-save';
import { ApiError, errorMessage } from '@/lib/api-client';
import { adminLogin } from '../api/admin-login';
import { requestPasswordReset } from '../api/request-password-reset';

export function AdminLoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [password, setPassword] = useState('');
  const signIn = useSave();
  const reset = useSave();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reset.setNotice(null);
    const checked = AdminLoginRequestSchema.safeParse({ password });
    if (!checked.success) return signIn.refuse(firstIssue(checked.error, MESSAGES.incorrectPassword));
    const request = checked.data;
    void signIn.save(() => adminLogin(request), {
      failure: (caught) =>
        errorMessage(
          caught,
          caught instanceof ApiError && caught.status === 429
            ? MESSAGES.tooManyLoginAttempts
            : caught instanceof ApiError && caught.status === 401
              ? MESSAGES.incorrectPassword
              : 'Could not sign in. Please try again.',
        ),
      onSaved: onSignedIn,
    });
  }

  function forgotPassword() {
    signIn.setNotice(null);
    // Deliberately the same answer whether it worked or not: the page must not reveal whether an admin email exists.
    const answered = (answer?: ForgotPasswordResponse): Notice => ({
      variant: 'info',
      text: answer?.message || ADMIN_MESSAGES.forgotPasswordAnswer,
    });
    void reset.save(requestPasswordReset, { success: answered, failure: () => answered() });
  }

  return (
    <Card className="tp-card shadow-sm">
      <Card.Body className="p-4">
        <h1 className="h3 mb-1">Admin Login</h1>
        <p className="text-secondary mb-4">Commissioners and pool admins only.</p>
        <NoticeAlert notice={signIn.notice} />
        <NoticeAlert notice={reset.notice} />
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
          <Button type="submit" variant="primary" className="w-100 mb-3" disabled={signIn.saving}>
            {signIn.saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Login
          </Button>
        </Form>
        <div className="text-center">
          <Button variant="link" size="sm" onClick={forgotPassword} disabled={reset.saving}>
            Forgot Password
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}
