import { formatDollars } from '@tribal/contracts';
import { useId, useState } from 'react';
import { Alert, Card, Form } from 'react-bootstrap';
import { PaymentOptions } from '@/components/payment-options';
import { PageSpinner } from '@/components/ui/page-spinner';
import { payoutSummary } from '@/lib/payouts';
import { useSavedUserStore } from '@/stores/saved-user-store';
import { useLeaguesWithPayment } from '../api/get-leagues-payment';

/**
 * Payment information of one league at a time (the invited one, else the saved user's, else the first): the
 * commissioner's own handles, entry fee and payout split, as the admin set them on League Settings.
 */
export function PaymentInfoCard({ invitedLeagueId }: { invitedLeagueId?: string | null }) {
  const currentLeagueId = useSavedUserStore((state) => state.user?.leagueId);
  const savedLeagueId = invitedLeagueId || currentLeagueId;
  const leagues = useLeaguesWithPayment();
  const [chosen, setChosen] = useState<string | null>(null);
  const selectId = useId();
  const list = leagues.data ?? [];
  const league = list.find((l) => l.id === chosen) ?? list.find((l) => l.id === savedLeagueId) ?? list[0] ?? undefined;

  return (
    <Card className="tp-card shadow-sm" data-testid="payment-info">
      <Card.Body className="p-4">
        <h2 className="h5">Payment Information</h2>
        {leagues.status === 'pending' && <PageSpinner label="Loading payment details…" />}
        {leagues.status === 'error' && (
          <Alert variant="danger" className="mb-0">
            Failed to fetch leagues
          </Alert>
        )}
        {leagues.status === 'success' && !league && (
          <p className="text-secondary mb-0">No leagues have been created yet.</p>
        )}
        {league && (
          <>
            {list.length > 1 && (
              <Form.Group className="mb-3">
                <Form.Label htmlFor={selectId} className="small fw-semibold">
                  League
                </Form.Label>
                <Form.Select id={selectId} value={league.id} onChange={(event) => setChosen(event.target.value)}>
                  {list.map((l) => (
                    <option key={l.id} value={l.id}>
                      {l.name}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            )}
            <p className="mb-2">
              The entry fee for <strong>{league.name}</strong> is{' '}
              <strong>{formatDollars(league.commissionerSettings.entryFeeDollars)}</strong>, paid to the commissioner,{' '}
              {league.commissioner}, outside the app.
            </p>
            <p className="text-secondary small">
              Payouts: {payoutSummary(league.commissionerSettings)}. Put your Survivor Name in the payment note.
            </p>
            <PaymentOptions handles={league.commissionerSettings.paymentHandles} leagueName={league.name} />
          </>
        )}
      </Card.Body>
    </Card>
  );
}
