import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { LeagueDetails, LeagueSummary } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { getLeagueDetails, listLeagueDetails, listLeagueSummaries } from '../league-rows.sql';

export class ListLeagues extends Query<LeagueSummary[]> {}
/** `withEmails`: members' email addresses are for the admin only. */
export class ListLeagueDetails extends Query<LeagueDetails[]> {
  constructor(readonly withEmails: boolean) {
    super();
  }
}
export class GetLeague extends Query<LeagueDetails> {
  constructor(
    readonly leagueId: string,
    readonly withEmails: boolean,
    /** the join code (for the invite link): the admin's, and the league's own commissioner's */
    readonly withJoinCode = withEmails,
  ) {
    super();
  }
}

@QueryHandler(ListLeagues)
export class ListLeaguesHandler implements IQueryHandler<ListLeagues> {
  constructor(private readonly db: DataSource) {}
  execute(): Promise<LeagueSummary[]> {
    return listLeagueSummaries(this.db.manager);
  }
}

@QueryHandler(ListLeagueDetails)
export class ListLeagueDetailsHandler implements IQueryHandler<ListLeagueDetails> {
  constructor(private readonly db: DataSource) {}
  execute({ withEmails }: ListLeagueDetails): Promise<LeagueDetails[]> {
    return listLeagueDetails(this.db.manager, withEmails);
  }
}

@QueryHandler(GetLeague)
export class GetLeagueHandler implements IQueryHandler<GetLeague> {
  constructor(private readonly db: DataSource) {}
  execute({ leagueId, withEmails, withJoinCode }: GetLeague): Promise<LeagueDetails> {
    return getLeagueDetails(this.db.manager, leagueId, withEmails, withJoinCode);
  }
}
