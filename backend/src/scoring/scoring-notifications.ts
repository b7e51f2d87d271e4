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
