import { type LeagueDetails, SCORE_MESSAGES } from '@tribal/contracts';
import { Alert, Button } from 'react-bootstrap';
import { PageSpinner } from '@/components/ui/page-spinner';
import { errorMessage } from '@/lib/api-client';
import { useCastawayInventory } from '../hooks/use-castaway-inventory';
import { useEpisodeScoresEditor } from '../hooks/use-episode-scores-editor';
import { useScoringEpisodeChoice } from '../hooks/use-scoring-episode-choice';
import { ScoringControls } from './scoring-controls';
import { ScoringGrid } from './scoring-grid';

const FAILED_TO_FETCH_SCORES = 'Failed to fetch scores';
const FAILED_TO_FETCH_INVENTORY = 'Failed to fetch inventory';
const ALERT_WITH_BUTTON = 'd-flex flex-wrap justify-content-between align-items-center gap-2';

/**
 * Episode score entry (spec §4): locked by default; Unlock to Edit enables the grid; a successful save locks it
 * again. Each castaway's idols and advantages sit in the same rows but save on their own, at once.
 */
export function ScoringPanel({ leagues }: { leagues: readonly LeagueDetails[] }) {
  const choice = useScoringEpisodeChoice(leagues);
  const { leagueId, season, episode } = choice;
  const editor = useEpisodeScoresEditor(leagueId, season, episode);
  const inventory = useCastawayInventory(editor.setNotice);
  const { load, notice } = editor;

  return (
    <>
      <ScoringControls leagues={leagues} choice={choice} editor={editor} canUnlock={load.status === 'success'} />

      {editor.locked && load.status === 'success' && (
        <Alert variant="info" role="status" className="py-2">
          {SCORE_MESSAGES.locked}
        </Alert>
      )}
      {notice && (
        <Alert
          variant={notice.variant}
          role={notice.variant === 'danger' ? 'alert' : 'status'}
          className={ALERT_WITH_BUTTON}
        >
          <span>{notice.text}</span>
          {notice.reload && (
            <Button variant="outline-danger" size="sm" onClick={editor.reload}>
              Reload
            </Button>
          )}
        </Alert>
      )}
      {inventory.loadFailed && (
        <Alert variant="warning" role="alert">
          {errorMessage(inventory.loadError, FAILED_TO_FETCH_INVENTORY)}
        </Alert>
      )}

      {load.status === 'pending' && <PageSpinner label="Loading scores…" />}
      {load.status === 'error' && (
        <Alert variant="danger" role="alert" className={ALERT_WITH_BUTTON}>
          <span>{errorMessage(load.error, FAILED_TO_FETCH_SCORES)}</span>
          <Button variant="outline-danger" size="sm" onClick={() => void load.refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {load.status === 'success' &&
        (load.data.castaways.length === 0 ? (
          <p className="text-secondary">No castaways in Season {season} yet. Add them under Castaways.</p>
        ) : (
          <ScoringGrid
            episode={episode}
            castaways={load.data.castaways}
            rows={editor.rows}
            locked={!editor.editing}
            inventory={inventory.inventory}
            inventoryBusyId={inventory.busyId}
            onChange={editor.change}
            onAdjust={inventory.adjust}
          />
        ))}
    </>
  );
}
