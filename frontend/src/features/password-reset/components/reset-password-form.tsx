import { ADMIN_MESSAGES } from '@tribal/contracts';
import { type FormEvent, useState } from 'react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { useSave } from '@/hooks/use-save';
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
  const { saving, notice, save } = useSave();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save(() => resetAdminPassword({ token, newPassword }), {
      check: () => newPasswordProblem(newPassword, confirmation),
      failure: ADMIN_MESSAGES.invalidResetToken,
      onSaved: (answer) => onReset(answer?.message || ADMIN_MESSAGES.passwordReset),
    });
  }

  return (
    <Form noValidate onSubmit={submit} aria-label="Reset admin password">
      <NoticeAlert notice={notice} />
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
