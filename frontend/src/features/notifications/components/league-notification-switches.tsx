import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type LeagueNotificationSwitches as Switches,
} from '@tribal/contracts';
import { useId } from 'react';
import { Form, Spinner } from 'react-bootstrap';

/** How the league's last change went: on its way, saved, or refused (the switch is back as it was). */
export type SwitchSave = { state: 'saving' } | { state: 'saved'; text: string } | { state: 'failed'; text: string };

interface LeagueNotificationSwitchesProps {
  leagueName: string;
  switches: Switches;
  /** the kind whose change is on its way (its switch waits) */
  saving: NotificationKind | null;
  outcome: SwitchSave | null;
  onChange: (kind: NotificationKind, on: boolean) => void;
}

/** One league's switches, one per kind, large enough for a thumb; the league's save outcome under them. */
export function LeagueNotificationSwitches({
  leagueName,
  switches,
  saving,
  outcome,
  onChange,
}: LeagueNotificationSwitchesProps) {
  const id = useId();
  return (
    <fieldset className="tp-push-league">
      <legend className="h6 mb-1">{leagueName}</legend>
      {NOTIFICATION_KINDS.map((kind) => (
        <Form.Check
          key={kind}
          type="switch"
          role="switch"
          id={`${id}-${kind}`}
          className="tp-push-switch"
          label={NOTIFICATION_KIND_LABELS[kind]}
          checked={switches[kind]}
          disabled={saving === kind}
          onChange={(event) => onChange(kind, event.currentTarget.checked)}
        />
      ))}
      <div className="tp-push-outcome small" role="status">
        {outcome?.state === 'saving' && (
          <>
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            Saving…
          </>
        )}
        {outcome?.state === 'saved' && <span className="text-success">✓ {outcome.text}</span>}
      </div>
      {outcome?.state === 'failed' && (
        <div className="small text-danger" role="alert">
          {outcome.text}
        </div>
      )}
    </fieldset>
  );
}
