import { MESSAGES, OFFLINE_MESSAGES } from '@tribal/contracts';
import { Alert, Card } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { LiveIndicator } from '@/components/live-indicator';
import { SeasonSelect } from '@/components/season-select';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { FeedLineReactions } from '@/features/chat/components/feed-line-reactions';
import { StandingsWithChat } from '@/features/chat/components/standings-with-chat';
import { useLeagueChat } from '@/features/chat/hooks/use-league-chat';
import { useLeagueReactions } from '@/features/chat/hooks/use-league-reactions';
import { useTeamStints } from '@/features/happenings/api/get-team-stints';
import { LiveFeed } from '@/features/happenings/components/live-feed';
import { MemberPointsTrace } from '@/features/happenings/components/member-points-trace';
import { SeasonFeedProvider } from '@/features/happenings/components/season-feed-provider';
import { LeagueByline } from '@/features/leagues/components/league-byline';
import { LeagueNotFound } from '@/features/leagues/components/league-not-found';
import { ShieldBanner } from '@/features/spoiler-shield/components/shield-banner';
import { ShieldControls } from '@/features/spoiler-shield/components/shield-controls';
import { useSpoilerShield } from '@/features/spoiler-shield/hooks/use-spoiler-shield';
import { PointsByEpisode } from '@/features/standings/components/points-by-episode';
import { StandingsReplay } from '@/features/standings/components/standings-replay';
import { StandingsTable } from '@/features/standings/components/standings-table';
import { useLiveStandings } from '@/features/standings/hooks/use-live-standings';
import { useShieldedStandings } from '@/features/standings/hooks/use-shielded-standings';
import { lastSeenStandings } from '@/features/standings/utils/last-seen-standings';
import { useLiveHappenings } from '@/hooks/use-live-happenings';
import { useReadyWithin } from '@/hooks/use-ready-within';
import { castawayName, useSeasonCast } from '@/hooks/use-season-cast';
import { useSeasonParam } from '@/hooks/use-season-param';
import { useSeasons } from '@/hooks/use-seasons';
import { useLeague } from '@/lib/api/get-league';
import { ApiError } from '@/lib/api-client';
import { formatLocalClockTime } from '@/lib/local-clock';
import { entryIn, useSavedUserStore } from '@/stores/saved-user-store';

/** How long the standings, once loaded, wait for the episode feed drawn above them. */
const FEED_WAIT_MS = 2000;

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function LeagueStandingsRoute() {
  const { leagueId } = useParams();
  const [seasonInUrl, setSeasonInUrl] = useSeasonParam();
  const savedUser = useSavedUserStore((state) => (leagueId ? entryIn(state, leagueId) : null));
  // Without a league id the page says so (below) and asks for nothing.
  const league = useLeague(leagueId);

  const leagueMissing = league.status === 'error' && isNotFound(league.error);
  // The season in the URL wins; else the league's current season; if the league details failed for another
  // reason (offline, say) the standings are still worth showing: for the season last seen here, else the default.
  const { defaultSeason } = useSeasons();
  const season =
    seasonInUrl ??
    (league.status === 'success'
      ? league.data.season
      : league.status === 'error'
        ? ((leagueId ? lastSeenStandings(leagueId)?.season : undefined) ?? defaultSeason)
        : undefined);
  const live = useLiveStandings(leagueMissing ? undefined : leagueId, season);
  // Rows name castaways by id: names and pictures come from the season's cast (kept by the browser, by ETag).
  const cast = useSeasonCast(season, live.teamChanges);

  // The spoiler shield: while an episode is hidden the page shows the standings as of the episode before.
  const shield = useSpoilerShield(season);
  const hiddenFrom = shield.hiddenFrom;
  const { shielded, shown, held, refresh, replay } = useShieldedStandings(leagueId, season, shield, live);
  // The episode feed, above the table, and the team stints that say whose points each line moved: loaded
  // alongside the standings, and shown with them (below).
  const happenings = useLiveHappenings(leagueMissing ? undefined : season);
  // Who holds which castaways, by member (not by rank: a live change of totals that reorders the table is not a
  // new team, and every viewer reloading the stints on each one would be a burst on episode night).
  const teamsKey = shown
    ? JSON.stringify(shown.standings.map((r) => [r.userName, r.team]).sort(([a], [b]) => (a < b ? -1 : 1)))
    : undefined;
  const stints = useTeamStints(leagueMissing ? undefined : leagueId, season, teamsKey);
  // Under the shield there is no feed to wait for; a slow feed holds the table back 2 s at most.
  const feedReady = useReadyWithin(
    shielded || (happenings.ready && stints.status !== 'pending'),
    shown ? FEED_WAIT_MS : null,
  );
  // Issue 31: the league's chat and the feed's reactions, behind the same shield (the server holds back for it).
  const chat = useLeagueChat(leagueMissing ? undefined : leagueId, {
    timeZone: shield.enabled ? shield.timeZone : undefined,
    revealedThrough: shield.enabled ? shield.revealedThrough : undefined,
  });
  const reactions = useLeagueReactions(chat, season);

  if (!leagueId) return <NoLeagueId />;

  if (leagueMissing || isNotFound(live.error)) return <LeagueNotFound />;
  // The header waits for the league's details: drawn before them, its name, byline and season chooser would change
  // height as they arrived and push the page down under a thumb.
  if (league.status === 'pending') return <PageSpinner label="Loading standings…" fillScreen />;

  const leagueName = league.status === 'success' ? league.data.name : 'League Standings';
  const rows = shown?.standings ?? [];
  const myName = savedUser?.userName;
  const anyTeam = rows.some((row) => row.team.length > 0);

  return (
    <>
      <title>{`${leagueName} standings · Tribal Pool`}</title>
      <PageHeader
        title={leagueName}
        subtitle={league.status === 'success' ? <LeagueByline league={league.data} leagueId={leagueId} /> : 'Standings'}
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
      {shielded && hiddenFrom !== null && (
        <ShieldBanner
          shield={shield}
          held={held}
          showing={hiddenFrom > 1 ? `Standings as of episode ${hiddenFrom - 1}.` : 'Standings before the season.'}
          onReplay={replay.start}
        />
      )}
      <StandingsWithChat chat={chat}>
        <StandingsReplay replay={replay} nameOf={(id) => castawayName(cast, id)} />
        {live.offlineAsOf !== null ? (
          <Alert variant="secondary" className="tp-offline-standings" role="status">
            <strong>{OFFLINE_MESSAGES.standingsAsOf(formatLocalClockTime(live.offlineAsOf))}</strong>
            <span className="d-block small">{OFFLINE_MESSAGES.standingsAsOfDetail}</span>
          </Alert>
        ) : (
          league.status === 'error' &&
          !leagueMissing && <Alert variant="warning">{MESSAGES.failedToFetchLeagueData}</Alert>
        )}
        {live.error != null && !live.standings ? (
          <Alert variant="danger" role="alert">
            {live.error instanceof ApiError && live.error.serverMessage
              ? live.error.serverMessage
              : MESSAGES.failedToFetchLeagueData}
          </Alert>
        ) : !shown || shield.pending || !feedReady ? (
          // The feed sits above the table: drawing the table first would have it jump down a screen when the
          // feed arrived, under a thumb about to tap a row.
          <PageSpinner label="Loading standings…" fillScreen />
        ) : replay.episode !== null ? null : (
          <SeasonFeedProvider live={happenings} stints={stints.data} cast={cast}>
            {/* The episode feed is the hidden episode itself: nothing of it while shielded. */}
            {!shielded && (
              <LiveFeed
                renderReactions={(happeningId, line) => (
                  <FeedLineReactions reactions={reactions} happeningId={happeningId} line={line} />
                )}
              />
            )}
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
                  onRefresh={refresh}
                  renderTrace={shielded ? undefined : (userName) => <MemberPointsTrace userName={userName} />}
                />
              </Card>
            )}
            {/* The chart needs the server's history: offline it waits, rather than claim the table is current. */}
            {anyTeam && live.offlineAsOf === null && (
              <PointsByEpisode
                leagueId={leagueId}
                season={season}
                totalsChanges={live.totalsChanges}
                highlightUserName={myName}
                hiddenFrom={shielded ? hiddenFrom : null}
              />
            )}
          </SeasonFeedProvider>
        )}
      </StandingsWithChat>
    </>
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
