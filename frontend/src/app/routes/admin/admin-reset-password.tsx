import { useState } from 'react';
import { Alert, Card, Col, Row } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router';
import { ResetDoneNotice } from '@/features/password-reset/components/reset-done-notice';
import { ResetPasswordForm } from '@/features/password-reset/components/reset-password-form';
import { NO_RESET_TOKEN } from '@/features/password-reset/utils/new-password';

/** /admin/reset-password?token=… (public): where the Forgot Password email's link lands. */
export function AdminResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [done, setDone] = useState<string | null>(null);

  return (
    <Row className="justify-content-center py-md-4">
      <title>Reset Admin Password · Tribal Pool</title>
      <Col xs={12} sm={10} md={7} lg={5} xl={4}>
        <Card className="tp-card shadow-sm">
          <Card.Body className="p-4">
            <h1 className="h3 mb-1">Reset Admin Password</h1>
            <p className="text-secondary mb-4">Choose a new password for the admin area.</p>
            {!token ? (
              <>
                <Alert variant="danger" role="alert">
                  {NO_RESET_TOKEN}
                </Alert>
                <Link to="/admin/login">Back to Admin Login</Link>
              </>
            ) : done ? (
              <ResetDoneNotice message={done} />
            ) : (
              <ResetPasswordForm token={token} onReset={setDone} />
            )}
          </Card.Body>
        </Card>
      </Col>
    </Row>
  );
}
