import { BROADCAST_TIME_ZONE } from '@tribal/contracts';
import { create } from 'zustand';

/**
 * The spoiler shield's settings, per device (local storage, no account): on or off, the viewer's time zone (null:
 * the browser's), and per season the last episode the viewer has revealed.
 */
export interface ShieldSettings {
  enabled: boolean;
  timeZone: string | null;
  /** season -> revealed through this episode */
  revealed: Record<string, number>;
}

/** The browser's own time zone (the default of the shield). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || BROADCAST_TIME_ZONE;
  } catch {
    return BROADCAST_TIME_ZONE;
  }
}

/**
 * The zone the shield judges in when it is on (the viewer's choice, else the browser's); undefined when it is off.
 * What the server is told for what it holds back (the chat, My leagues' unread counts).
 */
export const shieldTimeZoneOf = (settings: Pick<ShieldSettings, 'enabled' | 'timeZone'>): string | undefined =>
  settings.enabled ? (settings.timeZone ?? browserTimeZone()) : undefined;

export const SHIELD_STORAGE_KEY = 'spoiler-shield';
const OFF: ShieldSettings = { enabled: false, timeZone: null, revealed: {} };

export function parseShieldSettings(raw: string | null): ShieldSettings {
  if (!raw) return OFF;
  try {
    const value = JSON.parse(raw) as Partial<ShieldSettings>;
    const revealed: Record<string, number> = {};
    for (const [season, episode] of Object.entries(value.revealed ?? {})) {
      if (Number.isInteger(episode)) revealed[season] = episode;
    }
    return {
      enabled: value.enabled === true,
      timeZone: typeof value.timeZone === 'string' && value.timeZone ? value.timeZone : null,
      revealed,
    };
  } catch {
    return OFF;
  }
}

function read(): ShieldSettings {
  try {
    return parseShieldSettings(window.localStorage.getItem(SHIELD_STORAGE_KEY));
  } catch {
    return OFF;
  }
}

interface ShieldState extends ShieldSettings {
  setEnabled: (enabled: boolean) => void;
  setTimeZone: (timeZone: string | null) => void;
  reveal: (season: number, throughEpisode: number) => void;
}

export const useShieldStore = create<ShieldState>((set, get) => {
  const save = (next: ShieldSettings) => {
    window.localStorage.setItem(SHIELD_STORAGE_KEY, JSON.stringify(next));
    set(next);
  };
  const current = (): ShieldSettings => {
    const { enabled, timeZone, revealed } = get();
    return { enabled, timeZone, revealed };
  };
  return {
    ...read(),
    setEnabled: (enabled) => save({ ...current(), enabled }),
    setTimeZone: (timeZone) => save({ ...current(), timeZone }),
    reveal: (season, throughEpisode) => {
      const settings = current();
      const already = settings.revealed[String(season)] ?? 0;
      save({ ...settings, revealed: { ...settings.revealed, [season]: Math.max(already, throughEpisode) } });
    },
  };
});

// Another tab of the same browser shares the shield.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SHIELD_STORAGE_KEY || event.key === null) useShieldStore.setState(read());
  });
}
