import { MESSAGES, scoresByEpisode, votedOutEpisodes } from '@tribal/contracts';
import { Alert, Card } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router';
import { EpisodePointsTable } from '@/components/episode-points-table';
import { PageSpinner } from '@/components/ui/page-spinner';
import { CastawayPageLoadFailure, useCastawayPage } from '@/features/castaways/api/get-castaway-page';
import { CastawayProfile } from '@/features/castaways/components/castaway-profile';
import { TribalCouncilVotes } from '@/features/happenings/components/tribal-council-votes';
import { castawayEpisodes } from '@/features/scores/utils/castaway-episodes';
import { ShieldBanner } from '@/features/spoiler-shield/components/shield-banner';
import { useSpoilerShield } from '@/features/spoiler-shield/hooks/use-spoiler-shield';
import { withoutHiddenEpisodes } from '@/features/spoiler-shield/utils/hide-episodes';
import { useTribes } from '@/lib/api/get-tribes';
import { ApiError } from '@/lib/api-client';

export function CastawayScoresRoute() {
  const { leagueId = '', castawayId } = useParams();
  const page = useCastawayPage(leagueId);
  const shield = useSpoilerShield(page.data?.league.season);
  // The tribe as of the last episode this viewer may see (a swap or the merge in a hidden episode would spoil it).
  // Undefined: as of the season's finale (the server knows its length).
  const tribesEpisode = shield.hiddenFrom === null ? undefined : Math.max(1, shield.hiddenFrom - 1);
  const season = page.data?.league.season;
  const tribes = useTribes(shield.pending ? undefined : season, tribesEpisode);
  const standingsLink = `/league/${encodeURIComponent(leagueId)}`;
  const navigate = useNavigate();
  const back = (
    <Link to={standingsLink} className="d-inline-block mt-3">
      ← Back to standings
    </Link>
  );

  if (page.status === 'pending' || shield.pending) return <PageSpinner label="Loading castaway…" />;
  if (page.status === 'error') {
    const text =
      page.error instanceof CastawayPageLoadFailure
        ? page.error.message
        : page.error instanceof ApiError && page.error.status === 404
          ? MESSAGES.leagueNotFound
          : MESSAGES.failedToFetchLeagueData;
    return (
      <>
        <title>Castaway · Tribal Pool</title>
        <Alert variant="danger" role="alert">
          {text}
        </Alert>
        {back}
      </>
    );
  }

  const { league, castaways } = page.data;
  // Spoiler shield: nothing from an episode not yet aired in the viewer's zone.
  const scores = withoutHiddenEpisodes(page.data.scores, shield.hiddenFrom);
  const castaway = castaways.find((c) => String(c.id) === castawayId);
  if (!castaway) {
    return (
      <>
        <title>Castaway not found · Tribal Pool</title>
        <Alert variant="warning" role="alert">
          Castaway not found.
        </Alert>
        {back}
      </>
    );
  }

  const episodes = castawayEpisodes(scores, castaway.id);
  const total = episodes.reduce((sum, e) => sum + e.total, 0);
  return (
    <>
      <title>{`${castaway.name} · ${league.name} · Tribal Pool`}</title>
      <nav aria-label="Breadcrumb" className="small mb-3">
        <Link to={standingsLink}>{league.name}</Link> <span className="text-secondary">/ {castaway.name}</span>
      </nav>
      <ShieldBanner
        shield={shield}
        showing="Points from it on are hidden."
        onReplay={(episode) => navigate(`${standingsLink}?replay=${episode}`)}
      />
      <Card className="tp-card shadow-sm mb-4">
        <Card.Body className="p-4">
          <CastawayProfile
            castaway={castaway}
            tribe={tribes.data?.[String(castaway.id)]}
            total={total}
            votedOutEpisode={votedOutEpisodes(scoresByEpisode(scores)).get(castaway.id)}
          />
        </Card.Body>
      </Card>
      <Card className="tp-card shadow-sm">
        <Card.Body className="p-0 p-sm-2">
          <h2 className="h5 px-3 pt-3">Points by episode</h2>
          {episodes.length === 0 ? (
            <p className="text-secondary px-3 pb-3 mb-0">No scoring events recorded.</p>
          ) : (
            <div className="table-responsive">
              <EpisodePointsTable episodes={episodes} caption={`${castaway.name}: points by episode`} episodeTotals />
            </div>
          )}
        </Card.Body>
      </Card>
      <TribalCouncilVotes
        season={league.season}
        castaway={castaway}
        castaways={castaways}
        hiddenFrom={shield.hiddenFrom}
      />
      {back}
    </>
  );
}
