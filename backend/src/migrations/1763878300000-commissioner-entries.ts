import { memberNameKey } from '@tribal/contracts';
import { MigrationInterface, QueryRunner } from 'typeorm';

interface RoleEvent {
  stream_id: string;
  stream_version: number;
  type: 'LeagueCreated' | 'LeagueActivated' | 'CommissionerHandedOver' | 'CommissionerEntryRecorded' | 'LeagueDeleted';
  data: {
    leagueId: string;
    commissionerEntry?: { userName: string };
    commissionerEntryId?: string;
    toUserName?: string;
    toEntryId?: string;
  };
}

/** What the repair needs to know of one league, folded from its stream. */
interface LeagueRoles {
  leagueId: string;
  version: number;
  deleted: boolean;
  /** the name the commissioner's entry joined with at activation (a self-serve league) */
  activatedAs: string | null;
  /** the member the league was last handed to, or the activation's entry; null in a league the admin named */
  commissionerUserName: string | null;
  /** whether the events already say which entry is the commissioner's */
  entryKnown: boolean;
}

const memberStream = (leagueId: string, nameKey: string) => `member-${leagueId}-${nameKey}`;

/**
 * Issue 33, security review N4: activation opened the commissioner's member stream under the name as typed
 * (`member-{league}-Sandra`) where every look-up goes by its key (`memberNameKey`: "sandra"). No route found that
 * entry (no draft, pick or rejoin), and a joiner "sandra" took the key and passed for the commissioner. From now on
 * the league knows its commissioner by entry id, recorded in the events.
 *
 * For each league, in the event log (the read tables are rebuilt from it, so `projections:rebuild` gives what this
 * leaves):
 * 1. The activation's member stream, opened under the name as typed, moves to its key: its events are re-keyed in
 *    place (the store's append-only guard is lifted for that statement alone), with `league_members.name_key` and
 *    `league_record_streams`, which a rebuild derives from the stream id. Versions and positions stay, so the entry,
 *    its tokens, drafts and picks (keyed by entry id) are the same. If another member already holds the key (the
 *    squat the review showed), both streams stay as they are: step 2 still makes that member removable (they are not
 *    the commissioner's entry), and the admin re-runs nothing; the commissioner's entry stays unreachable until the
 *    squatter is removed and the commissioner joins again. Such leagues are listed in the migration's log line.
 * 2. A league whose commissioner has an entry (activated, or handed over) but whose events do not name it gets a
 *    `CommissionerEntryRecorded` event (reason `repaired`): the entry id of the commissioner's latest membership
 *    (a past season's, if the league has moved on: their rejoin then carries the role).
 */
export class CommissionerEntries1763878300000 implements MigrationInterface {
  name = 'CommissionerEntries1763878300000';

  async up(q: QueryRunner): Promise<void> {
    const events: RoleEvent[] = await q.query(
      `SELECT stream_id, stream_version, type, data FROM events
        WHERE stream_id LIKE 'league-%'
          AND type IN ('LeagueCreated', 'LeagueActivated', 'CommissionerHandedOver', 'CommissionerEntryRecorded',
                       'LeagueDeleted')
        ORDER BY position`,
    );
    const leagues = new Map<string, LeagueRoles>();
    for (const event of events) {
      const leagueId = event.stream_id.slice('league-'.length);
      const league = leagues.get(leagueId) ?? {
        leagueId,
        version: 0,
        deleted: false,
        activatedAs: null,
        commissionerUserName: null,
        entryKnown: false,
      };
      league.version = Math.max(league.version, event.stream_version);
      if (event.type === 'LeagueCreated') league.activatedAs = event.data.commissionerEntry?.userName ?? null;
      if (event.type === 'LeagueActivated') {
        league.commissionerUserName = league.activatedAs;
        league.entryKnown = event.data.commissionerEntryId !== undefined;
      }
      if (event.type === 'CommissionerHandedOver') {
        league.commissionerUserName = event.data.toUserName ?? null;
        league.entryKnown = event.data.toEntryId !== undefined;
      }
      if (event.type === 'CommissionerEntryRecorded') league.entryKnown = true;
      if (event.type === 'LeagueDeleted') league.deleted = true;
      leagues.set(leagueId, league);
    }
    // The league's latest version: events of other types (deadlines, settings) count too.
    const versions: Array<{ stream_id: string; version: number }> = await q.query(
      `SELECT stream_id, max(stream_version) AS version FROM events WHERE stream_id LIKE 'league-%' GROUP BY stream_id`,
    );
    for (const { stream_id, version } of versions) {
      const league = leagues.get(stream_id.slice('league-'.length));
      if (league) league.version = Number(version);
    }

    const squatted: string[] = [];
    for (const league of leagues.values()) {
      if (league.deleted) continue;
      if (league.activatedAs !== null) {
        const moved = await this.moveToKey(q, league.leagueId, league.activatedAs);
        if (!moved) squatted.push(league.leagueId);
      }
      if (league.commissionerUserName === null || league.entryKnown) continue;
      const entryId = await this.latestEntryOf(q, league.leagueId, league.commissionerUserName);
      if (!entryId) continue;
      await q.query(
        `INSERT INTO events (stream_id, stream_version, type, data, metadata) VALUES ($1, $2, 'CommissionerEntryRecorded', $3, $4)`,
        [
          `league-${league.leagueId}`,
          league.version + 1,
          JSON.stringify({ leagueId: league.leagueId, entryId, reason: 'repaired' }),
          JSON.stringify({ actor: 'system:migration' }),
        ],
      );
    }
    if (squatted.length > 0)
      console.warn(
        `[migration ${this.name}] the commissioner's entry of these leagues could not take its name key, which another member holds: ${squatted.join(', ')}`,
      );
  }

  /** Re-keys the stream opened under the name as typed; false when another member's stream holds the key. */
  private async moveToKey(q: QueryRunner, leagueId: string, userName: string): Promise<boolean> {
    const key = memberNameKey(userName);
    const raw = memberStream(leagueId, userName);
    const keyed = memberStream(leagueId, key);
    if (raw === keyed) return true;
    const counts: Array<{ stream_id: string }> = await q.query(
      'SELECT DISTINCT stream_id FROM events WHERE stream_id IN ($1, $2)',
      [raw, keyed],
    );
    const has = (stream: string) => counts.some((c) => c.stream_id === stream);
    if (!has(raw)) return true;
    if (has(keyed)) return false;
    await q.query('ALTER TABLE events DISABLE TRIGGER events_append_only');
    await q.query('UPDATE events SET stream_id = $2 WHERE stream_id = $1', [raw, keyed]);
    await q.query('ALTER TABLE events ENABLE TRIGGER events_append_only');
    await q.query('UPDATE league_members SET name_key = $3 WHERE league_id = $1 AND name_key = $2', [
      leagueId,
      userName,
      key,
    ]);
    await q.query('UPDATE league_record_streams SET stream_id = $2 WHERE stream_id = $1', [raw, keyed]);
    return true;
  }

  /**
   * The entry id of the latest membership in the member stream of `userName` (its key, or the key its read row
   * holds for a name keyed before names had one key), or null when that stream ends with a removal.
   */
  private async latestEntryOf(q: QueryRunner, leagueId: string, userName: string): Promise<string | null> {
    const [row]: Array<{ name_key: string }> = await q.query(
      'SELECT name_key FROM league_members WHERE league_id = $1 AND user_name = $2',
      [leagueId, userName],
    );
    const stream = memberStream(leagueId, row?.name_key ?? memberNameKey(userName));
    const [last]: Array<{ type: string; entry_token_hash: string }> = await q.query(
      `SELECT type, data->>'entryTokenHash' AS entry_token_hash FROM events
        WHERE stream_id = $1 AND type IN ('MemberJoined', 'MemberRemoved')
        ORDER BY stream_version DESC LIMIT 1`,
      [stream],
    );
    // entryIdOf (member.decider.ts): the first 16 hex digits of the joining token's digest.
    return last?.type === 'MemberJoined' ? last.entry_token_hash.slice(0, 16) : null;
  }

  /** Nothing to undo: the moved streams are where they always belonged, and the recorded entries stay true. */
  async down(): Promise<void> {}
}
