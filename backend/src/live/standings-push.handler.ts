import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { LIVE_EVENTS } from '@tribal/contracts';
import { StandingsChanged } from '../standings/standings-changed.notification';
import { LiveGateway } from './live.gateway';
import { standingsRoom } from './live-room';

/** After commit: push the changed rows to the league-season room (through the Redis adapter when configured). */
@EventsHandler(StandingsChanged)
export class StandingsPushHandler implements IEventHandler<StandingsChanged> {
  constructor(private readonly gateway: LiveGateway) {}

  handle(notification: StandingsChanged): void {
    const { change } = notification;
    this.gateway.push(standingsRoom(change.leagueId, change.season), LIVE_EVENTS.standings, change, notification);
  }
}
