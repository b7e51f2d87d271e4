import { useId } from 'react';
import { Form } from 'react-bootstrap';
import { browserTimeZone } from '@/stores/spoiler-shield-store';
import type { SpoilerShield } from '../hooks/use-spoiler-shield';
import { timeZoneChoices } from '../utils/time-zones';
import '../spoiler-shield.css';

/** "I watch later": the shield's switch, and the time zone it judges air times in (the browser's by default). */
export function ShieldControls({ shield }: { shield: SpoilerShield }) {
  const zoneId = useId();
  return (
    <div className="tp-shield-controls">
      <Form.Check
        type="switch"
        id={`${zoneId}-switch`}
        label="I watch later"
        checked={shield.enabled}
        onChange={(event) => shield.setEnabled(event.currentTarget.checked)}
      />
      {shield.enabled && (
        <Form.Group controlId={zoneId} className="tp-shield-zone">
          <Form.Label className="visually-hidden">Your time zone</Form.Label>
          <Form.Select
            size="sm"
            aria-label="Your time zone"
            value={shield.timeZoneChosen ? shield.timeZone : ''}
            onChange={(event) => shield.setTimeZone(event.currentTarget.value || null)}
          >
            <option value="">Browser time zone ({browserTimeZone()})</option>
            {timeZoneChoices(shield.timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      )}
    </div>
  );
}
