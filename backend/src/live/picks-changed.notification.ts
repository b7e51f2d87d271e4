import { PicksChangedMessage } from '@tribal/contracts';

/** Published after commit when a weekly pick changes; the live gateway tells the league-season room (no pick in it). */
export class PicksChanged {
  constructor(readonly message: PicksChangedMessage) {}
}
