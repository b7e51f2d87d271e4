import { ADMIN_MESSAGES } from '@tribal/contracts';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Form, Spinner } from 'react-bootstrap';
import { errorMessage } from '@/lib/api-client';
import { resetAdminPassword } from '../api/reset-admin-password';
import { newPasswordProblem } from '../utils/new-password';

interface ResetPasswordFormProps {
  token: string;
  /** the server's answer once the password is changed */
  onReset: (message: string) => void;
}

/** New Password and Confirm New Password; the token from the emailed link goes with them. */
export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = newPasswordProblem(newPassword, confirmation);
    setProblem(found);
    if (found) return;
    setSaving(true);
    try {
      const answer = await resetAdminPassword({ token, newPassword });
      onReset(answer?.message || ADMIN_MESSAGES.passwordReset);
    } catch (failure) {
      setProblem(errorMessage(failure, ADMIN_MESSAGES.invalidResetToken));
      setSaving(false);
    }
  }

  return (
    <Form noValidate onSubmit={submit} aria-label="Reset admin password">
      {problem && (
        <Alert variant="danger" role="alert">
          {problem}
        </Alert>
      )}
      <Form.Group className="mb-3" controlId="new-password">
        <Form.Label>New Password</Form.Label>
        <Form.Control
          type="password"
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
          autoComplete="new-password"
          autoFocus
        />
        <Form.Text>At least 8 characters.</Form.Text>
      </Form.Group>
      <Form.Group className="mb-4" controlId="confirm-new-password">
        <Form.Label>Confirm New Password</Form.Label>
        <Form.Control
          type="password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          autoComplete="new-password"
        />
      </Form.Group>
      <Button type="submit" variant="primary" className="w-100" disabled={saving}>
        {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
        Reset Password
      </Button>
    </Form>
  );
}
