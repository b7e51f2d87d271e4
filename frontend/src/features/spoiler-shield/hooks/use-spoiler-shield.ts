import { episodeMinutes, firstHiddenEpisode, lastScheduledEpisode, localAirEnd } from '@tribal/contracts';
import { useCallback } from 'react';
import { useNow } from '@/hooks/use-now';
import { useSeasonSchedule } from '@/lib/api/get-season-schedule';
import { browserTimeZone, useShieldStore } from '@/stores/spoiler-shield-store';

const NO_AIR_TIMES: Readonly<Record<string, string>> = {};

export interface SpoilerShield {
  enabled: boolean;
  /** the zone the shield judges in: the viewer's choice, else the browser's */
  timeZone: string;
  /** the viewer chose the zone (rather than the browser's) */
  timeZoneChosen: boolean;
  /** the shield is on and its schedule still loading: show nothing yet rather than flash a spoiler */
  pending: boolean;
  /** the first episode hidden from this viewer (everything from it on is hidden), or null */
  hiddenFrom: number | null;
  /** when the hidden episode has aired in the viewer's zone (ms), for the banner */
  hiddenUntil: number | null;
  /** the viewer revealed the season's episodes through this one (the chat's shield is told it too) */
  revealedThrough: number | undefined;
  setEnabled: (enabled: boolean) => void;
  setTimeZone: (timeZone: string | null) => void;
  /** reveal through this episode */
  reveal: (throughEpisode: number) => void;
  /** reveal every episode whose broadcast has begun: "jump to now" */
  revealAll: () => void;
}

/**
 * The spoiler shield for one season: the season schedule's air times judged in the viewer's zone (the pure
 * decision in contracts), re-judged every 30 seconds so an episode appears once it has aired and run its length.
 */
export function useSpoilerShield(season: number | undefined): SpoilerShield {
  const settings = useShieldStore();
  const now = useNow(30_000);
  // Only a shield that is on needs the air times; a schedule that cannot be read counts as none.
  const watched = settings.enabled ? season : undefined;
  const schedule = useSeasonSchedule(watched);
  const timeZone = settings.timeZone ?? browserTimeZone();
  const revealedThrough = season === undefined ? undefined : settings.revealed[String(season)];
  const airTimes = schedule.data ?? NO_AIR_TIMES;
  const hiddenFrom =
    settings.enabled && season !== undefined
      ? firstHiddenEpisode(airTimes, { viewerTimeZone: timeZone, now, revealedThrough })
      : null;
  const hiddenUntil =
    hiddenFrom === null
      ? null
      : localAirEnd(airTimes[String(hiddenFrom)], timeZone, episodeMinutes(hiddenFrom, lastScheduledEpisode(airTimes)));
  const { reveal: revealInStore } = settings;
  const reveal = useCallback(
    (through: number) => {
      if (season !== undefined) revealInStore(season, through);
    },
    [season, revealInStore],
  );
  const revealAll = useCallback(() => {
    const begun = Object.entries(airTimes)
      .filter(([, at]) => Date.parse(at) <= Date.now())
      .map(([episode]) => Number(episode));
    if (begun.length > 0) reveal(Math.max(...begun));
  }, [airTimes, reveal]);
  return {
    enabled: settings.enabled,
    timeZone,
    timeZoneChosen: settings.timeZone !== null,
    pending: watched !== undefined && schedule.isPending,
    hiddenFrom,
    hiddenUntil,
    revealedThrough,
    setEnabled: settings.setEnabled,
    setTimeZone: settings.setTimeZone,
    reveal,
    revealAll,
  };
}
