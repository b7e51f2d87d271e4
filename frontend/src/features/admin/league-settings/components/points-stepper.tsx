import { TABLE_POINTS_MAX, TABLE_POINTS_MIN, TABLE_POINTS_STEP } from '@tribal/contracts';
import { Button, Form } from 'react-bootstrap';
import { stepped } from '../utils/scoring-table-draft';

interface PointsStepperProps {
  id: string;
  label: string;
  /** a line under the label: how the category counts */
  hint?: string;
  value: string;
  error?: string;
  disabled?: boolean;
  /** the lowest value offered (the table's minimum unless told) */
  min?: number;
  onChange: (value: string) => void;
}

/**
 * One value of the scoring table: − and + buttons big enough for a thumb, and the number itself for typing. A 0
 * switches the category off, and says so.
 */
export function PointsStepper({
  id,
  label,
  hint,
  value,
  error,
  disabled,
  min = TABLE_POINTS_MIN,
  onChange,
}: PointsStepperProps) {
  const off = value.trim() !== '' && Number(value) === 0;
  const describedBy = [hint && `${id}-hint`, off && `${id}-off`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="tp-stepper-row">
      <div className="tp-stepper-label">
        <label htmlFor={id} className="fw-semibold">
          {label}
        </label>
        {hint && (
          <div id={`${id}-hint`} className="small text-secondary">
            {hint}
          </div>
        )}
      </div>
      <div className="tp-stepper">
        <Button
          variant="outline-secondary"
          className="tp-stepper-button"
          aria-label={`${label}: ${TABLE_POINTS_STEP} less`}
          disabled={disabled || Number(value) <= min}
          onClick={() => onChange(stepped(value, -1, min))}
        >
          −
        </Button>
        <Form.Control
          id={id}
          type="number"
          inputMode="decimal"
          min={min}
          max={TABLE_POINTS_MAX}
          step={TABLE_POINTS_STEP}
          value={value}
          disabled={disabled}
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="tp-stepper-input"
          onChange={(e) => onChange(e.target.value)}
        />
        <Button
          variant="outline-secondary"
          className="tp-stepper-button"
          aria-label={`${label}: ${TABLE_POINTS_STEP} more`}
          disabled={disabled || Number(value) >= TABLE_POINTS_MAX}
          onClick={() => onChange(stepped(value, 1))}
        >
          +
        </Button>
        <span id={`${id}-off`} className={`tp-stepper-off small ${off ? '' : 'invisible'}`} aria-hidden={!off}>
          off
        </span>
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block tp-stepper-error">
          {error}
        </div>
      )}
    </div>
  );
}
