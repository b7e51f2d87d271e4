import { useQueryClient } from '@tanstack/react-query';
import { PASSKEY_MESSAGES, type Passkey } from '@tribal/contracts';
import { useState } from 'react';
import { Alert, Button, Card, ListGroup } from 'react-bootstrap';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { PageSpinner } from '@/components/ui/page-spinner';
import { SavingLabel } from '@/components/ui/saving-label';
import { useSave } from '@/hooks/use-save';
import { errorMessage } from '@/lib/api-client';
import { formatInZone, viewerTimeZone } from '@/lib/eastern-time';
import { passkeysQuery, usePasskeys } from '../api/get-passkeys';
import { removePasskey } from '../api/remove-passkey';
import { useAddPasskey } from '../hooks/use-add-passkey';

/**
 * The signed-in person's passkeys, on My leagues (issue 29): each one signs them in without mail on any device that
 * carries it. A lost or retired one is removed here; another is added here.
 */
export function PasskeyList() {
  const passkeys = usePasskeys();
  const queryClient = useQueryClient();
  const adding = useAddPasskey();
  const removing = useSave({ show: adding.setNotice });
  const [removingId, setRemovingId] = useState<string | null>(null);

  async function remove(id: string) {
    setRemovingId(id);
    await removing.save(() => removePasskey(id), {
      success: (answer) => answer.message,
      failure: PASSKEY_MESSAGES.failedToRemove,
    });
    setRemovingId(null);
    await queryClient.invalidateQueries({ queryKey: passkeysQuery().queryKey });
  }

  const busy = adding.saving || removing.saving;
  return (
    <Card className="tp-card shadow-sm">
      <Card.Body className="p-4">
        <h2 className="h5">Passkeys</h2>
        <p className="text-secondary small">A passkey signs you in on any device that carries it, without mail.</p>
        <NoticeAlert notice={adding.notice} />
        {passkeys.isPending && <PageSpinner label="Loading your passkeys…" />}
        {passkeys.isError && (
          <Alert variant="danger" role="alert">
            {errorMessage(passkeys.error, PASSKEY_MESSAGES.failedToLoad)}
          </Alert>
        )}
        {passkeys.data?.length === 0 && <p>{PASSKEY_MESSAGES.none}</p>}
        {passkeys.data && passkeys.data.length > 0 && (
          <ListGroup as="ul" className="mb-3" aria-label="Passkeys">
            {passkeys.data.map((passkey) => (
              <PasskeyItem
                key={passkey.id}
                passkey={passkey}
                removing={removingId === passkey.id}
                disabled={busy}
                onRemove={() => void remove(passkey.id)}
              />
            ))}
          </ListGroup>
        )}
        <Button variant="outline-primary" onClick={() => void adding.add()} disabled={busy}>
          <SavingLabel saving={adding.saving}>Add a passkey</SavingLabel>
        </Button>
      </Card.Body>
    </Card>
  );
}

interface PasskeyItemProps {
  passkey: Passkey;
  removing: boolean;
  disabled: boolean;
  onRemove: () => void;
}

function PasskeyItem({ passkey, removing, disabled, onRemove }: PasskeyItemProps) {
  const name = passkey.device ?? 'Passkey';
  // In the reader's own zone, as their devices are listed beside.
  const zone = viewerTimeZone();
  const when = (iso: string) => formatInZone(Date.parse(iso), zone);
  return (
    <ListGroup.Item as="li" className="d-flex flex-wrap justify-content-between align-items-center gap-2">
      <div>
        <div className="fw-semibold">{name}</div>
        <div className="small text-secondary">
          Added {when(passkey.createdAt)} · last used {passkey.lastUsedAt ? when(passkey.lastUsedAt) : 'never'}
        </div>
      </div>
      <Button variant="outline-danger" size="sm" onClick={onRemove} disabled={disabled} aria-label={`Remove ${name}`}>
        <SavingLabel saving={removing}>Remove</SavingLabel>
      </Button>
    </ListGroup.Item>
  );
}
