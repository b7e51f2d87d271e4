import { MESSAGES, StartLeagueRequestSchema } from '@tribal/contracts';
import { type FormEvent, useState } from 'react';
import { Button, Card, Col, Form, Row, Spinner } from 'react-bootstrap';
import { PaymentMethodSelect } from '@/components/payment-method-select';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { firstIssue } from '@/hooks/use-save';
import { useWriteKey } from '@/hooks/use-write-key';
import { startLeague } from '../api/start-league';
import { useLeagueForm } from '../hooks/use-league-form';
import { LeagueFields } from './league-fields';
import { LeagueTextField } from './league-text-field';
import { TribeFields } from './tribe-fields';

/**
 * Issue 20, `/create`: anyone starts a league. Besides the league it asks for the commissioner's email and their
 * own entry, and the league waits for the emailed activation link.
 */
export function StartLeagueForm() {
  const form = useLeagueForm();
  const [commissionerEmail, setCommissionerEmail] = useState('');
  const [userName, setUserName] = useState('');
  const [realName, setRealName] = useState('');
  const [paymentMethod, setPaymentMethod] = useState('');
  const startKey = useWriteKey();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const tribeProblem = form.tribeProblem();
    if (tribeProblem) return form.refuse(tribeProblem);
    const entry = { commissionerEmail, userName, survivorName: userName, realName, paymentMethod };
    const checked = StartLeagueRequestSchema.safeParse({ ...form.request(), ...entry });
    if (!checked.success) return form.refuse(firstIssue(checked.error, MESSAGES.failedToCreateLeague));
    const request = checked.data;
    // Sent again after a lost answer, the same start carries the same key: 202 again, not "already started".
    void form.save(() => startLeague(request, startKey.keyFor(request)), {
      success: (answer) => answer.message,
      failure: MESSAGES.failedToCreateLeague,
      onSaved: startKey.done,
    });
  }

  return (
    <Card className="tp-card shadow-sm">
      <Card.Body className="p-4">
        <NoticeAlert notice={form.notice} />
        <Form noValidate onSubmit={submit}>
          <LeagueFields form={form}>
            <LeagueTextField
              controlId="create-commissioner-email"
              label="Commissioner Email"
              value={commissionerEmail}
              onChange={setCommissionerEmail}
              md={6}
              type="email"
              autoComplete="email"
              maxLength={254}
              help="The activation link goes here; you sign in to manage the league with it."
            />
          </LeagueFields>
          <TribeFields form={form} />
          <fieldset className="mb-4">
            <legend className="h6 fw-semibold">Your Own Entry</legend>
            <Row className="g-3">
              <LeagueTextField
                controlId="create-entry-name"
                label="Survivor Name"
                value={userName}
                onChange={setUserName}
                md={4}
                maxLength={40}
              />
              <LeagueTextField
                controlId="create-entry-real-name"
                label="Real Name"
                value={realName}
                onChange={setRealName}
                md={4}
                autoComplete="name"
                maxLength={80}
              />
              <Col md={4}>
                <PaymentMethodSelect
                  controlId="create-entry-payment"
                  value={paymentMethod}
                  onChange={setPaymentMethod}
                  placeholder="Choose…"
                />
              </Col>
            </Row>
          </fieldset>
          <Button type="submit" variant="success" disabled={form.saving}>
            {form.saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Start League
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
