import { lazy, Suspense } from 'react';
import { Card } from 'react-bootstrap';
import { PageSpinner } from '@/components/ui/page-spinner';
import type { HistoryState } from '../hooks/use-standings-history';
import { historyBefore } from '../utils/history-before';

// recharts is the biggest library on the page: it loads after the table, which is what viewers come for.
const StandingsChart = lazy(() => import('./standings-chart').then((m) => ({ default: m.StandingsChart })));

interface PointsByEpisodeProps {
  history: HistoryState;
  highlightUserName?: string;
  /** the spoiler shield's first hidden episode: the chart stops before it */
  hiddenFrom: number | null;
}

/** The "Points by episode" card: the members' running totals, episode by episode. */
export function PointsByEpisode({ history, highlightUserName, hiddenFrom }: PointsByEpisodeProps) {
  return (
    <Card className="tp-card shadow-sm mt-4">
      <Card.Body>
        <h2 className="h5 mb-3">Points by episode</h2>
        <ChartArea history={history} highlightUserName={highlightUserName} hiddenFrom={hiddenFrom} />
      </Card.Body>
    </Card>
  );
}

function ChartArea({ history, highlightUserName, hiddenFrom }: PointsByEpisodeProps) {
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
