import type { LeagueDetails } from '@tribal/contracts';
import { Button, Card, Col, Row } from 'react-bootstrap';
import { EpisodeSelect } from '@/components/episode-select';
import { SavingLabel } from '@/components/ui/saving-label';
import { AdminLeagueSelect } from '../../components/admin-league-select';
import type { EpisodeScoresEditor } from '../hooks/use-episode-scores-editor';
import type { ScoringEpisodeChoice } from '../hooks/use-scoring-episode-choice';

interface ScoringControlsProps {
  leagues: readonly LeagueDetails[];
  /** the league and episode chosen */
  choice: ScoringEpisodeChoice;
  /** the grid's lock and save, as the editor holds them */
  editor: Pick<EpisodeScoresEditor, 'locked' | 'saving' | 'unlock' | 'cancel' | 'save'>;
  canUnlock: boolean;
}

/** Which league's season and which episode, and the grid's lock: Unlock to Edit, or Cancel and Save Scores. */
export function ScoringControls(props: ScoringControlsProps) {
  const { leagues, choice, canUnlock, editor } = props;
  const { season, episode } = choice;
  const { locked, saving } = editor;
  return (
    <Card className="tp-card shadow-sm mb-3">
      <Card.Body className="p-3 p-md-4">
        <Row className="g-3 align-items-end">
          <Col xs={12} md={6} lg={5}>
            <AdminLeagueSelect
              id="scoring-league"
              leagues={leagues}
              value={choice.leagueId}
              onChange={choice.setLeagueId}
              disabled={!locked}
            />
          </Col>
          <Col xs={7} sm={5} md={3} lg={2}>
            <EpisodeSelect
              controlId="scoring-episode"
              episodes={choice.episodes}
              episode={episode}
              onChange={choice.setEpisode}
              disabled={!locked}
            />
          </Col>
          <Col xs={12} md={3} lg={5} className="d-flex flex-wrap gap-2 justify-content-end">
            {locked ? (
              <Button variant="warning" onClick={editor.unlock} disabled={!canUnlock}>
                Unlock to Edit
              </Button>
            ) : (
              <>
                <Button variant="outline-secondary" onClick={editor.cancel} disabled={saving}>
                  Cancel
                </Button>
                <Button variant="success" onClick={editor.save} disabled={saving}>
                  <SavingLabel saving={saving}>Save Scores</SavingLabel>
                </Button>
              </>
            )}
          </Col>
        </Row>
        <div className="form-text">
          Scores are per season: every Season {season} league shares them. Idol and advantage changes save at once.
        </div>
      </Card.Body>
    </Card>
  );
}
