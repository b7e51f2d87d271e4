import { Injectable } from '@nestjs/common';
import { MemberEntry } from '../../access/caller';
import { SessionLookup } from '../../access/caller-resolver';
import { AdminAuthService } from '../../admin/auth/admin-auth.service';
import { PersonSessionsService } from '../../people/auth/person-sessions.service';
import { CommissionerAuthService } from './commissioner-auth.service';

/** The caller resolver's view of the three kinds of session (admin, commissioner, person), through their services. */
@Injectable()
export class ServiceSessionLookup extends SessionLookup {
  constructor(
    private readonly admin: AdminAuthService,
    private readonly commissioners: CommissionerAuthService,
    private readonly people: PersonSessionsService,
  ) {
    super();
  }

  isAdminSession(token: string): Promise<boolean> {
    return this.admin.isValidSession(token);
  }

  commissionerSessionOf(token: string | undefined): Promise<{ id: string; email: string } | null> {
    return this.commissioners.sessionOf(token);
  }

  async leaguesRunBy(email: string): Promise<string[]> {
    return (await this.commissioners.leaguesOf(email)).map((league) => league.id);
  }

  personSessionOf(token: string | undefined): Promise<{ id: string; email: string } | null> {
    return this.people.sessionOf(token);
  }

  entriesOwnedBy(email: string): Promise<MemberEntry[]> {
    return this.people.entriesOf(email);
  }
}
