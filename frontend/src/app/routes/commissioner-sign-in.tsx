import { CommissionerEmailLinkRequestSchema } from '@tribal/contracts';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Card, Col, Form, Row, Spinner } from 'react-bootstrap';
import { PageHeader } from '@/components/ui/page-header';
import { emailCommissionerLink } from '@/features/commissioners/api/email-commissioner-link';
import { errorMessage } from '@/lib/api-client';

const FAILED_TO_SEND_LINK = 'Could not send the link. Please try again.';

/** /commissioner/sign-in: the commissioner's email gets a sign-in link (the same answer for any address). */
export function CommissionerSignInRoute() {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ variant: 'success' | 'danger'; text: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = CommissionerEmailLinkRequestSchema.safeParse({ email });
    if (!checked.success) {
      setAnswer({ variant: 'danger', text: checked.error.issues[0]?.message ?? FAILED_TO_SEND_LINK });
      return;
    }
    setSending(true);
    try {
      setAnswer({ variant: 'success', text: (await emailCommissionerLink(checked.data.email)).message });
    } catch (failure) {
      setAnswer({ variant: 'danger', text: errorMessage(failure, FAILED_TO_SEND_LINK) });
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <title>Commissioner Sign-In · Tribal Pool</title>
      <PageHeader
        title="Commissioner Sign-In"
        subtitle="Run your league from any device: we email the commissioner's address a one-time sign-in link."
      />
      <Row>
        <Col lg={7}>
          <Card className="tp-card shadow-sm">
            <Card.Body className="p-4">
              {answer && (
                <Alert variant={answer.variant} role={answer.variant === 'success' ? 'status' : 'alert'}>
                  {answer.text}
                </Alert>
              )}
              <Form noValidate onSubmit={submit}>
                <Form.Group controlId="commissioner-email" className="mb-3">
                  <Form.Label>Commissioner Email</Form.Label>
                  <Form.Control
                    type="email"
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                    autoComplete="email"
                    maxLength={254}
                  />
                </Form.Group>
                <Button type="submit" variant="primary" disabled={sending}>
                  {sending && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
                  Email Me a Sign-In Link
                </Button>
              </Form>
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </>
  );
}
