import { Injectable } from '@nestjs/common';
import { EventsIn, eventTypes } from '../app-events';
import { ProjectionContext } from '../event-store/projection';
import { RegisteredProjection } from '../event-store/registered-projection';
import { StoredEvent } from '../event-store/stored-event';
import {
  deleteLeagueScoring,
  deleteSolePrediction,
  writeLeagueScoringTable,
  writeSolePrediction,
} from './league-scoring.sql';

const HANDLES = eventTypes('ScoringTableChanged', 'SolePredictionMade', 'MemberRemoved', 'LeagueDeleted');
type Handled = EventsIn<typeof HANDLES>;

/**
 * Read tables `league_scoring_tables` (a league-season's table once changed; none: Classic) and `sole_predictions`.
 * Stage 1: the standings (stage 2) recompute from them in the same transaction.
 */
@Injectable()
export class LeagueScoringProjection extends RegisteredProjection<Handled> {
  readonly name = 'league-scoring';
  readonly readTables = ['league_scoring_tables', 'sole_predictions'];
  readonly handles = HANDLES;

  async apply(event: StoredEvent<Handled>, { manager }: ProjectionContext): Promise<void> {
    switch (event.type) {
      case 'ScoringTableChanged':
        await writeLeagueScoringTable(manager, event.data.leagueId, event.data.season, event.data.after);
        return;
      case 'SolePredictionMade':
        await writeSolePrediction(manager, event.data);
        return;
      case 'MemberRemoved':
        await deleteSolePrediction(manager, event.data.leagueId, event.data.season, event.data.userName);
        return;
      case 'LeagueDeleted':
        await deleteLeagueScoring(manager, event.data.leagueId);
        return;
    }
  }
}
