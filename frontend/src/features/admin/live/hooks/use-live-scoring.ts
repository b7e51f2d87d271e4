import {
  CASTAWAY_TAP_CHOICES,
  type Castaway,
  type CastawayTapChoiceId,
  type FeedItem,
  HAPPENING_MESSAGES,
  type HappeningRequest,
  seasonEpisodeRanges,
  seasonLength,
  type TribeHappeningKind,
  tapChoiceRequest,
  type Vote,
} from '@tribal/contracts';
import { useEffect, useMemo, useState } from 'react';
import type { Notice } from '@/components/ui/notice-alert';
import { useAsync } from '@/hooks/use-async';
import { useLiveHappenings } from '@/hooks/use-live-happenings';
import { useSave } from '@/hooks/use-save';
import { useSeasons } from '@/hooks/use-seasons';
import { getSeasonCastaways } from '@/lib/api/get-season-castaways';
import { getSeasonSchedule } from '@/lib/api/get-season-schedule';
import { getTribes } from '@/lib/api/get-tribes';
import { recordHappening } from '../api/record-happening';
import { undoHappening } from '../api/undo-happening';
import { castawaysInGame, challengeTribes, liveVotedOutEpisodes } from '../utils/castaways-in-game';
import { episodeReason, type OpenedEpisode, openingEpisode } from '../utils/opening-episode';
import { useCorrectionToasts } from './use-correction-toasts';
import { useKeptSeasonScores } from './use-kept-season-scores';
import { useLiveToasts } from './use-live-toasts';

/** What a tap is known by while it records and flashes: one tribe's challenge, one castaway's tile, the council. */
export const tapKeys = {
  tribe: (kind: TribeHappeningKind, tribe: string) => `${kind}:${tribe}`,
  castaway: (choice: CastawayTapChoiceId, castawayId: number) => `${choice}:${castawayId}`,
  council: 'tribalCouncil',
};
const FLASH_MS = 700;

/**
 * Everything /admin/live knows and does: which season and episode (opening on the one airing now), who is still in
 * the game, the chosen tap, each tap recorded as one happening, undo, the notices and the two sheets.
 */
export function useLiveScoring(initialSeason: number) {
  const seasons = useSeasons();
  const [season, setSeason] = useState<number>(initialSeason);
  // A 13-episode season has no episode 14: the episode stepper stops at the season's finale.
  const scoring = seasonEpisodeRanges(seasonLength(seasons.find(season))).scoring;
  const [episode, setEpisode] = useState<number>(scoring.first);
  const [choice, setChoice] = useState<CastawayTapChoiceId>('individualImmunityWin');
  /** the tap on its way (its key), and the feed line being undone */
  const [tapping, setTapping] = useState<string | null>(null);
  const [flash, setFlash] = useState<string | null>(null);
  const [undoingId, setUndoing] = useState<number | null>(null);
  const [council, setCouncil] = useState<{ open: boolean; round: number }>({ open: false, round: 0 });
  const [tribesSheet, setTribesSheet] = useState<{ open: boolean; saved: number }>({ open: false, saved: 0 });

  const live = useLiveHappenings(season, episode);
  const feed = live.feeds[episode];
  const cast = useAsync((signal) => getSeasonCastaways(season, signal), [season]);
  const tribes = useAsync((signal) => getTribes(season, episode, signal), [season, episode, tribesSheet.saved]);
  const scores = useKeptSeasonScores(season, feed?.length ?? 0);
  const schedule = useAsync((signal) => getSeasonSchedule(season, signal), [season]);

  // Open on the episode airing now by the schedule (unless its scores are final), else the last scored one.
  const [opened, setOpened] = useState<OpenedEpisode | null>(null);
  const [episodeChosen, setEpisodeChosen] = useState(false);
  useEffect(() => {
    if (episodeChosen || !scores.loaded || schedule.status === 'loading') return;
    const opening = openingEpisode(schedule.data, scores.loaded, Date.now(), scoring.last);
    setEpisode(opening.episode);
    setOpened({ season, ...opening });
    setEpisodeChosen(true);
  }, [scores.loaded, schedule.status, schedule.data, episodeChosen, season, scoring.last]);

  const { toasts, showToast, dismissToast } = useLiveToasts();
  // A refused tap or undo is said in a toast; a recorded one shows itself (the flash, the feed line).
  const toastFailure = (notice: Notice | null) => {
    if (notice?.variant === 'danger') showToast({ variant: 'danger', text: notice.text });
  };
  const recording = useSave({ show: toastFailure });
  const undoCycle = useSave({ show: toastFailure });
  const castaways: Castaway[] = cast.data ?? [];
  const names = useMemo(() => new Map(castaways.map((c) => [c.id, c.name])), [castaways]);
  const nameOf = (id: number) => names.get(id) ?? `Castaway #${id}`;
  const tribeOf = (id: number) => tribes.data?.[String(id)] ?? '';
  const out = liveVotedOutEpisodes(scores.kept, feed);
  const inGame = castawaysInGame(castaways, out, episode);
  useCorrectionToasts(feed, `${season}:${episode}`, nameOf, showToast);

  function tap(key: string, happening: HappeningRequest): Promise<boolean> {
    setTapping(key);
    return recording.save(() => recordHappening(season, episode, happening), {
      failure: HAPPENING_MESSAGES.failedToRecord,
      onSaved: () => {
        setFlash(key);
        setTimeout(() => setFlash((f) => (f === key ? null : f)), FLASH_MS);
      },
    });
  }

  function undo(item: FeedItem) {
    setUndoing(item.id);
    void undoCycle.save(() => undoHappening(season, episode, item.id), { failure: HAPPENING_MESSAGES.failedToRecord });
  }

  return {
    season,
    changeSeason(next: number) {
      setSeason(next);
      setEpisodeChosen(false);
      setOpened(null);
    },
    episode,
    why: episodeReason(opened, season, episode, scores.kept),
    step(delta: number) {
      setEpisodeChosen(true);
      setEpisode((e) => Math.min(scoring.last, Math.max(scoring.first, e + delta)));
    },
    isLive: live.status === 'live',
    feed: feed ?? [],
    castaways,
    outIn: (castawayId: number) => out.get(castawayId),
    inGame,
    tribeNames: challengeTribes(inGame, tribeOf),
    nameOf,
    tribeOf,
    choice,
    choiceLabel: CASTAWAY_TAP_CHOICES.find((c) => c.id === choice)?.label ?? '',
    setChoice,
    busy: recording.saving ? tapping : null,
    flash,
    tapTribe: (kind: TribeHappeningKind, tribe: string) => void tap(tapKeys.tribe(kind, tribe), { kind, tribe }),
    tapCastaway: (castawayId: number) =>
      void tap(tapKeys.castaway(choice, castawayId), tapChoiceRequest(choice, castawayId)),
    undo: (item: FeedItem) => void undo(item),
    undoingId: undoCycle.saving ? undoingId : null,
    toasts,
    dismissToast,
    council: {
      shown: council.open,
      round: council.round,
      show: () => setCouncil((s) => ({ open: true, round: s.round })),
      close: () => setCouncil((s) => ({ ...s, open: false })),
      async record(votes: { votes: Vote[]; votedOut: number[] }) {
        if (await tap(tapKeys.council, { kind: 'tribalCouncil', ...votes })) {
          setCouncil((s) => ({ open: false, round: s.round + 1 }));
        }
      },
    },
    tribesSheet: {
      shown: tribesSheet.open,
      savedCount: tribesSheet.saved,
      show: () => setTribesSheet((s) => ({ ...s, open: true })),
      close: () => setTribesSheet((s) => ({ ...s, open: false })),
      onSaved: () => setTribesSheet((s) => ({ open: false, saved: s.saved + 1 })),
    },
  };
}

export type LiveScoring = ReturnType<typeof useLiveScoring>;
