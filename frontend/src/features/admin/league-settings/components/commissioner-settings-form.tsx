import { COMMISSIONER_MESSAGES, type CommissionerSettings, CommissionerSettingsSchema } from '@tribal/contracts';
import { type FormEvent, useState } from 'react';
import { Button, Card, Col, Form, InputGroup, Row } from 'react-bootstrap';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { SavingLabel } from '@/components/ui/saving-label';
import { useSave } from '@/hooks/use-save';
import { scopeAuth, useManageScope } from '@/lib/manage-scope';
import { payoutPlaces } from '@/lib/payouts';
import { setCommissionerSettings } from '../api/set-commissioner-settings';

const HANDLES = [
  { key: 'venmo', label: 'Venmo', placeholder: '@your-venmo' },
  { key: 'paypal', label: 'PayPal', placeholder: 'paypal.me/yourname' },
  { key: 'cashApp', label: 'CashApp', placeholder: '$YourCashtag' },
] as const;
const MAX_PLACES = 10;

interface CommissionerSettingsFormProps {
  leagueId: string;
  settings: CommissionerSettings;
  onSaved: (settings: CommissionerSettings) => void;
}

/**
 * The commissioner's own payment handles, entry fee and payout split, shown on /join and /rules. Checked here
 * with the same contract the server checks with, so a split not adding up to 100 % is named before sending.
 */
export function CommissionerSettingsForm({ leagueId, settings, onSaved }: CommissionerSettingsFormProps) {
  const auth = scopeAuth(useManageScope());
  const [handles, setHandles] = useState(settings.paymentHandles);
  const [fee, setFee] = useState(String(settings.entryFeeDollars));
  const [payouts, setPayouts] = useState(settings.payoutPercents.map(String));
  const { saving, notice, setNotice, save } = useSave();
  const total = payouts.reduce((sum, share) => sum + Math.round((Number(share) || 0) * 100), 0) / 100;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = CommissionerSettingsSchema.safeParse({
      paymentHandles: handles,
      entryFeeDollars: fee.trim() === '' ? Number.NaN : Number(fee),
      payoutPercents: payouts.map((share) => (share.trim() === '' ? Number.NaN : Number(share))),
    });
    if (!parsed.success) {
      setNotice({ variant: 'danger', text: parsed.error.issues[0]?.message ?? COMMISSIONER_MESSAGES.failedToSave });
      return;
    }
    await save(() => setCommissionerSettings(leagueId, parsed.data, auth), {
      success: (answer) => answer?.message || COMMISSIONER_MESSAGES.saved,
      failure: COMMISSIONER_MESSAGES.failedToSave,
      onSaved: () => onSaved(parsed.data),
    });
  }

  const places = payoutPlaces({ ...settings, payoutPercents: payouts.map(Number) });
  return (
    <Card className="tp-card shadow-sm">
      <Card.Body className="p-3 p-md-4">
        <h2 className="h5 mb-1">Commissioner&apos;s Settings</h2>
        <p className="small text-secondary">
          How members pay you, shown on the Join and Rules pages. Leave every handle empty to show &quot;
          {COMMISSIONER_MESSAGES.askCommissioner}&quot;.
        </p>
        <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
        <Form noValidate onSubmit={submit} aria-label="Commissioner's settings">
          <Row xs={1} md={3} className="g-3 mb-3">
            {HANDLES.map(({ key, label, placeholder }) => (
              <Col key={key}>
                <Form.Group controlId={`handle-${key}`}>
                  <Form.Label className="small fw-semibold mb-1">{label}</Form.Label>
                  <Form.Control
                    value={handles[key]}
                    placeholder={placeholder}
                    maxLength={100}
                    autoComplete="off"
                    onChange={(e) => setHandles((current) => ({ ...current, [key]: e.target.value }))}
                  />
                </Form.Group>
              </Col>
            ))}
          </Row>
          <Form.Group controlId="handle-other" className="mb-3">
            <Form.Label className="small fw-semibold mb-1">Other</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              maxLength={300}
              value={handles.other}
              placeholder="e.g. Cash at the first watch party"
              onChange={(e) => setHandles((current) => ({ ...current, other: e.target.value }))}
            />
          </Form.Group>
          <Row className="g-3 mb-3">
            <Col xs={12} sm={5} md={4}>
              <Form.Group controlId="entry-fee">
                <Form.Label className="small fw-semibold mb-1">Entry fee</Form.Label>
                <InputGroup>
                  <InputGroup.Text>$</InputGroup.Text>
                  <Form.Control
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step="0.01"
                    value={fee}
                    onChange={(e) => setFee(e.target.value)}
                  />
                </InputGroup>
              </Form.Group>
            </Col>
          </Row>
          <fieldset className="mb-3">
            <legend className="small fw-semibold mb-1">Payout split</legend>
            <Row xs={2} sm={3} md={5} className="g-2">
              {places.map(({ place }, i) => (
                <Col key={place}>
                  <InputGroup size="sm">
                    <InputGroup.Text as="label" htmlFor={`payout-${i}`} className="tp-payout-place">
                      {place}
                    </InputGroup.Text>
                    <Form.Control
                      id={`payout-${i}`}
                      type="number"
                      inputMode="decimal"
                      min={0}
                      max={100}
                      step="0.01"
                      value={payouts[i]}
                      aria-label={`${place} place share, percent`}
                      onChange={(e) => setPayouts((current) => current.map((s, j) => (j === i ? e.target.value : s)))}
                    />
                    <InputGroup.Text>%</InputGroup.Text>
                  </InputGroup>
                </Col>
              ))}
            </Row>
            <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
              <span className={`small ${total === 100 ? 'text-success' : 'text-danger'}`} data-testid="payout-total">
                Total {total}%{total === 100 ? '' : ' (must be 100%)'}
              </span>
              <Button
                size="sm"
                variant="outline-secondary"
                disabled={payouts.length >= MAX_PLACES}
                onClick={() => setPayouts((current) => [...current, '0'])}
              >
                Add place
              </Button>
              <Button
                size="sm"
                variant="outline-secondary"
                disabled={payouts.length <= 1}
                onClick={() => setPayouts((current) => current.slice(0, -1))}
              >
                Remove last place
              </Button>
            </div>
          </fieldset>
          <Button type="submit" variant="primary" disabled={saving}>
            <SavingLabel saving={saving}>Save Commissioner Settings</SavingLabel>
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
