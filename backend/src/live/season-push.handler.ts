import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { InventoryMessage, LIVE_EVENTS, SeasonScoresMessage } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { LiveGateway } from './live.gateway';
import { seasonRoom } from './live-room';
import { InventoryChanged, SeasonScoresChanged } from './scoring-notifications';
import { readCastawayInventory } from './season-push.sql';

/** After commit: tell /survivor-scores viewers that a season's scores or a castaway's inventory changed. */
@EventsHandler(SeasonScoresChanged, InventoryChanged)
export class SeasonPushHandler implements IEventHandler<SeasonScoresChanged | InventoryChanged> {
  constructor(
    private readonly gateway: LiveGateway,
    private readonly db: DataSource,
  ) {}

  async handle(notification: SeasonScoresChanged | InventoryChanged): Promise<void> {
    if (notification instanceof SeasonScoresChanged) {
      const message: SeasonScoresMessage = { season: notification.season, episode: notification.episode };
      this.gateway.push(seasonRoom(notification.season), LIVE_EVENTS.seasonScores, message, notification);
      return;
    }
    const row = await readCastawayInventory(this.db.manager, notification.castawayId);
    if (!row) return;
    const message: InventoryMessage = {
      castawayId: notification.castawayId,
      idols: row.idols,
      advantages: row.advantages,
    };
    this.gateway.push(seasonRoom(row.season), LIVE_EVENTS.inventory, message, notification);
  }
}
