import '../live-scoring.css';
import {
  type Castaway,
  describeHappening,
  type FeedItem,
  HAPPENING_MESSAGES,
  type HappeningRequest,
  SEASON_EPISODE_COUNTS,
  type SeasonScores,
  seasonEpisodeRanges,
} from '@tribal/contracts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import { LiveIndicator } from '@/components/live-indicator';
import { SeasonSelect } from '@/components/season-select';
import { PageHeader } from '@/components/ui/page-header';
import { BackToDashboard } from '@/features/admin/components/back-to-dashboard';
import { useAsync } from '@/hooks/use-async';
import { useLiveHappenings } from '@/hooks/use-live-happenings';
import { useSeasons } from '@/hooks/use-seasons';
import { getSeasonCastaways } from '@/lib/api/get-season-castaways';
import { getSeasonSchedule } from '@/lib/api/get-season-schedule';
import { getSeasonScores } from '@/lib/api/get-season-scores';
import { getTribes } from '@/lib/api/get-tribes';
import { errorMessage } from '@/lib/api-client';
import { castawayPointsText } from '@/lib/feed-text';
import { recordHappening } from '../api/record-happening';
import { undoHappening } from '../api/undo-happening';
import { isEpisodeFinal, type OpeningReason, openingEpisode } from '../utils/opening-episode';
import { CastawayTile } from './castaway-tile';
import { type LiveToast, LiveToasts } from './live-toasts';
import { TribalCouncilSheet } from './tribal-council-sheet';
import { TribesSheet } from './tribes-sheet';
import { UndoBar } from './undo-bar';

/** What a tap on a castaway records: one chip is chosen, then every tap is one happening. */
const CASTAWAY_ACTIONS = [
  { id: 'individualImmunityWin', label: 'Immunity' },
  { id: 'individualRewardWin', label: 'Reward' },
  { id: 'idolObtained', label: 'Found idol' },
  { id: 'advantageObtained', label: 'Got advantage' },
  { id: 'playedIdolAdvantage', label: 'Played idol/adv.' },
  { id: 'shotInDarkWin', label: 'Shot in the dark' },
  { id: 'advantageAbandoned', label: 'Lost advantage' },
  { id: 'idolAbandoned', label: 'Lost idol' },
  { id: 'place1', label: '1st place' },
  { id: 'place2', label: '2nd place' },
  { id: 'place3', label: '3rd place' },
] as const;
type CastawayAction = (typeof CASTAWAY_ACTIONS)[number]['id'];

function requestFor(action: CastawayAction, castawayId: number): HappeningRequest {
  if (action === 'place1' || action === 'place2' || action === 'place3') {
    return { kind: 'finalPlacement', castawayId, place: Number(action.slice(5)) };
  }
  return { kind: action, castawayId };
}

/** Castaway id -> the first episode they went home in, from the season's records (spec §4). */
function outEpisodes(scores: SeasonScores | undefined, feed: FeedItem[] | undefined): Map<number, number> {
  const out = new Map<number, number>();
  for (const [episode, records] of Object.entries(scores ?? {})) {
    for (const [id, record] of Object.entries(records)) {
      if (record.votedOut && (out.get(Number(id)) ?? Number.POSITIVE_INFINITY) > Number(episode)) {
        out.set(Number(id), Number(episode));
      }
    }
  }
  for (const item of feed ?? []) {
    if (item.kind === 'tribalCouncil' && !item.undone) {
      for (const id of item.votedOut ?? [])
        if (!out.has(id) || (out.get(id) ?? 0) > item.episode) out.set(id, item.episode);
    }
  }
  return out;
}

/**
 * The admin's phone during the broadcast: big tiles, one tap per happening, a tribal-council sheet, and the last
 * happenings with Undo under the thumb. Every tap carries its own Idempotency-Key, so a retry never counts twice.
 */
export function LiveScoringScreen() {
  const seasons = useSeasons();
  if (seasons.defaultSeason === undefined) return null;
  return <LiveScoringForSeasons initialSeason={seasons.defaultSeason} />;
}

function LiveScoringForSeasons({ initialSeason }: { initialSeason: number }) {
  const seasons = useSeasons();
  const [season, setSeason] = useState<number>(initialSeason);
  // A 13-episode season has no episode 14: the episode stepper stops at the season's finale.
  const scoring = seasonEpisodeRanges(seasons.find(season)?.episodes ?? SEASON_EPISODE_COUNTS.default).scoring;
  const [episode, setEpisode] = useState<number>(scoring.first);
  const [action, setAction] = useState<CastawayAction>('individualImmunityWin');
  const [busy, setBusy] = useState<string | null>(null);
  const [flash, setFlash] = useState<string | null>(null);
  const [toasts, setToasts] = useState<LiveToast[]>([]);
  const [undoingId, setUndoingId] = useState<number | null>(null);
  const [sheet, setSheet] = useState<{ open: boolean; round: number }>({ open: false, round: 0 });
  const [tribesSheet, setTribesSheet] = useState<{ open: boolean; saved: number }>({ open: false, saved: 0 });

  const live = useLiveHappenings(season, episode);
  const feed = live.feeds[episode];
  const cast = useAsync((signal) => getSeasonCastaways(season, signal), [season]);
  const tribes = useAsync((signal) => getTribes(season, episode, signal), [season, episode, tribesSheet.saved]);
  // Who is still in the game: the season's records, refreshed as this episode's feed grows.
  const feedLength = feed?.length ?? 0;
  const scoresNow = useAsync((signal) => getSeasonScores(season, signal), [season, feedLength]);
  // While the records reload after a happening, the screen keeps showing the ones it had.
  const lastScores = useRef<{ season: number; data: SeasonScores } | null>(null);
  if (scoresNow.data) lastScores.current = { season, data: scoresNow.data };
  const scores = { data: lastScores.current?.season === season ? lastScores.current.data : undefined };
  const schedule = useAsync((signal) => getSeasonSchedule(season, signal), [season]);

  // Open on the episode airing now by the schedule (unless its scores are final), else the last scored one.
  const [opened, setOpened] = useState<{ season: number; episode: number; reason: OpeningReason } | null>(null);
  const [episodeChosen, setEpisodeChosen] = useState(false);
  useEffect(() => {
    if (episodeChosen || !scoresNow.data || schedule.status === 'loading') return;
    const opening = openingEpisode(schedule.data, scoresNow.data, Date.now(), scoring.last);
    setEpisode(opening.episode);
    setOpened({ season, ...opening });
    setEpisodeChosen(true);
  }, [scoresNow.data, schedule.status, schedule.data, episodeChosen, season, scoring.last]);

  const showToast = (toast: Omit<LiveToast, 'id'>) =>
    setToasts((shown) => [
      ...shown.filter((t) => t.text !== toast.text),
      { ...toast, id: `${Date.now()}-${Math.random()}` },
    ]);
  const dismissToast = (id: string) => setToasts((shown) => shown.filter((t) => t.id !== id));
  const setError = (text: string | null) => (text ? showToast({ variant: 'danger', text }) : undefined);

  const castaways: Castaway[] = cast.data ?? [];
  const names = useMemo(() => new Map(castaways.map((c) => [c.id, c.name])), [castaways]);
  const nameOf = (id: number) => names.get(id) ?? `Castaway #${id}`;
  const tribeOf = (id: number) => tribes.data?.[String(id)] ?? '';
  const out = outEpisodes(scores.data, feed);
  const inGame = castaways.filter((c) => !out.has(c.id) || (out.get(c.id) ?? 0) > episode);
  const tribeNames = [...new Set(inGame.map((c) => tribeOf(c.id)))].filter((t) => t && t !== '-').sort();
  const actionLabel = CASTAWAY_ACTIONS.find((a) => a.id === action)?.label ?? '';

  // A grid save by someone else arrives as a correction line: say so, once, where it covers nothing.
  const seen = useRef<{ key: string; ids: Set<number> } | null>(null);
  useEffect(() => {
    if (!feed) return;
    const key = `${season}:${episode}`;
    if (seen.current?.key !== key) {
      seen.current = { key, ids: new Set(feed.map((item) => item.id)) };
      return;
    }
    for (const item of feed) {
      if (seen.current.ids.has(item.id)) continue;
      seen.current.ids.add(item.id);
      if (item.kind === 'correction') {
        const points = castawayPointsText(item.points, nameOf);
        showToast({ variant: 'info', text: `Scores corrected in Ep ${item.episode}${points ? `: ${points}` : ''}` });
      }
    }
  });

  const why =
    opened && opened.season === season && opened.episode === episode
      ? opened.reason
      : isEpisodeFinal(scores.data, episode)
        ? 'final'
        : scores.data?.[String(episode)]
          ? 'scores not final'
          : 'nothing recorded yet';

  async function tap(key: string, happening: HappeningRequest) {
    setBusy(key);
    try {
      await recordHappening(season, episode, happening);
      setFlash(key);
      setTimeout(() => setFlash((f) => (f === key ? null : f)), 700);
      return true;
    } catch (e) {
      setError(errorMessage(e, HAPPENING_MESSAGES.failedToRecord));
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function undo(item: FeedItem) {
    setUndoingId(item.id);
    try {
      await undoHappening(season, episode, item.id);
    } catch (e) {
      setError(errorMessage(e, HAPPENING_MESSAGES.failedToRecord));
    } finally {
      setUndoingId(null);
    }
  }

  const step = (delta: number) => {
    setEpisodeChosen(true);
    setEpisode((e) => Math.min(scoring.last, Math.max(scoring.first, e + delta)));
  };

  return (
    <div className="tp-live-screen">
      <PageHeader
        title="Live scoring"
        subtitle={<span data-testid="live-episode-why">{`Ep ${episode} · ${why}`}</span>}
        actions={<BackToDashboard />}
      />
      <div className="tp-live-top">
        <SeasonSelect
          season={season}
          onChange={(s) => {
            setSeason(s);
            setEpisodeChosen(false);
            setOpened(null);
          }}
        />
        <fieldset className="tp-live-episode" aria-label="Episode">
          <Button variant="outline-dark" onClick={() => step(-1)} aria-label="Previous episode">
            −
          </Button>
          <span className="tp-live-episode-number" aria-live="polite">
            Ep {episode}
          </span>
          <Button variant="outline-dark" onClick={() => step(1)} aria-label="Next episode">
            +
          </Button>
        </fieldset>
        <LiveIndicator status={live.status === 'live' ? 'live' : 'reconnecting'} />
      </div>

      <LiveToasts toasts={toasts} onDismiss={dismissToast} />

      <section aria-labelledby="tp-live-tribes">
        <h2 id="tp-live-tribes" className="tp-live-heading">
          Tribe challenges
        </h2>
        <div className="tp-live-tribe-grid">
          {tribeNames.map((tribe) => (
            <div key={tribe} className="tp-live-tribe-tile">
              <span className="tp-live-tribe-name">{tribe}</span>
              {(['tribeImmunityWin', 'tribeRewardWin'] as const).map((kind) => (
                <Button
                  key={kind}
                  variant={flash === `${kind}:${tribe}` ? 'success' : 'light'}
                  className="tp-live-big"
                  disabled={busy !== null}
                  aria-label={kind === 'tribeImmunityWin' ? `${tribe} won immunity` : `${tribe} won reward`}
                  onClick={() => void tap(`${kind}:${tribe}`, { kind, tribe })}
                >
                  {kind === 'tribeImmunityWin' ? 'Immunity' : 'Reward'}
                </Button>
              ))}
            </div>
          ))}
        </div>
      </section>

      <div className="tp-live-sheets">
        <Button variant="dark" size="lg" onClick={() => setSheet((s) => ({ open: true, round: s.round }))}>
          Tribal council…
        </Button>
        <Button variant="outline-dark" onClick={() => setTribesSheet((s) => ({ ...s, open: true }))}>
          Tribes…
        </Button>
      </div>

      <section aria-labelledby="tp-live-castaways">
        <h2 id="tp-live-castaways" className="tp-live-heading">
          Tap a castaway: {actionLabel}
        </h2>
        <fieldset className="tp-live-actions" aria-label="What happened">
          {CASTAWAY_ACTIONS.map((a) => (
            <Button
              key={a.id}
              size="sm"
              variant={action === a.id ? 'primary' : 'outline-primary'}
              aria-pressed={action === a.id}
              onClick={() => setAction(a.id)}
            >
              {a.label}
            </Button>
          ))}
        </fieldset>
        <div className="tp-live-grid">
          {castaways.map((c) => {
            const key = `${action}:${c.id}`;
            const outIn = out.get(c.id);
            return (
              <CastawayTile
                key={c.id}
                castaway={c}
                tribe={tribeOf(c.id)}
                outIn={outIn !== undefined && outIn <= episode ? outIn : undefined}
                busy={busy === key}
                flash={flash === key}
                actionLabel={actionLabel}
                onTap={() => void tap(key, requestFor(action, c.id))}
              />
            );
          })}
        </div>
      </section>

      <TribalCouncilSheet
        key={`${season}-${episode}-${sheet.round}`}
        show={sheet.open}
        episode={episode}
        inGame={inGame}
        tribeOf={tribeOf}
        busy={busy === 'tribalCouncil'}
        onClose={() => setSheet((s) => ({ ...s, open: false }))}
        onRecord={async (council) => {
          if (await tap('tribalCouncil', { kind: 'tribalCouncil', ...council })) {
            setSheet((s) => ({ open: false, round: s.round + 1 }));
          }
        }}
      />

      <TribesSheet
        key={`tribes-${season}-${episode}-${tribesSheet.saved}`}
        show={tribesSheet.open}
        season={season}
        episode={episode}
        inGame={inGame}
        tribeOf={tribeOf}
        onClose={() => setTribesSheet((s) => ({ ...s, open: false }))}
        onSaved={() => setTribesSheet((s) => ({ open: false, saved: s.saved + 1 }))}
      />

      <UndoBar items={feed ?? []} nameOf={nameOf} undoingId={undoingId} onUndo={(item) => void undo(item)} />
      <span className="visually-hidden" aria-live="polite">
        {feed?.length ? `Recorded: ${describeHappening(feed[feed.length - 1], nameOf)}` : ''}
      </span>
    </div>
  );
}
