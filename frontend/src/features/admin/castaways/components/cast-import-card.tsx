import { CAST_CSV_COLUMNS, type Castaway, type CastImportPreview } from '@tribal/contracts';
import { type ChangeEvent, useId, useState } from 'react';
import { Alert, Button, Card, Form, Spinner } from 'react-bootstrap';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { useSave } from '@/hooks/use-save';
import { importCast, previewCastImport } from '../api/import-cast';
import { CastImportPreviewTable } from './cast-import-preview';

interface CastImportCardProps {
  season: number;
  onImported: (castaways: Castaway[]) => void;
}

const plural = (n: number) => `${n} ${n === 1 ? 'castaway' : 'castaways'}`;

/**
 * Opening a season: its cast from the admin's spreadsheet, pasted or uploaded as CSV. The server reads it and
 * answers a preview first (each row's values and problems); nothing is saved until "Import N castaways".
 */
export function CastImportCard({ season, onImported }: CastImportCardProps) {
  const textId = useId();
  const fileId = useId();
  const [csv, setCsv] = useState('');
  const [preview, setPreview] = useState<CastImportPreview | null>(null);
  const { saving, notice, setNotice, save: saveCycle } = useSave();
  /** which button's request is on its way */
  const [step, setStep] = useState<'preview' | 'import'>('preview');
  const busy = saving ? step : null;

  function showPreview(text: string) {
    setPreview(null);
    setStep('preview');
    return saveCycle(() => previewCastImport(season, text), {
      failure: 'Could not read the cast file.',
      onSaved: setPreview,
    });
  }

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const text = await file.text();
    setCsv(text);
    await showPreview(text);
  }

  function save() {
    if (!preview) return;
    const { add, update, unchanged } = preview.counts;
    setStep('import');
    void saveCycle(() => importCast(season, csv), {
      success: (saved) => `${plural(saved.length)} imported: ${add} new, ${update} updated, ${unchanged} unchanged.`,
      failure: 'Could not import the cast.',
      onSaved: (saved) => {
        onImported(saved);
        setPreview(null);
      },
    });
  }

  return (
    <Card className="tp-card shadow-sm mb-4">
      <Card.Body className="p-3 p-md-4">
        <h2 className="h5 mb-1">Import cast (CSV) into Season {season}</h2>
        <p className="small text-secondary">
          A header row naming the columns {CAST_CSV_COLUMNS.join(', ')} (in any order), then one row per castaway; the
          tribe is the starting tribe, in episode 1. Rows are numbered as in a spreadsheet: the header is row 1. A
          castaway already in the season is matched by name, so importing the same file again changes nothing.
        </p>
        <Form.Group controlId={fileId} className="mb-2">
          <Form.Label className="small mb-1">CSV file</Form.Label>
          <Form.Control type="file" size="sm" accept=".csv,text/csv,text/plain" onChange={chooseFile} />
        </Form.Group>
        <Form.Group controlId={textId} className="mb-2">
          <Form.Label className="small mb-1">Or paste the CSV</Form.Label>
          <Form.Control
            as="textarea"
            rows={5}
            className="font-monospace small"
            placeholder={'name,age,occupation,tribe\nKyle Ostwald,31,Construction worker,Vatu'}
            value={csv}
            onChange={(event) => {
              setCsv(event.target.value);
              setPreview(null);
              if (notice?.variant === 'success') setNotice(null);
            }}
          />
        </Form.Group>
        <Button variant="outline-primary" onClick={() => showPreview(csv)} disabled={!csv.trim() || busy !== null}>
          {busy === 'preview' && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Preview
        </Button>

        <NoticeAlert notice={notice} className="mt-3 mb-0" />
        {preview && (
          <div className="mt-3">
            {preview.fileProblems.length > 0 && (
              <Alert variant="danger" role="alert">
                <ul className="mb-0 ps-3">
                  {preview.fileProblems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              </Alert>
            )}
            {preview.rows.length > 0 && <CastImportPreviewTable preview={preview} />}
            {preview.valid ? (
              <div className="d-flex flex-wrap align-items-center gap-2">
                <Button variant="success" onClick={save} disabled={busy !== null}>
                  {busy === 'import' && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
                  Import {plural(preview.rows.length)}
                </Button>
                <span className="small text-secondary">
                  {preview.counts.add} new, {preview.counts.update} updated, {preview.counts.unchanged} unchanged
                </span>
              </div>
            ) : (
              <p className="small text-danger-emphasis mb-0" role="status">
                Nothing is saved while a row has a problem: correct the file and preview it again.
              </p>
            )}
          </div>
        )}
      </Card.Body>
    </Card>
  );
}
