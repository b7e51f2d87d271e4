import {
  CreateSeasonRequestSchema,
  SEASON_EPISODE_COUNTS,
  SEASON_MESSAGES,
  type SeasonSummary,
  seasonLength,
} from '@tribal/contracts';
import { type FormEvent, useState } from 'react';
import { Button, Card, Col, Form, Row, Spinner } from 'react-bootstrap';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { useSave } from '@/hooks/use-save';
import { createSeason } from '../api/create-season';
import { editSeason } from '../api/edit-season';

interface SeasonFormProps {
  /** absent: a new season */
  editing?: SeasonSummary;
  onSaved: (season: SeasonSummary) => void;
  onCancel?: () => void;
}

/**
 * Opens a season (number, title, premiere in US Eastern, episodes) or edits one. The premiere fills the default
 * weekly schedule (8 pm ET), which Admin → Schedule then adjusts.
 */
export function SeasonForm({ editing, onSaved, onCancel }: SeasonFormProps) {
  const [number, setNumber] = useState(editing ? String(editing.number) : '');
  const [title, setTitle] = useState(editing?.title ?? '');
  const [premiere, setPremiere] = useState(editing?.premiere ?? '');
  const [episodes, setEpisodes] = useState(String(seasonLength(editing)));
  const { saving, notice, setNotice, save } = useSave();
  const id = editing ? `edit-season-${editing.number}` : 'new-season';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const request = { number: Number(number), title, premiere, episodes: Number(episodes) };
    // The schema the server validates with, so the form says the same words before the round trip.
    const checked = CreateSeasonRequestSchema.safeParse(request);
    if (!checked.success) {
      setNotice({ variant: 'danger', text: checked.error.issues[0]?.message ?? SEASON_MESSAGES.failedToSave });
      return;
    }
    await save(() => (editing ? editSeason(editing.number, checked.data) : createSeason(checked.data)), {
      success: (saved) => (editing ? SEASON_MESSAGES.saved(saved.number) : SEASON_MESSAGES.created(saved.number)),
      failure: SEASON_MESSAGES.failedToSave,
      onSaved: (saved) => {
        if (!editing) {
          setNumber('');
          setTitle('');
          setPremiere('');
          setEpisodes(String(SEASON_EPISODE_COUNTS.default));
        }
        onSaved(saved);
      },
    });
  }

  return (
    <Card className="tp-card shadow-sm">
      <Card.Body className="p-3 p-md-4">
        <h2 className="h5 mb-1">{editing ? `Edit season ${editing.number}` : 'Open a season'}</h2>
        <p className="small text-secondary">
          The premiere (US Eastern) fills the weekly air schedule at 8:00 PM ET; adjust it on Admin → Schedule. The
          finale is the last episode.
        </p>
        <NoticeAlert notice={notice} />
        <Form noValidate onSubmit={submit} aria-label={editing ? `Edit season ${editing.number}` : 'Open a season'}>
          <Row className="g-3 mb-3">
            <Col xs={6} md={3}>
              <Form.Group controlId={`${id}-number`}>
                <Form.Label>Number</Form.Label>
                <Form.Control
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={999}
                  value={number}
                  disabled={editing !== undefined}
                  onChange={(e) => setNumber(e.target.value)}
                />
              </Form.Group>
            </Col>
            <Col xs={6} md={3}>
              <Form.Group controlId={`${id}-episodes`}>
                <Form.Label>Episodes</Form.Label>
                <Form.Control
                  type="number"
                  inputMode="numeric"
                  min={SEASON_EPISODE_COUNTS.min}
                  max={SEASON_EPISODE_COUNTS.max}
                  value={episodes}
                  onChange={(e) => setEpisodes(e.target.value)}
                />
              </Form.Group>
            </Col>
            <Col xs={12} md={6}>
              <Form.Group controlId={`${id}-premiere`}>
                <Form.Label>Premiere (US Eastern)</Form.Label>
                <Form.Control type="date" value={premiere} onChange={(e) => setPremiere(e.target.value)} />
              </Form.Group>
            </Col>
            <Col xs={12}>
              <Form.Group controlId={`${id}-title`}>
                <Form.Label>Title</Form.Label>
                <Form.Control
                  value={title}
                  placeholder="Survivor 51"
                  maxLength={80}
                  onChange={(e) => setTitle(e.target.value)}
                />
              </Form.Group>
            </Col>
          </Row>
          <div className="d-flex gap-2">
            <Button type="submit" variant="primary" disabled={saving}>
              {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
              {editing ? 'Save Season' : 'Open Season'}
            </Button>
            {onCancel && (
              <Button variant="outline-secondary" onClick={onCancel}>
                Cancel
              </Button>
            )}
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
