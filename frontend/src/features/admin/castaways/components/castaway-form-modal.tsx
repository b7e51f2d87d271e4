import {
  CASTAWAY_FIELDS_REQUIRED,
  type Castaway,
  CastawayEditSchema,
  type CastawayInput,
  CastawayInputSchema,
} from '@tribal/contracts';
import { type FormEvent, useState } from 'react';
import { Button, Col, Form, Modal, Row, Spinner } from 'react-bootstrap';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { firstIssue, useSave } from '@/hooks/use-save';
import { addCastaways } from '../api/add-castaways';
import { updateCastaway } from '../api/update-castaway';
import { CASTAWAY_ADMIN_MESSAGES } from '../castaway-messages';

interface CastawayFormModalProps {
  season: number;
  /** null: add a new castaway; a castaway: edit it. */
  editing: Castaway | null;
  onHide: () => void;
  onSaved: (castaway: Castaway, isNew: boolean) => void;
}

const FIELDS = [
  { key: 'name', label: 'Name', type: 'text', maxLength: 80 },
  { key: 'age', label: 'Age', type: 'number', maxLength: undefined },
  { key: 'occupation', label: 'Occupation', type: 'text', maxLength: 120 },
  { key: 'tribe', label: 'Tribe', type: 'text', maxLength: 60 },
  { key: 'imageUrl', label: 'Image URL', type: 'text', maxLength: 2000 },
] as const;
type FieldKey = (typeof FIELDS)[number]['key'];
type Values = Record<FieldKey, string>;

const valuesOf = (castaway: Castaway | null): Values => ({
  name: castaway?.name ?? '',
  age: castaway ? String(castaway.age) : '',
  occupation: castaway?.occupation ?? '',
  tribe: castaway?.tribe ?? '',
  imageUrl: castaway?.imageUrl ?? '',
});

/**
 * Spec §2: 'Add or Edit Castaway', five required fields, age sent as a number, 'Save Changes'. One exception
 * (issue 19): a castaway with no picture yet, as a cast import adds them, may keep an empty image URL and its
 * initials until a photo is uploaded.
 */
export function CastawayFormModal({ season, editing, onHide, onSaved }: CastawayFormModalProps) {
  const [values, setValues] = useState<Values>(() => valuesOf(editing));
  const imageOptional = editing !== null && editing.imageUrl === '';
  const { saving, notice, refuse, save } = useSave();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (FIELDS.some(({ key }) => !values[key].trim() && !(key === 'imageUrl' && imageOptional))) {
      return refuse(CASTAWAY_FIELDS_REQUIRED);
    }
    const checked = (imageOptional ? CastawayEditSchema : CastawayInputSchema).safeParse(values);
    if (!checked.success) return refuse(firstIssue(checked.error, CASTAWAY_ADMIN_MESSAGES.errorSaving));
    const input: CastawayInput = checked.data;
    void save(
      async () => (editing ? updateCastaway(season, editing.id, input) : (await addCastaways(season, input))[0]),
      {
        failure: CASTAWAY_ADMIN_MESSAGES.errorSaving,
        onSaved: (castaway) => {
          if (castaway) onSaved(castaway, editing === null);
        },
      },
    );
  }

  return (
    <Modal show onHide={onHide} centered aria-labelledby="castaway-form-title">
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton>
          <Modal.Title id="castaway-form-title">Add or Edit Castaway</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <NoticeAlert notice={notice} />
          <Row className="g-3">
            {FIELDS.map(({ key, label, type, maxLength }) => (
              <Col key={key} xs={key === 'age' ? 4 : 12} sm={key === 'age' ? 3 : key === 'name' ? 9 : 12}>
                <Form.Group controlId={`castaway-${key}`}>
                  <Form.Label>{label}</Form.Label>
                  <Form.Control
                    type={type}
                    required={!(key === 'imageUrl' && imageOptional)}
                    value={values[key]}
                    maxLength={maxLength}
                    min={type === 'number' ? 1 : undefined}
                    max={type === 'number' ? 120 : undefined}
                    inputMode={type === 'number' ? 'numeric' : undefined}
                    onChange={(e) => setValues((current) => ({ ...current, [key]: e.target.value }))}
                    autoFocus={key === 'name'}
                  />
                  {key === 'imageUrl' && imageOptional && (
                    <Form.Text>
                      Leave it empty to show the initials until a photo is uploaded (the Photo button).
                    </Form.Text>
                  )}
                </Form.Group>
              </Col>
            ))}
          </Row>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide} disabled={saving}>
            Close
          </Button>
          <Button type="submit" variant="primary" disabled={saving}>
            {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Save Changes
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
