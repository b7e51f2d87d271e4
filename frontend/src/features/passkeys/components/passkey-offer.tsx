import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { PASSKEY_MESSAGES } from '@tribal/contracts';
import { Button, Card } from 'react-bootstrap';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { SavingLabel } from '@/components/ui/saving-label';
import { usePasskeys } from '../api/get-passkeys';
import { useAddPasskey } from '../hooks/use-add-passkey';

interface PasskeyOfferProps {
  /** the person added a passkey or said "Not now": the page stops offering */
  onDone: () => void;
}

/**
 * Offered after a sign-in by emailed link (issue 29): a passkey spares the next device the mail. Not offered to a
 * person who has one already, nor in a browser that cannot use passkeys.
 */
export function PasskeyOffer({ onDone }: PasskeyOfferProps) {
  const { saving, notice, add } = useAddPasskey();
  const supported = browserSupportsWebAuthn();
  const passkeys = usePasskeys({ enabled: supported });
  const added = notice?.variant === 'success';
  if (!supported || !passkeys.data || (passkeys.data.length > 0 && !added)) return null;
  return (
    <Card className="tp-card shadow-sm" aria-labelledby="passkey-offer-title">
      <Card.Body className="p-4">
        <h2 id="passkey-offer-title" className="h5">
          Add a passkey
        </h2>
        {!added && <p className="mb-3">{PASSKEY_MESSAGES.offer}</p>}
        <NoticeAlert notice={notice} />
        <div className="d-flex flex-wrap gap-2">
          {added ? (
            <Button variant="primary" onClick={onDone}>
              Done
            </Button>
          ) : (
            <>
              <Button variant="primary" onClick={() => void add()} disabled={saving}>
                <SavingLabel saving={saving}>Add a passkey</SavingLabel>
              </Button>
              <Button variant="outline-secondary" onClick={onDone} disabled={saving}>
                Not now
              </Button>
            </>
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
