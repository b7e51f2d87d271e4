import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { HappeningMessage, LIVE_EVENTS } from '@tribal/contracts';
import { LiveGateway } from './live.gateway';
import { seasonRoom } from './live-room';
import { HappeningFed } from './scoring-notifications';

/** After commit: every viewer of the season gets the feed line (the standings move through their own push). */
@EventsHandler(HappeningFed)
export class HappeningPushHandler implements IEventHandler<HappeningFed> {
  constructor(private readonly gateway: LiveGateway) {}

  handle(notification: HappeningFed): void {
    const message: HappeningMessage = notification.item;
    this.gateway.push(seasonRoom(message.season), LIVE_EVENTS.happening, message, notification);
  }
}
