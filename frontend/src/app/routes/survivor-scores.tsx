import { scoresByEpisode, votedOutEpisodes } from '@tribal/contracts';
import { useMemo } from 'react';
import { Accordion, Alert, Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { LiveIndicator } from '@/components/live-indicator';
import { SeasonSelect } from '@/components/season-select';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useLeagueDrafts } from '@/features/drafts/api/get-league-drafts';
import { draftOf } from '@/features/drafts/utils/draft-rules';
import { CastawayScoreItem } from '@/features/scores/components/castaway-score-item';
import { useLiveSeasonScores } from '@/features/scores/hooks/use-live-season-scores';
import { castawayEpisodes, castawayTotals } from '@/features/scores/utils/castaway-episodes';
import { ShieldBanner } from '@/features/spoiler-shield/components/shield-banner';
import { ShieldControls } from '@/features/spoiler-shield/components/shield-controls';
import { useSpoilerShield } from '@/features/spoiler-shield/hooks/use-spoiler-shield';
import { withoutHiddenEpisodes } from '@/features/spoiler-shield/utils/hide-episodes';
import { useSeasonParam } from '@/hooks/use-season-param';
import { useSeasons } from '@/hooks/use-seasons';
import { useLeague } from '@/lib/api/get-league';
import { useSeasonCastaways } from '@/lib/api/get-season-castaways';
import { useSavedUserStore } from '@/stores/saved-user-store';

/** /survivor-scores (spec §2): every castaway's points and inventory for a season, kept live. */
export function SurvivorScoresRoute() {
  const user = useSavedUserStore((state) => state.user);
  const [seasonInUrl, setSeasonInUrl] = useSeasonParam();
  const leagueId = user?.leagueId;
  const league = useLeague(leagueId);
  const drafts = useLeagueDrafts(leagueId);

  // The season in the URL wins; else the saved user's league season; else the default (the one airing now, …).
  const { defaultSeason } = useSeasons();
  const season =
    seasonInUrl ??
    (!user
      ? defaultSeason
      : league.status === 'success'
        ? league.data.season
        : league.status === 'error'
          ? defaultSeason
          : undefined);
  const live = useLiveSeasonScores(season);
  const castaways = useSeasonCastaways(season);

  const myTeam = useMemo(() => {
    if (!user || !drafts.data || league.data?.season !== season) return new Set<number>();
    return new Set(draftOf(drafts.data, user.userName)?.team ?? []);
  }, [user, drafts.data, league.data?.season, season]);

  // Spoiler shield: episodes not yet aired in the viewer's zone are left out, and the inventory (today's counts)
  // with them; pushes still arrive and are applied underneath, shown once revealed.
  const shield = useSpoilerShield(season);
  const liveScores = live.scores.status === 'success' ? live.scores.data : undefined;
  const scores = useMemo(
    () => (liveScores ? withoutHiddenEpisodes(liveScores, shield.hiddenFrom) : undefined),
    [liveScores, shield.hiddenFrom],
  );
  const inventoryHidden = shield.hiddenFrom !== null;
  const inventory = live.inventory.status === 'success' ? live.inventory.data : {};
  const totals = useMemo(() => (scores ? castawayTotals(scores) : new Map<number, number>()), [scores]);
  const votedOut = useMemo(
    () => (scores ? votedOutEpisodes(scoresByEpisode(scores)) : new Map<number, number>()),
    [scores],
  );
  const ordered = useMemo(
    () =>
      [...(castaways.data ?? [])].sort(
        (a, b) => (totals.get(b.id) ?? 0) - (totals.get(a.id) ?? 0) || a.name.localeCompare(b.name),
      ),
    [castaways.data, totals],
  );

  const loading =
    season === undefined || castaways.status === 'pending' || live.scores.status === 'loading' || shield.pending;

  return (
    <>
      <title>Survivor Point Totals & Inventory · Tribal Pool</title>
      <PageHeader
        title="Survivor Point Totals & Inventory"
        subtitle="Every castaway's points, idols and advantages, episode by episode."
        actions={
          season !== undefined && (
            <>
              <SeasonSelect season={season} onChange={setSeasonInUrl} />
              <LiveIndicator status={live.status} />
            </>
          )
        }
      />
      <div className="mb-3">
        <ShieldControls shield={shield} />
      </div>
      <ShieldBanner shield={shield} showing="Scores, votes and inventory from it on are hidden." />
      {live.scores.status === 'error' && (
        <Alert variant="danger" role="alert">
          Failed to fetch scores
        </Alert>
      )}
      {live.inventory.status === 'error' && (
        <Alert variant="danger" role="alert">
          Failed to fetch inventory
        </Alert>
      )}
      {castaways.status === 'error' && (
        <Alert variant="danger" role="alert">
          Could not load castaways.
        </Alert>
      )}
      {loading ? (
        <PageSpinner label="Loading scores…" />
      ) : ordered.length === 0 ? (
        castaways.status === 'success' && (
          <Card className="tp-card shadow-sm">
            <Card.Body className="text-secondary">No castaways have been added for season {season} yet.</Card.Body>
          </Card>
        )
      ) : (
        <Accordion alwaysOpen className="tp-score-accordion shadow-sm">
          {ordered.map((castaway) => (
            <CastawayScoreItem
              key={castaway.id}
              castaway={castaway}
              episodes={scores ? castawayEpisodes(scores, castaway.id) : []}
              total={totals.get(castaway.id) ?? 0}
              idols={inventoryHidden ? null : (inventory[String(castaway.id)]?.idols ?? 0)}
              advantages={inventoryHidden ? null : (inventory[String(castaway.id)]?.advantages ?? 0)}
              votedOutEpisode={votedOut.get(castaway.id)}
              yourPick={myTeam.has(castaway.id)}
            />
          ))}
        </Accordion>
      )}
      <Link to="/" className="d-inline-block mt-4">
        ← Back to Home
      </Link>
    </>
  );
}
