import { NoticeAlert } from '@/components/ui/notice-alert';
import { useSave } from '@/hooks/use-save';
import '../../components/admin.css';
import {
  episodesOf,
  parseCalendarDate,
  SCHEDULE_MESSAGES,
  type SeasonSchedule,
  seasonEpisodeRanges,
  weeklySchedule,
} from '@tribal/contracts';
import { type FormEvent, useState } from 'react';
import { Button, Card, Col, Form, Row, Spinner } from 'react-bootstrap';
import { easternInputToUtcIso, utcIsoToEasternInput } from '@/lib/eastern-time-input';
import { setSeasonSchedule } from '../api/set-season-schedule';

const toInputs = (episodes: readonly number[], schedule: SeasonSchedule) =>
  Object.fromEntries(episodes.map((episode) => [episode, utcIsoToEasternInput(schedule[String(episode)])]));

interface ScheduleFormProps {
  season: number;
  /** the season's number of episodes: one air time each */
  seasonEpisodes: number;
  /** the season's premiere (YYYY-MM-DD), what the weekly fill starts from until the form says otherwise */
  seasonPremiere?: string;
  schedule: SeasonSchedule;
  onSaved: (schedule: SeasonSchedule) => void;
}

/**
 * One season's air times, in Eastern time. The premiere date fills the shipped default (weekly, 8 pm ET); any
 * episode can then be moved (a double episode, a skipped week) before saving. Episodes without an air time
 * keep no default deadline.
 */
export function ScheduleForm({ season, seasonEpisodes, seasonPremiere, schedule, onSaved }: ScheduleFormProps) {
  const ranges = seasonEpisodeRanges(seasonEpisodes);
  const EPISODES = episodesOf(ranges.all);
  const [values, setValues] = useState<Record<number, string>>(() => toInputs(EPISODES, schedule));
  const [premiere, setPremiere] = useState(() => values[1]?.slice(0, 10) || seasonPremiere || '');
  const { saving, notice, setNotice, save } = useSave();

  function fillWeekly() {
    const date = parseCalendarDate(premiere);
    if (!date) {
      setNotice({ variant: 'danger', text: SCHEDULE_MESSAGES.premiereInvalid });
      return;
    }
    setValues(toInputs(EPISODES, weeklySchedule(date, seasonEpisodes)));
    setNotice({ variant: 'info', text: 'Filled weekly at 8:00 PM ET from the premiere. Review, then save.' });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body: SeasonSchedule = {};
    for (const episode of EPISODES) {
      const iso = easternInputToUtcIso(values[episode] ?? '');
      if (iso) body[String(episode)] = iso;
    }
    await save(() => setSeasonSchedule(season, body), {
      success: (answer) => answer?.message || SCHEDULE_MESSAGES.saved,
      failure: SCHEDULE_MESSAGES.failedToSave,
      onSaved: () => onSaved(body),
    });
  }

  return (
    <Card className="tp-card shadow-sm">
      <Card.Body className="p-3 p-md-4">
        <h2 className="h5 mb-1">Season {season} air times</h2>
        <p className="small text-secondary">
          US Eastern time. Without a league cutoff, an episode&apos;s picks ({ranges.pick.first} to {ranges.pick.last})
          lock when it airs, and swaps close at 7:00 PM ET on the day episode {ranges.swapDeadlineEpisode} airs.
        </p>
        <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
        <div className="d-flex flex-column flex-sm-row gap-2 align-items-sm-end mb-4">
          <Form.Group controlId={`premiere-${season}`} className="tp-admin-toolbar-field">
            <Form.Label className="small fw-semibold mb-1">Premiere date</Form.Label>
            <Form.Control type="date" value={premiere} onChange={(e) => setPremiere(e.target.value)} />
          </Form.Group>
          <Button variant="outline-primary" onClick={fillWeekly} className="text-nowrap">
            Fill weekly at 8 PM ET
          </Button>
        </div>
        <Form noValidate onSubmit={submit} aria-label={`Season ${season} air times`}>
          <Row xs={1} sm={2} lg={3} className="g-3 mb-3">
            {EPISODES.map((episode) => (
              <Col key={episode}>
                <Form.Group controlId={`air-${season}-${episode}`}>
                  <Form.Label className="small fw-semibold mb-1">Episode {episode}</Form.Label>
                  <Form.Control
                    type="datetime-local"
                    value={values[episode] ?? ''}
                    onChange={(e) => setValues((current) => ({ ...current, [episode]: e.target.value }))}
                  />
                </Form.Group>
              </Col>
            ))}
          </Row>
          <Button type="submit" variant="primary" disabled={saving}>
            {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Save Schedule
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
