import { ChatMoment, ReactionKind } from '@tribal/contracts';
import { EntityManager } from 'typeorm';
import { queryRows } from '../database/query-rows';
import {
  ChatMessageHidden,
  ChatMessageReported,
  ChatMessageSent,
  ChatReadUpTo,
  ChatSettingsSet,
  MemberMutedInChat,
  ReactionSet,
} from './domain/chat.events';

/**
 * The SQL of league chat, in one place: the projection's writes to the read tables, and the reads of the routes and
 * of the live fan-out.
 */

type Db = EntityManager;

/** How far back a message may still be held back from some viewer: zones are at most 26 hours apart, plus a finale. */
export const HELD_WINDOW_MS = 30 * 3_600_000;

// ---- the projection -------------------------------------------------------------------------------------------

export async function recordMessage(db: Db, d: ChatMessageSent['data']): Promise<void> {
  await db.query(
    `INSERT INTO chat_messages (id, league_id, season, author_key, user_name, text, sent_at, moment_episode,
                                moment_minute)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
    [
      d.messageId,
      d.leagueId,
      d.season,
      d.authorKey,
      d.userName,
      d.text,
      d.sentAt,
      d.moment?.episode ?? null,
      d.moment?.minute ?? null,
    ],
  );
}

export async function recordHidden(db: Db, d: ChatMessageHidden['data']): Promise<void> {
  await db.query('UPDATE chat_messages SET hidden = true WHERE id = $1', [d.messageId]);
}

export async function recordReport(db: Db, d: ChatMessageReported['data']): Promise<void> {
  await db.query('INSERT INTO chat_reports (message_id, reporter_key) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    d.messageId,
    d.reporterKey,
  ]);
}

export async function recordMute(db: Db, d: MemberMutedInChat['data']): Promise<void> {
  await db.query(
    `INSERT INTO chat_mutes (league_id, user_name, muted_until) VALUES ($1, $2, $3)
     ON CONFLICT (league_id, user_name) DO UPDATE SET muted_until = EXCLUDED.muted_until`,
    [d.leagueId, d.userName, d.mutedUntil],
  );
}

export async function recordSettings(db: Db, d: ChatSettingsSet['data']): Promise<void> {
  await db.query(
    `INSERT INTO chat_settings (league_id, open_to_visitors) VALUES ($1, $2)
     ON CONFLICT (league_id) DO UPDATE SET open_to_visitors = EXCLUDED.open_to_visitors`,
    [d.leagueId, d.openToVisitors],
  );
}

export async function recordReadMark(db: Db, d: ChatReadUpTo['data']): Promise<void> {
  await db.query(
    `INSERT INTO chat_read_marks (league_id, entry_id, last_seen_id) VALUES ($1, $2, $3)
     ON CONFLICT (league_id, entry_id) DO UPDATE SET last_seen_id = GREATEST(chat_read_marks.last_seen_id, $3)`,
    [d.leagueId, d.entryId, d.lastSeenId],
  );
}

export async function recordReaction(db: Db, d: ReactionSet['data']): Promise<void> {
  if (d.reaction === null) {
    await db.query(
      'DELETE FROM chat_reactions WHERE league_id = $1 AND season = $2 AND happening_id = $3 AND reactor_key = $4',
      [d.leagueId, d.season, d.happeningId, d.reactorKey],
    );
    return;
  }
  await db.query(
    `INSERT INTO chat_reactions (league_id, season, happening_id, reactor_key, reaction, sent_at, moment_episode,
                                 moment_minute)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (league_id, season, happening_id, reactor_key) DO UPDATE SET reaction = EXCLUDED.reaction,
       sent_at = EXCLUDED.sent_at, moment_episode = EXCLUDED.moment_episode, moment_minute = EXCLUDED.moment_minute`,
    [
      d.leagueId,
      d.season,
      d.happeningId,
      d.reactorKey,
      d.reaction,
      d.sentAt,
      d.moment?.episode ?? null,
      d.moment?.minute ?? null,
    ],
  );
}

/** A deleted league's chat goes with it. */
export async function forgetLeagueChat(db: Db, leagueId: string): Promise<void> {
  await db.query('DELETE FROM chat_reports WHERE message_id IN (SELECT id FROM chat_messages WHERE league_id = $1)', [
    leagueId,
  ]);
  for (const table of ['chat_messages', 'chat_mutes', 'chat_settings', 'chat_read_marks', 'chat_reactions'])
    await db.query(`DELETE FROM ${table} WHERE league_id = $1`, [leagueId]);
}

// ---- the league, as the chat sees it --------------------------------------------------------------------------

export interface ChatLeague {
  id: string;
  name: string;
  season: number;
  /** the name the commissioner posts under */
  commissionerName: string;
  commissionerEmail: string | null;
  openToVisitors: boolean;
}

/** An active league with its chat setting, or undefined. */
export async function chatLeagueOf(db: Db, leagueId: string): Promise<ChatLeague | undefined> {
  const [row] = await queryRows<ChatLeague>(
    db,
    `SELECT l.id, l.name, l.season, COALESCE(l.commissioner_user_name, l.commissioner) AS "commissionerName",
            l.commissioner_email AS "commissionerEmail", COALESCE(s.open_to_visitors, false) AS "openToVisitors"
       FROM leagues l LEFT JOIN chat_settings s ON s.league_id = l.id
      WHERE l.id = $1 AND l.active`,
    [leagueId],
  );
  return row;
}

/** Whether the league has a member of this name (the one a mute names). */
export async function memberNamed(db: Db, leagueId: string, userName: string): Promise<string | undefined> {
  const [row] = await queryRows<{ user_name: string }>(
    db,
    'SELECT user_name FROM league_members WHERE league_id = $1 AND lower(user_name) = lower($2)',
    [leagueId, userName],
  );
  return row?.user_name;
}

/** When the member's mute ends (null: never muted); it may be over. */
export async function mutedUntilOf(db: Db, leagueId: string, userName: string): Promise<Date | null> {
  const [row] = await queryRows<{ muted_until: Date }>(
    db,
    'SELECT muted_until FROM chat_mutes WHERE league_id = $1 AND user_name = $2',
    [leagueId, userName],
  );
  return row?.muted_until ?? null;
}

/** When the sender's messages of the last `sinceMs` were sent (ms): what the rate limit counts. */
export async function recentSentAts(db: Db, leagueId: string, authorKey: string, since: Date): Promise<number[]> {
  const rows = await queryRows<{ sent_at: Date }>(
    db,
    `SELECT sent_at FROM chat_messages WHERE league_id = $1 AND author_key = $2 AND sent_at > $3
      ORDER BY sent_at DESC LIMIT 100`,
    [leagueId, authorKey, since],
  );
  return rows.map((row) => new Date(row.sent_at).getTime());
}

export async function nextMessageId(db: Db): Promise<string> {
  const [row] = await queryRows<{ id: string }>(db, "SELECT nextval('chat_message_ids')::text AS id");
  return row.id;
}

/** The league of a message and who wrote it, or undefined. */
export async function messageOf(
  db: Db,
  leagueId: string,
  messageId: string,
): Promise<{ userName: string; text: string; authorKey: string } | undefined> {
  const [row] = await queryRows<{ userName: string; text: string; authorKey: string }>(
    db,
    `SELECT user_name AS "userName", text, author_key AS "authorKey" FROM chat_messages
      WHERE league_id = $1 AND id = $2`,
    [leagueId, messageId],
  );
  return row;
}

// ---- reading the chat -----------------------------------------------------------------------------------------

export interface MessageRow {
  id: string;
  userName: string;
  text: string;
  sentAt: Date;
  hidden: boolean;
  momentEpisode: number | null;
  momentMinute: number | null;
  reports: number;
}

const MESSAGE_COLUMNS = `m.id::text AS id, m.user_name AS "userName", m.text, m.sent_at AS "sentAt", m.hidden,
  m.moment_episode AS "momentEpisode", m.moment_minute AS "momentMinute",
  (SELECT count(*)::int FROM chat_reports r WHERE r.message_id = m.id) AS reports`;

/** Newest first, older than `before`, leaving out `heldIds` (the shield holds them back from this viewer). */
export function messagePage(
  db: Db,
  leagueId: string,
  before: string | undefined,
  limit: number,
  heldIds: readonly string[],
): Promise<MessageRow[]> {
  return queryRows<MessageRow>(
    db,
    `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m
      WHERE m.league_id = $1 AND ($2::bigint IS NULL OR m.id < $2::bigint) AND m.id <> ALL($3::bigint[])
      ORDER BY m.id DESC LIMIT $4`,
    [leagueId, before ?? null, heldIds, limit],
  );
}

/** One message of the league, or undefined. */
export async function messageRow(db: Db, leagueId: string, messageId: string): Promise<MessageRow | undefined> {
  const [row] = await queryRows<MessageRow>(
    db,
    `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m WHERE m.league_id = $1 AND m.id = $2`,
    [leagueId, messageId],
  );
  return row;
}

/** The league's messages that carry a moment and were sent recently enough that some viewer may not see them yet. */
export function momentMessages(db: Db, leagueId: string, now: Date): Promise<MessageRow[]> {
  return queryRows<MessageRow>(
    db,
    `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m
      WHERE m.league_id = $1 AND m.moment_episode IS NOT NULL AND m.sent_at > $2
      ORDER BY m.id`,
    [leagueId, new Date(now.getTime() - HELD_WINDOW_MS)],
  );
}

export const momentOf = (row: { momentEpisode: number | null; momentMinute: number | null }): ChatMoment | null =>
  row.momentEpisode === null ? null : { episode: row.momentEpisode, minute: row.momentMinute ?? 0 };

export interface ReactionRow {
  happeningId: number;
  reactorKey: string;
  reaction: ReactionKind;
  sentAt: Date;
  momentEpisode: number | null;
  momentMinute: number | null;
}

/** The reactions of a league's season (all of them, or of these happenings). */
export function reactionsOf(
  db: Db,
  leagueId: string,
  season: number,
  happeningIds?: readonly number[],
): Promise<ReactionRow[]> {
  return queryRows<ReactionRow>(
    db,
    `SELECT happening_id AS "happeningId", reactor_key AS "reactorKey", reaction, sent_at AS "sentAt",
            moment_episode AS "momentEpisode", moment_minute AS "momentMinute"
       FROM chat_reactions
      WHERE league_id = $1 AND season = $2 AND ($3::int[] IS NULL OR happening_id = ANY($3::int[]))`,
    [leagueId, season, happeningIds ?? null],
  );
}

/** Whether a happening is in the season's feed (not undone). */
export async function happeningInFeed(db: Db, season: number, happeningId: number): Promise<boolean> {
  const rows = await queryRows(db, 'SELECT 1 FROM happenings WHERE season = $1 AND id = $2 AND NOT undone', [
    season,
    happeningId,
  ]);
  return rows.length > 0;
}

/** Of an entry's unread messages a shield may hold back, at most this many are read (My leagues shows "99+"). */
export const UNREAD_MOMENTS_READ = 100;

/** An entry's unread chat: what My leagues counts, and what a shielded viewer's count is judged by. */
export interface UnreadChat {
  /** every unread message */
  count: number;
  /** how many of them carry a moment and were sent within HELD_WINDOW_MS: only these may still be held back */
  momentCount: number;
  /** those, oldest first, at most UNREAD_MOMENTS_READ (none when not asked for) */
  moments: Array<{ sentAt: string; episode: number; minute: number }>;
}

/** A message `m` unread by the entry `e` (read mark `r`): after its last seen one, not its own, not hidden. */
const UNREAD_OF_ENTRY = `m.league_id = e.league_id AND NOT m.hidden AND m.author_key <> 'entry:' || e.entry_id
  AND m.id > COALESCE(r.last_seen_id, 0)`;

/**
 * Unread messages per entry of these (league, entry) pairs: after the entry's last seen one, not its own, not hidden.
 * With `now` (a shielded viewer), also the unread ones a shield may still hold back, for the count to leave out those
 * the viewer's broadcast has not reached (the rule is contracts' chatVisibleAt, judged by the caller).
 */
export async function unreadCounts(
  db: Db,
  entries: ReadonlyArray<{ leagueId: string; entryId: string }>,
  now?: Date,
): Promise<Map<string, UnreadChat>> {
  if (entries.length === 0) return new Map();
  const heldSince = now ? new Date(now.getTime() - HELD_WINDOW_MS) : null;
  const rows = await queryRows<{ leagueId: string; entryId: string } & UnreadChat>(
    db,
    `SELECT e.league_id AS "leagueId", e.entry_id AS "entryId", u.count, u."momentCount", h.moments
       FROM unnest($1::text[], $2::text[]) AS e(league_id, entry_id)
       LEFT JOIN chat_read_marks r ON r.league_id = e.league_id AND r.entry_id = e.entry_id
       CROSS JOIN LATERAL (
         SELECT count(*)::int AS count,
                (count(*) FILTER (WHERE m.moment_episode IS NOT NULL AND m.sent_at > $3))::int AS "momentCount"
           FROM chat_messages m WHERE ${UNREAD_OF_ENTRY}) u
       CROSS JOIN LATERAL (
         SELECT COALESCE(json_agg(json_build_object('sentAt', m.sent_at, 'episode', m.moment_episode,
                                                    'minute', m.moment_minute) ORDER BY m.id), '[]'::json) AS moments
           FROM (SELECT m.id, m.sent_at, m.moment_episode, m.moment_minute FROM chat_messages m
                  WHERE ${UNREAD_OF_ENTRY} AND m.moment_episode IS NOT NULL AND m.sent_at > $3
                  ORDER BY m.id LIMIT $4) m) h`,
    [entries.map((e) => e.leagueId), entries.map((e) => e.entryId), heldSince, UNREAD_MOMENTS_READ],
  );
  return new Map(rows.map(({ leagueId, entryId, ...unread }) => [`${leagueId}/${entryId}`, unread] as const));
}
