import {
  type Castaway,
  type EpisodeScoresResponse,
  episodesOf,
  INVENTORY_MESSAGES,
  type Inventory,
  type LeagueDetails,
  SCORE_MESSAGES,
  SEASON_EPISODE_COUNTS,
  seasonEpisodeRanges,
} from '@tribal/contracts';
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Form, Row } from 'react-bootstrap';
import { PageSpinner } from '@/components/ui/page-spinner';
import { SavingLabel } from '@/components/ui/saving-label';
import { useAsync } from '@/hooks/use-async';
import { useSeasons } from '@/hooks/use-seasons';
import { ApiError, errorMessage } from '@/lib/api-client';
import { getLeagueCastaways } from '../../api/get-league-castaways';
import { AdminLeagueSelect } from '../../components/admin-league-select';
import { adjustInventory, type InventoryItem } from '../api/adjust-inventory';
import { getEpisodeScores } from '../api/get-episode-scores';
import { getInventory } from '../api/get-inventory';
import { saveEpisodeScores } from '../api/save-episode-scores';
import { buildEpisodeRecords, formRowFromRecord, type ScoreFormRow } from '../utils/score-form';
import { ScoringGrid } from './scoring-grid';

const FAILED_TO_FETCH_SCORES = 'Failed to fetch scores';
const FAILED_TO_FETCH_INVENTORY = 'Failed to fetch inventory';

type Rows = Record<string, ScoreFormRow>;
interface Loaded {
  castaways: Castaway[];
  scores: EpisodeScoresResponse;
}
type Notice = { variant: 'success' | 'danger'; text: string; reload?: boolean };

/**
 * Episode score entry (spec §4): locked by default; Unlock to Edit enables the grid; a successful save locks it
 * again. The save carries the version loaded, so two admins cannot silently overwrite each other.
 */
export function ScoringPanel({ leagues }: { leagues: readonly LeagueDetails[] }) {
  const [leagueId, setLeagueId] = useState(leagues[0]?.id ?? '');
  const league = leagues.find((l) => l.id === leagueId);
  const season = league?.season ?? 0;
  // The season's scored episodes: 2 to its finale (a 13-episode season has no episode 14).
  const EPISODES = episodesOf(
    seasonEpisodeRanges(useSeasons().find(season)?.episodes ?? SEASON_EPISODE_COUNTS.default).scoring,
  );
  const [episode, setEpisode] = useState<number>(EPISODES[0]);

  const data = useAsync<Loaded>(
    async (signal) => {
      const [castaways, scores] = await Promise.all([
        getLeagueCastaways(leagueId, signal),
        getEpisodeScores(season, episode, signal),
      ]);
      return { castaways, scores };
    },
    [leagueId, season, episode],
  );
  const loadedRows = useMemo<Rows>(() => {
    if (!data.data) return {};
    const { castaways, scores } = data.data;
    return Object.fromEntries(castaways.map((c) => [c.id, formRowFromRecord(scores.records[c.id])]));
  }, [data.data]);

  // What this page saved on top of the load it started from, and the edits under way; a new load supersedes both.
  const [saved, setSaved] = useState<{ base: Loaded; rows: Rows; version: number } | null>(null);
  const [draft, setDraft] = useState<{ base: Loaded; rows: Rows } | null>(null);
  const [locked, setLocked] = useState(true);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const current =
    saved && saved.base === data.data ? saved : { rows: loadedRows, version: data.data?.scores.version ?? 0 };
  const editing = !locked && draft !== null && draft.base === data.data;
  const rows = editing ? draft.rows : current.rows;

  const inventoryLoad = useAsync(getInventory, []);
  const [inventoryNow, setInventoryNow] = useState<Inventory | null>(null);
  const inventory = inventoryNow ?? inventoryLoad.data ?? {};
  const [inventoryBusyId, setInventoryBusyId] = useState<number | null>(null);

  function unlock() {
    if (!data.data) return;
    setDraft({ base: data.data, rows: current.rows });
    setLocked(false);
    setNotice(null);
  }

  function cancel() {
    setDraft(null);
    setLocked(true);
    setNotice(null);
  }

  function reload() {
    setDraft(null);
    setSaved(null);
    setLocked(true);
    setNotice(null);
    data.reload();
  }

  function change(castawayId: number, row: ScoreFormRow) {
    setDraft((d) => (d ? { ...d, rows: { ...d.rows, [castawayId]: row } } : d));
  }

  async function save() {
    if (!editing || !data.data) return;
    const names = new Map(data.data.castaways.map((c) => [String(c.id), c.name]));
    const built = buildEpisodeRecords(draft.rows, (id) => names.get(id) ?? `Castaway ${id}`);
    if (!built.ok) {
      setNotice({ variant: 'danger', text: built.message });
      return;
    }
    setSaving(true);
    setNotice(null);
    try {
      const answer = await saveEpisodeScores(season, episode, current.version, built.records);
      setSaved({ base: data.data, rows: draft.rows, version: answer.version });
      setDraft(null);
      setLocked(true);
      setNotice({ variant: 'success', text: `Episode ${episode} scores saved. The grid is locked again.` });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        // Someone saved this episode after it was loaded: their work stays until this admin reloads.
        setNotice({ variant: 'danger', text: errorMessage(failure, SCORE_MESSAGES.staleVersion), reload: true });
      } else {
        const detail = errorMessage(failure, '');
        setNotice({
          variant: 'danger',
          text: detail ? `${SCORE_MESSAGES.failedToSave}: ${detail}` : SCORE_MESSAGES.failedToSave,
        });
      }
    } finally {
      setSaving(false);
    }
  }

  async function adjust(castawayId: number, item: InventoryItem, amount: 1 | -1) {
    setInventoryBusyId(castawayId);
    setNotice(null);
    try {
      setInventoryNow(await adjustInventory(castawayId, item, amount));
    } catch (failure) {
      setNotice({ variant: 'danger', text: errorMessage(failure, INVENTORY_MESSAGES.failedToUpdate) });
    } finally {
      setInventoryBusyId(null);
    }
  }

  return (
    <>
      <Card className="tp-card shadow-sm mb-3">
        <Card.Body className="p-3 p-md-4">
          <Row className="g-3 align-items-end">
            <Col xs={12} md={6} lg={5}>
              <AdminLeagueSelect
                id="scoring-league"
                leagues={leagues}
                value={leagueId}
                onChange={setLeagueId}
                disabled={!locked}
              />
            </Col>
            <Col xs={7} sm={5} md={3} lg={2}>
              <Form.Group controlId="scoring-episode">
                <Form.Label className="fw-semibold">Episode</Form.Label>
                <Form.Select value={episode} onChange={(e) => setEpisode(Number(e.target.value))} disabled={!locked}>
                  {EPISODES.map((n) => (
                    <option key={n} value={n}>
                      Episode {n}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            </Col>
            <Col xs={12} md={3} lg={5} className="d-flex flex-wrap gap-2 justify-content-end">
              {locked ? (
                <Button variant="warning" onClick={unlock} disabled={data.status !== 'success'}>
                  Unlock to Edit
                </Button>
              ) : (
                <>
                  <Button variant="outline-secondary" onClick={cancel} disabled={saving}>
                    Cancel
                  </Button>
                  <Button variant="success" onClick={save} disabled={saving}>
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

      {locked && data.status === 'success' && (
        <Alert variant="info" role="status" className="py-2">
          {SCORE_MESSAGES.locked}
        </Alert>
      )}
      {notice && (
        <Alert
          variant={notice.variant}
          role={notice.variant === 'danger' ? 'alert' : 'status'}
          className="d-flex flex-wrap justify-content-between align-items-center gap-2"
        >
          <span>{notice.text}</span>
          {notice.reload && (
            <Button variant="outline-danger" size="sm" onClick={reload}>
              Reload
            </Button>
          )}
        </Alert>
      )}
      {inventoryLoad.status === 'error' && (
        <Alert variant="warning" role="alert">
          {errorMessage(inventoryLoad.error, FAILED_TO_FETCH_INVENTORY)}
        </Alert>
      )}

      {data.status === 'loading' && <PageSpinner label="Loading scores…" />}
      {data.status === 'error' && (
        <Alert
          variant="danger"
          role="alert"
          className="d-flex flex-wrap justify-content-between align-items-center gap-2"
        >
          <span>{errorMessage(data.error, FAILED_TO_FETCH_SCORES)}</span>
          <Button variant="outline-danger" size="sm" onClick={data.reload}>
            Try again
          </Button>
        </Alert>
      )}
      {data.status === 'success' &&
        (data.data.castaways.length === 0 ? (
          <p className="text-secondary">No castaways in Season {season} yet. Add them under Castaways.</p>
        ) : (
          <ScoringGrid
            episode={episode}
            castaways={data.data.castaways}
            rows={rows}
            locked={!editing}
            inventory={inventory}
            inventoryBusyId={inventoryBusyId}
            onChange={change}
            onAdjust={adjust}
          />
        ))}
    </>
  );
}
