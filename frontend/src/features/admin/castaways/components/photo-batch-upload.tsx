import { type Castaway, castawayNameKey, PHOTO_MESSAGES, PHOTO_TYPES, photoFileNameKey } from '@tribal/contracts';
import { type ChangeEvent, useId, useState } from 'react';
import { Alert, Card, Form, ProgressBar } from 'react-bootstrap';
import { errorMessage } from '@/lib/api-client';
import { uploadCastawayPhoto } from '../api/upload-castaway-photo';

interface PhotoBatchUploadProps {
  castaways: readonly Castaway[];
  onUploaded: (castaway: Castaway) => void;
}

interface Outcome {
  uploaded: string[];
  failed: Array<{ file: string; message: string }>;
  unmatched: string[];
}

/**
 * Several photos at once: each file goes to the castaway its name matches (case, spaces, underscores, dashes and
 * the extension do not count: "kyle_ostwald.JPG" is Kyle Ostwald's), one upload at a time.
 */
export function PhotoBatchUpload({ castaways, onUploaded }: PhotoBatchUploadProps) {
  const inputId = useId();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const byKey = new Map(castaways.map((c) => [castawayNameKey(c.name), c]));
    const matched = files.flatMap((file) => {
      const castaway = byKey.get(photoFileNameKey(file.name));
      return castaway ? [{ file, castaway }] : [];
    });
    const result: Outcome = {
      uploaded: [],
      failed: [],
      unmatched: files.filter((file) => !byKey.has(photoFileNameKey(file.name))).map((file) => file.name),
    };
    setOutcome(null);
    setProgress({ done: 0, total: matched.length });
    for (const [index, { file, castaway }] of matched.entries()) {
      try {
        onUploaded(await uploadCastawayPhoto(castaway.id, file));
        result.uploaded.push(castaway.name);
      } catch (failure) {
        result.failed.push({ file: file.name, message: errorMessage(failure, 'The upload failed.') });
      }
      setProgress({ done: index + 1, total: matched.length });
    }
    setProgress(null);
    setOutcome(result);
  }

  return (
    <Card className="tp-card shadow-sm mb-4">
      <Card.Body className="p-3 p-md-4">
        <h2 className="h5 mb-1">Castaway photos</h2>
        <p className="small text-secondary">
          {PHOTO_MESSAGES.rules} Choose several at once, each file named after its castaway (e.g.{' '}
          <code>kyle-ostwald.jpg</code>
          ); one photo at a time is the Photo button of the castaway's row. Castaways without a photo show their
          initials.
        </p>
        <Form.Group controlId={inputId}>
          <Form.Label className="small mb-1">Photos named after castaways</Form.Label>
          <Form.Control
            type="file"
            size="sm"
            multiple
            accept={PHOTO_TYPES.join(',')}
            onChange={upload}
            disabled={progress !== null || castaways.length === 0}
          />
        </Form.Group>
        {progress && (
          <ProgressBar
            className="mt-3"
            now={progress.total ? (100 * progress.done) / progress.total : 100}
            label={`${progress.done} of ${progress.total}`}
            aria-label="Photos uploaded"
          />
        )}
        {outcome && (
          <div className="mt-3" role="status">
            {outcome.uploaded.length > 0 && (
              <Alert variant="success" className="mb-2">
                {outcome.uploaded.length} {outcome.uploaded.length === 1 ? 'photo' : 'photos'} uploaded:{' '}
                {outcome.uploaded.join(', ')}.
              </Alert>
            )}
            {outcome.unmatched.length > 0 && (
              <Alert variant="warning" className="mb-2">
                No castaway is named like {outcome.unmatched.join(', ')}. Rename the file after its castaway, or use the
                castaway's Photo button.
              </Alert>
            )}
            {outcome.failed.map(({ file, message }) => (
              <Alert key={file} variant="danger" className="mb-2">
                {file}: {message}
              </Alert>
            ))}
          </div>
        )}
      </Card.Body>
    </Card>
  );
}
