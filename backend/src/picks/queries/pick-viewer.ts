import { Injectable } from '@nestjs/common';
import { ENTRY_TOKEN_HEADER, MESSAGES, PickViewer } from '@tribal/contracts';
import { Request } from 'express';
import { DataSource } from 'typeorm';
import { adminTokenOf } from '../../admin/auth/admin.guard';
import { AdminAuthService } from '../../admin/auth/admin-auth.service';
import { notFound, unauthorized } from '../../common/domain-error';
import { digestSecret } from '../../common/secrets';

/**
 * Who reads the picks: the admin (session), a member (the entry token names the entry, no user name needed), or
 * anyone else. A token that names no entry of the league is refused rather than silently read as anonymous.
 */
@Injectable()
export class PickViewerResolver {
  constructor(
    private readonly auth: AdminAuthService,
    private readonly db: DataSource,
  ) {}

  async resolve(request: Request, leagueId: string): Promise<PickViewer> {
    if (await this.auth.isAdminRequest(adminTokenOf(request))) return { kind: 'admin' };
    const token = request.header(ENTRY_TOKEN_HEADER);
    if (!token) return { kind: 'anonymous' };
    if (token.length > 200) throw unauthorized(MESSAGES.entryTokenMissing);
    const rows: Array<{ user_name: string }> = await this.db.query(
      'SELECT user_name FROM league_members WHERE league_id = $1 AND $2 = ANY(entry_token_hashes)',
      [leagueId, digestSecret(token)],
    );
    if (rows.length === 0) {
      const league = await this.db.query('SELECT 1 FROM leagues WHERE id = $1', [leagueId]);
      throw league.length ? unauthorized(MESSAGES.entryTokenMissing) : notFound(MESSAGES.leagueNotFound);
    }
    return { kind: 'member', userName: rows[0].user_name };
  }
}
