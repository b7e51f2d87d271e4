import { MESSAGES, standingsView } from '@tribal/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Card } from 'react-bootstrap';
import { Link, useParams, useSearchParams } from 'react-router';
import { LiveIndicator } from '@/components/live-indicator';
import { SeasonSelect } from '@/components/season-select';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { castawayName, useSeasonCast } from '@/features/castaways/hooks/use-season-cast';
import { LiveFeed } from '@/features/happenings/components/live-feed';
import { SeasonFeedProvider } from '@/features/happenings/components/season-feed-provider';
import { getLeague } from '@/features/leagues/api/get-league';
import { useSeasons } from '@/features/seasons/hooks/use-seasons';
import { ShieldBanner } from '@/features/spoiler-shield/components/shield-banner';
import { ShieldControls } from '@/features/spoiler-shield/components/shield-controls';
import { useSpoilerShield } from '@/features/spoiler-shield/hooks/use-spoiler-shield';
import { historyBefore } from '@/features/spoiler-shield/utils/history-before';
import { getStandingsAsOf } from '@/features/standings/api/get-standings-as-of';
import { getStandingsReplay } from '@/features/standings/api/get-standings-replay';
import { ReplayPlayer } from '@/features/standings/components/replay-player';
import { StandingsTable } from '@/features/standings/components/standings-table';
import { useLiveStandings } from '@/features/standings/hooks/use-live-standings';
import { type HistoryState, useStandingsHistory } from '@/features/standings/hooks/use-standings-history';
import { useAsync } from '@/hooks/use-async';
import { useSeasonParam } from '@/hooks/use-season-param';
import { ApiError } from '@/lib/api-client';
import { useSavedUserStore } from '@/stores/saved-user-store';

// recharts is the biggest library on the page: it loads after the table, which is what viewers come for.
const StandingsChart = lazy(() =>
  import('@/features/standings/components/standings-chart').then((m) => ({ default: m.StandingsChart })),
);

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function LeagueStandingsRoute() {
  const { leagueId } = useParams();
  const [seasonInUrl, setSeasonInUrl] = useSeasonParam();
  const savedUser = useSavedUserStore((state) => state.user);
  const league = useAsync(
    (signal) => (leagueId ? getLeague(leagueId, signal) : Promise.reject(new Error(MESSAGES.noLeagueId))),
    [leagueId],
  );

  const leagueMissing = league.status === 'error' && isNotFound(league.error);
  // The season in the URL wins; else the league's current season; if the league details failed for another
  // reason the standings are still worth showing for the default season.
  const { defaultSeason } = useSeasons();
  const season =
    seasonInUrl ??
    (league.status === 'success' ? league.data.season : league.status === 'error' ? defaultSeason : undefined);
  const live = useLiveStandings(leagueMissing ? undefined : leagueId, season);
  const history = useStandingsHistory(leagueMissing ? undefined : leagueId, season, live.totalsChanges);
  // Rows name castaways by id: names and pictures come from the season's cast (kept by the browser, by ETag).
  const cast = useSeasonCast(season, live.teamChanges);

  // The spoiler shield: while an episode is hidden the page shows the standings as of the episode before, and
  // live changes keep arriving but are held (counted) until the viewer reveals.
  const shield = useSpoilerShield(season);
  const hiddenFrom = shield.hiddenFrom;
  const asOf = useAsync(
    (signal) =>
      !leagueId || season === undefined || hiddenFrom === null
        ? Promise.resolve(null)
        : getStandingsAsOf(leagueId, season, hiddenFrom - 1, signal),
    [leagueId, season, hiddenFrom],
  );
  const liveVersion = live.standings?.version;
  // The live version when the shield went up: every version since is a held update.
  const [heldSince, setHeldSince] = useState<number | null>(null);
  useEffect(() => {
    if (hiddenFrom === null) setHeldSince(null);
    else if (liveVersion !== undefined) setHeldSince((since) => since ?? liveVersion);
  }, [hiddenFrom, liveVersion]);
  const held = hiddenFrom !== null && liveVersion !== undefined && heldSince !== null ? liveVersion - heldSince : 0;

  // Replay: chosen from the shield's Reveal, or linked as ?replay=N from another page.
  const [searchParams, setSearchParams] = useSearchParams();
  const [replayEpisode, setReplayEpisode] = useState<number | null>(null);
  const replayParam = Number(searchParams.get('replay'));
  useEffect(() => {
    if (Number.isInteger(replayParam) && replayParam > 0) setReplayEpisode(replayParam);
  }, [replayParam]);
  const replay = useAsync(
    (signal) =>
      !leagueId || season === undefined || replayEpisode === null
        ? Promise.resolve(null)
        : getStandingsReplay(leagueId, season, replayEpisode, signal),
    [leagueId, season, replayEpisode],
  );
  const { reveal } = shield;
  const endReplay = () => {
    if (replayEpisode !== null) reveal(replayEpisode);
    setReplayEpisode(null);
    if (searchParams.has('replay')) {
      setSearchParams(
        (params) => {
          params.delete('replay');
          return params;
        },
        { replace: true },
      );
    }
  };

  if (!leagueId) return <NoLeagueId />;

  if (leagueMissing || isNotFound(live.error)) {
    return (
      <>
        <title>League not found · Tribal Pool</title>
        <Alert variant="danger" role="alert">
          <Alert.Heading as="h1" className="h4">
            {MESSAGES.leagueNotFound}
          </Alert.Heading>
          <p className="mb-0">
            Check the link, or <Link to="/">pick a league from the home page</Link>.
          </p>
        </Alert>
      </>
    );
  }

  const leagueName = league.status === 'success' ? league.data.name : 'League Standings';
  const shielded = hiddenFrom !== null && replayEpisode === null;
  const shown = shielded ? (asOf.data ? standingsView(asOf.data) : null) : live.standings;
  const rows = shown?.standings ?? [];
  const myName = savedUser?.leagueId === leagueId ? savedUser.userName : undefined;
  const anyTeam = rows.some((row) => row.team.length > 0);

  return (
    <>
      <title>{`${leagueName} standings · Tribal Pool`}</title>
      <PageHeader
        title={leagueName}
        subtitle={
          league.status === 'success' ? (
            <>
              Commissioner {league.data.commissioner} · {league.data.members.length}{' '}
              {league.data.members.length === 1 ? 'member' : 'members'} ·{' '}
              <Link to={`/league/${encodeURIComponent(leagueId)}/record`}>League record</Link>
            </>
          ) : (
            'Standings'
          )
        }
        actions={
          <>
            {season !== undefined && <SeasonSelect season={season} onChange={setSeasonInUrl} />}
            <LiveIndicator status={live.status} />
          </>
        }
      />
      <div className="mb-3">
        <ShieldControls shield={shield} />
      </div>
      {shielded && (
        <ShieldBanner
          shield={shield}
          held={held}
          showing={hiddenFrom > 1 ? `Standings as of episode ${hiddenFrom - 1}.` : 'Standings before the season.'}
          onReplay={setReplayEpisode}
        />
      )}
      {replayEpisode !== null && replay.status === 'success' && replay.data && (
        <ReplayPlayer replay={replay.data} nameOf={(id) => castawayName(cast, id)} onDone={endReplay} />
      )}
      {replayEpisode !== null && replay.status === 'error' && (
        <Alert variant="danger" role="alert" dismissible onClose={() => setReplayEpisode(null)}>
          {replay.error instanceof ApiError && replay.error.serverMessage
            ? replay.error.serverMessage
            : 'The replay could not be loaded.'}
        </Alert>
      )}
      {league.status === 'error' && !leagueMissing && (
        <Alert variant="warning">{MESSAGES.failedToFetchLeagueData}</Alert>
      )}
      {live.error != null && !live.standings ? (
        <Alert variant="danger" role="alert">
          {live.error instanceof ApiError && live.error.serverMessage
            ? live.error.serverMessage
            : MESSAGES.failedToFetchLeagueData}
        </Alert>
      ) : !shown || shield.pending ? (
        <PageSpinner label="Loading standings…" />
      ) : replayEpisode !== null ? null : (
        <SeasonFeedProvider
          leagueId={leagueId}
          season={season}
          teamsKey={JSON.stringify(rows.map((r) => r.team))}
          cast={cast}
        >
          {/* The episode feed is the hidden episode itself: nothing of it while shielded. */}
          {!shielded && <LiveFeed />}
          {!anyTeam && (
            <Alert variant="info" className="tp-empty-standings">
              {MESSAGES.noDraftsYet}
            </Alert>
          )}
          {rows.length > 0 && (
            <Card className="tp-card shadow-sm overflow-hidden">
              <StandingsTable
                rows={rows}
                leagueId={leagueId}
                highlightUserName={myName}
                cast={cast}
                onRefresh={shielded ? async () => asOf.reload() : live.refetch}
                traceHappenings={!shielded}
              />
            </Card>
          )}
          {anyTeam && (
            <Card className="tp-card shadow-sm mt-4">
              <Card.Body>
                <h2 className="h5 mb-3">Points by episode</h2>
                <ChartArea history={history} highlightUserName={myName} hiddenFrom={shielded ? hiddenFrom : null} />
              </Card.Body>
            </Card>
          )}
        </SeasonFeedProvider>
      )}
    </>
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

export function NoLeagueId() {
  return (
    <Alert variant="warning" role="alert">
      <p className="mb-2">{MESSAGES.noLeagueId}</p>
      <Link to="/join">Find or join a league</Link>
    </Alert>
  );
}
