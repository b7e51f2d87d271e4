import { FeedItem } from '@tribal/contracts';

/** Published after commit so viewers of /survivor-scores refresh (episode null: all scores were cleared). */
export class SeasonScoresChanged {
  constructor(
    readonly season: number,
    readonly episode: number | null,
  ) {}
}

export class InventoryChanged {
  constructor(readonly castawayId: number) {}
}

/** A happening recorded, undone, or a grid correction: the feed line every viewer of the season receives. */
export class HappeningFed {
  constructor(readonly item: FeedItem) {}
}
