import { NOTIFICATION_KIND_DEFAULTS, NotificationKind } from '@tribal/contracts';
import { Decider } from '../../event-store/decider';
import { NotificationSwitchesSet } from './push.events';

type Switches = Record<string, Partial<Record<NotificationKind, boolean>>>;

export interface NotificationSwitchesState {
  /** what the person set, league by league (a kind never set is its default) */
  set: Switches;
}

export interface SetNotificationSwitches {
  type: 'SetNotificationSwitches';
  email: string;
  leagues: Switches;
  now: Date;
}

const switchOf = (state: NotificationSwitchesState, leagueId: string, kind: NotificationKind) =>
  state.set[leagueId]?.[kind] ?? NOTIFICATION_KIND_DEFAULTS[kind];

/**
 * Records only the switches that change something (a screen that saves everything it shows adds no event when
 * nothing was flipped). Which leagues are the person's, the handler checks before.
 */
function decide(command: SetNotificationSwitches, state: NotificationSwitchesState): NotificationSwitchesSet[] {
  const changed: Switches = {};
  for (const [leagueId, switches] of Object.entries(command.leagues)) {
    for (const [kind, on] of Object.entries(switches) as Array<[NotificationKind, boolean]>) {
      if (switchOf(state, leagueId, kind) === on) continue;
      changed[leagueId] = { ...changed[leagueId], [kind]: on };
    }
  }
  if (Object.keys(changed).length === 0) return [];
  return [
    {
      type: 'NotificationSwitchesSet',
      data: { email: command.email, leagues: changed, setAt: command.now.toISOString() },
    },
  ];
}

export const notificationSwitchesDecider: Decider<
  NotificationSwitchesState,
  SetNotificationSwitches,
  NotificationSwitchesSet
> = {
  initialState: () => ({ set: {} }),
  evolve: (state, event) => {
    const set = { ...state.set };
    for (const [leagueId, switches] of Object.entries(event.data.leagues))
      set[leagueId] = { ...set[leagueId], ...switches };
    return { set };
  },
  decide,
};
