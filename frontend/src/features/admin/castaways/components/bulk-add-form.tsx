import {
  BULK_ADD_NO_VALID_ROW,
  bulkRowCounts,
  type Castaway,
  type CastawayInput,
  CastawayInputSchema,
} from '@tribal/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { Button, Card, Form, Spinner } from 'react-bootstrap';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { useSave } from '@/hooks/use-save';
import { addCastaways } from '../api/add-castaways';
import { CASTAWAY_ADMIN_MESSAGES } from '../castaway-messages';
import { BulkAddRow, type BulkRowValues } from './bulk-add-row';

interface BulkAddFormProps {
  season: number;
  onAdded: (castaways: Castaway[]) => void;
}

/** Spec §5: only rows with name, age, occupation and image URL count (tribe optional); age parsed as integer. */
export function BulkAddForm({ season, onAdded }: BulkAddFormProps) {
  const nextKey = useRef(1);
  const blankRow = (): BulkRowValues => ({
    key: nextKey.current++,
    name: '',
    age: '',
    occupation: '',
    tribe: '',
    imageUrl: '',
  });
  const [rows, setRows] = useState<BulkRowValues[]>(() => [blankRow()]);
  const { saving: submitting, notice, setNotice, save } = useSave();

  const updateRow = (key: number, change: Partial<BulkRowValues>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const counted = rows.filter(bulkRowCounts);
    if (counted.length === 0) {
      setNotice({ variant: 'danger', text: BULK_ADD_NO_VALID_ROW });
      return;
    }
    const castaways: CastawayInput[] = [];
    for (const row of counted) {
      const input = {
        name: row.name.trim(),
        age: Number.parseInt(row.age, 10),
        occupation: row.occupation.trim(),
        tribe: row.tribe.trim(),
        imageUrl: row.imageUrl.trim(),
      };
      // The same check the server makes; the tribe may be blank in a bulk row.
      const checked = CastawayInputSchema.safeParse({ ...input, tribe: input.tribe || '-' });
      if (!checked.success) {
        const issue = checked.error.issues[0];
        setNotice({
          variant: 'danger',
          text: `Row ${rows.indexOf(row) + 1}: ${String(issue?.path[0])}: ${issue?.message}`,
        });
        return;
      }
      castaways.push(input);
    }
    await save(() => addCastaways(season, castaways), {
      success: (created) => `${created.length} ${created.length === 1 ? 'castaway' : 'castaways'} added.`,
      failure: CASTAWAY_ADMIN_MESSAGES.failedToBulkAdd,
      onSaved: (created) => {
        onAdded(created);
        setRows([blankRow()]);
      },
    });
  }

  return (
    <Card className="tp-card shadow-sm mb-4">
      <Card.Body className="p-3 p-md-4">
        <h2 className="h5 mb-1">Bulk Add</h2>
        <p className="small text-secondary">
          A row is added when it has a name, age, occupation and image URL; the tribe is optional. Other rows are
          skipped.
        </p>
        <NoticeAlert notice={notice} />
        <Form noValidate onSubmit={submit} aria-label="Bulk add castaways">
          {rows.map((row, index) => (
            <BulkAddRow
              key={row.key}
              row={row}
              number={index + 1}
              showLabels={index === 0}
              onChange={(change) => updateRow(row.key, change)}
              onRemove={() => setRows((current) => current.filter((r) => r.key !== row.key))}
              canRemove={rows.length > 1}
            />
          ))}
          <div className="d-flex flex-wrap gap-2 mt-3">
            <Button variant="outline-secondary" onClick={() => setRows((current) => [...current, blankRow()])}>
              Add Row
            </Button>
            <Button type="submit" variant="success" disabled={submitting}>
              {submitting && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
              Submit Castaways
            </Button>
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
