import { lazy, Suspense, useState } from 'react';
import { Button, Card } from 'react-bootstrap';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { type HistoryState, useStandingsHistory } from '../hooks/use-standings-history';
import { historyBefore } from '../utils/history-before';

// recharts is the biggest library on the page (about 90 KiB compressed, and the most script time of a first visit
// on a phone): it and the history it draws load only when the card comes near the screen, or on "Show the chart".
// The table, which is what viewers come for, paints without them.
const StandingsChart = lazy(() => import('./standings-chart').then((m) => ({ default: m.StandingsChart })));

interface PointsByEpisodeProps {
  leagueId: string;
  season: number | undefined;
  /** moves when a live change brought new totals: a drawn chart loads its history again */
  totalsChanges: number;
  highlightUserName?: string;
  /** the spoiler shield's first hidden episode: the chart stops before it */
  hiddenFrom: number | null;
}

/** The "Points by episode" card: the members' running totals, episode by episode. */
export function PointsByEpisode({
  leagueId,
  season,
  totalsChanges,
  highlightUserName,
  hiddenFrom,
}: PointsByEpisodeProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const [asked, setAsked] = useState(false);
  const wanted = near || asked;
  const history = useStandingsHistory(wanted ? leagueId : undefined, season, totalsChanges);
  return (
    <Card className="tp-card shadow-sm mt-4" ref={ref}>
      <Card.Body>
        <h2 className="h5 mb-3">Points by episode</h2>
        {wanted ? (
          <ChartArea history={history} highlightUserName={highlightUserName} hiddenFrom={hiddenFrom} />
        ) : (
          <div className="tp-chart tp-chart-waiting">
            <Button variant="outline-secondary" size="sm" onClick={() => setAsked(true)}>
              Show the chart
            </Button>
          </div>
        )}
      </Card.Body>
    </Card>
  );
}

function ChartArea({
  history,
  highlightUserName,
  hiddenFrom,
}: {
  history: HistoryState;
  highlightUserName?: string;
  hiddenFrom: number | null;
}) {
  if (history.status === 'loading') return <PageSpinner label="Loading the chart…" />;
  if (history.status === 'error') {
    return (
      <p className="text-secondary mb-0">The points history could not be loaded. The standings above are current.</p>
    );
  }
  return (
    <Suspense fallback={<PageSpinner label="Loading the chart…" />}>
      <StandingsChart history={historyBefore(history.history, hiddenFrom)} highlightUserName={highlightUserName} />
    </Suspense>
  );
}
