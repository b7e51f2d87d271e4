import {
  episodesOf,
  LEAGUE_MANAGER_MESSAGES,
  PICK_MESSAGES,
  pickCutoffInForce,
  type SeasonSchedule,
  seasonEpisodeRanges,
  swapDeadlineInForce,
} from '@tribal/contracts';
import { type FormEvent, useState } from 'react';
import { Button, Card, Col, Form, Row, Spinner } from 'react-bootstrap';
import { NoticeAlert } from '@/components/ui/notice-alert';
import { useSave } from '@/hooks/use-save';
import { can } from '@/lib/authorization';
import { formatEastern } from '@/lib/eastern-time';
import { easternInputToUtcIso, utcIsoToEasternInput } from '@/lib/eastern-time-input';
import { scopeAuth, useManageScope } from '@/lib/manage-scope';
import { setEliminationCutoffs } from '../api/set-elimination-cutoffs';
import { LEAGUE_SETTINGS_MESSAGES } from '../league-settings-messages';

interface EliminationCutoffsFormProps {
  leagueId: string;
  /** episode -> UTC ISO instant */
  cutoffs: Record<string, string>;
  /** the season's air times: an empty field falls back to the episode's */
  schedule: Readonly<SeasonSchedule>;
  /** the number of episodes of the league's season (its cutoff episodes and swap episode derive from it) */
  seasonEpisodes: number;
  onSaved: (cutoffs: Record<string, string>) => void;
}

/**
 * One cutoff per pick episode of the season (2 to 13 of 14; spec §2 stopped at 10), in Eastern time; an empty
 * field falls back to the episode's air time from the schedule, which each field names.
 */
export function EliminationCutoffsForm({
  leagueId,
  cutoffs,
  schedule,
  seasonEpisodes,
  onSaved,
}: EliminationCutoffsFormProps) {
  const ranges = seasonEpisodeRanges(seasonEpisodes);
  const EPISODES = episodesOf(ranges.cutoff);
  const scope = useManageScope();
  const auth = scopeAuth(scope);
  // Issue 33: a commissioner cannot move a cutoff that has passed, nor set one for an episode that has aired.
  const [now] = useState(() => Date.now());
  const locked = (episode: number) => {
    if (can(scope, 'deadlines:move-passed')) return false;
    const inForce = pickCutoffInForce(cutoffs, schedule, episode, seasonEpisodes);
    return inForce !== null && Date.parse(inForce.at) <= now;
  };
  const [values, setValues] = useState<Record<number, string>>(() =>
    Object.fromEntries(EPISODES.map((episode) => [episode, utcIsoToEasternInput(cutoffs[String(episode)])])),
  );
  const { saving, notice, save } = useSave();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The save replaces the league's cutoffs: the form shows every episode that takes one.
    const body: Record<string, string> = {};
    for (const episode of EPISODES) {
      const saved = cutoffs[String(episode)];
      // A field left as it was sends the saved instant itself (the field shows whole minutes only), so an
      // unchanged cutoff never reads as moved.
      const iso =
        saved && values[episode] === utcIsoToEasternInput(saved) ? saved : easternInputToUtcIso(values[episode] ?? '');
      if (iso) body[String(episode)] = iso;
    }
    await save(() => setEliminationCutoffs(leagueId, body, auth), {
      success: PICK_MESSAGES.cutoffsUpdated,
      failure: LEAGUE_SETTINGS_MESSAGES.failedToSetCutoffs,
      onSaved: () => onSaved(body),
    });
  }

  return (
    <Card className="tp-card shadow-sm">
      <Card.Body className="p-3 p-md-4">
        <h2 className="h5 mb-1">Weekly Elimination Cutoffs</h2>
        <p className="small text-secondary">
          Each episode&apos;s elimination pick locks at its cutoff, in Eastern Time. Left empty, it locks when the
          episode airs. The episode {ranges.swapDeadlineEpisode} cutoff is also the league&apos;s swap deadline; left
          empty, swaps close{' '}
          {formatEastern(swapDeadlineInForce({}, schedule, seasonEpisodes)?.at) || '7:00 PM ET on the day it airs'}.
        </p>
        <NoticeAlert notice={notice} />
        <Form noValidate onSubmit={submit} aria-label="Weekly elimination cutoffs">
          <Row xs={1} sm={2} lg={3} className="g-3 mb-3">
            {EPISODES.map((episode) => (
              <Col key={episode}>
                <Form.Group controlId={`cutoff-${episode}`}>
                  <Form.Label className="small fw-semibold mb-1">Episode {episode}</Form.Label>
                  <Form.Control
                    type="datetime-local"
                    value={values[episode] ?? ''}
                    disabled={locked(episode)}
                    onChange={(e) => setValues((current) => ({ ...current, [episode]: e.target.value }))}
                    aria-describedby={`cutoff-${episode}-default`}
                  />
                  <Form.Text id={`cutoff-${episode}-default`} className="d-block small">
                    {locked(episode)
                      ? LEAGUE_MANAGER_MESSAGES.cutoffLocked
                      : values[episode]
                        ? 'Set by the league'
                        : schedule[String(episode)]
                          ? `Empty: airs ${formatEastern(pickCutoffInForce({}, schedule, episode, seasonEpisodes)?.at)}`
                          : 'Empty: no air time scheduled'}
                  </Form.Text>
                </Form.Group>
              </Col>
            ))}
          </Row>
          <Button type="submit" variant="primary" disabled={saving}>
            {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
            Save All Cutoffs
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
