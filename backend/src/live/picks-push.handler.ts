import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { LIVE_EVENTS } from '@tribal/contracts';
import { PicksChanged } from '../picks/picks-changed.notification';
import { LiveGateway } from './live.gateway';
import { standingsRoom } from './live-room';

/**
 * After commit: a pick changed. The room is shared by every viewer of the league, so the message names only the
 * episode (sealed picks): each viewer re-reads the picks it may see with its own credentials.
 */
@EventsHandler(PicksChanged)
export class PicksPushHandler implements IEventHandler<PicksChanged> {
  constructor(private readonly gateway: LiveGateway) {}

  handle({ message }: PicksChanged): void {
    this.gateway.server?.to(standingsRoom(message.leagueId, message.season)).emit(LIVE_EVENTS.picks, message);
  }
}
