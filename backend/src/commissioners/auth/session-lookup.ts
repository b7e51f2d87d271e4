import { Injectable } from '@nestjs/common';
import { SessionLookup } from '../../access/caller-resolver';
import { AdminAuthService } from '../../admin/auth/admin-auth.service';
import { CommissionerAuthService } from './commissioner-auth.service';

/** The caller resolver's view of the two kinds of session, through their own services. */
@Injectable()
export class ServiceSessionLookup extends SessionLookup {
  constructor(
    private readonly admin: AdminAuthService,
    private readonly commissioners: CommissionerAuthService,
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
}
