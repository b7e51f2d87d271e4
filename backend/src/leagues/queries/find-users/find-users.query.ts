import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { UserByEmail } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { findUsersByEmail, listMemberEmails } from '../../leagues.sql';

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
    return findUsersByEmail(this.db.manager, email.trim());
  }
}

@QueryHandler(ListUserEmails)
export class ListUserEmailsHandler implements IQueryHandler<ListUserEmails> {
  constructor(private readonly db: DataSource) {}
  async execute(): Promise<string[]> {
    return listMemberEmails(this.db.manager);
  }
}
