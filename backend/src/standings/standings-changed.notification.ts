import { StandingsChange } from '@tribal/contracts';

/** Published on the EventBus after commit; the live gateway pushes it to the league-season room. */
export class StandingsChanged {
  constructor(readonly change: StandingsChange) {}
}
