import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { UserByEmail } from '@tribal/contracts';
import { DataSource } from 'typeorm';

export class FindUsersByEmail extends Query<UserByEmail[]> {
  constructor(readonly email: string) {
    super();
  }
}
export class ListUserEmails extends Query<string[]> {}

@QueryHandler(FindUsersByEmail)
export class FindUsersByEmailHandler implements IQueryHandler<FindUsersByEmail> {
  constructor(private readonly db: DataSource) {}
  execute({ email }: FindUsersByEmail): Promise<UserByEmail[]> {
    return this.db.query(
      `SELECT m.user_name AS "userName", m.survivor_name AS "survivorName", m.real_name AS "realName",
              m.league_id AS "leagueId", l.name AS "leagueName"
       FROM league_members m JOIN leagues l ON l.id = m.league_id
       WHERE lower(m.email) = lower($1) ORDER BY l.name, m.user_name`,
      [email.trim()],
    );
  }
}

@QueryHandler(ListUserEmails)
export class ListUserEmailsHandler implements IQueryHandler<ListUserEmails> {
  constructor(private readonly db: DataSource) {}
  async execute(): Promise<string[]> {
    const rows: Array<{ email: string }> = await this.db.query(
      'SELECT DISTINCT lower(email) AS email FROM league_members ORDER BY 1',
    );
    return rows.map((r) => r.email);
  }
}
