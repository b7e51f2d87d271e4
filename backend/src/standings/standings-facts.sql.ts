import { MemberPageCastaway } from '@tribal/contracts';
import { EntityManager } from 'typeorm';
import { StandingsFacts } from './standings-fold';

/** Everything the standings fold needs for one league-season, in one snapshot of the read tables. */
export async function readStandingsFacts(
  manager: EntityManager,
  leagueId: string,
  season: number,
): Promise<StandingsFacts> {
  // One after another: the manager may be a transaction's single connection.
  const queries: Array<[string, unknown[]]> = [
    [
      `SELECT s.user_name,
              COALESCE((SELECT jsonb_agg(jsonb_build_object('castawayId', c.id, 'name', c.name, 'imageUrl', c.image_url)
                                         ORDER BY t.ord)
                        FROM unnest(d.team) WITH ORDINALITY AS t(id, ord) JOIN castaways c ON c.id = t.id), '[]'::jsonb) AS team
       FROM standings s
       LEFT JOIN drafts d ON d.league_id = s.league_id AND d.season = s.season AND d.user_name = s.user_name
       WHERE s.league_id = $1 AND s.season = $2 ORDER BY s.user_name COLLATE "C"`,
      [leagueId, season],
    ],
    [
      `SELECT user_name, castaway_id, from_episode, to_episode FROM draft_stints
       WHERE league_id = $1 AND season = $2 ORDER BY user_name COLLATE "C", from_episode, castaway_id`,
      [leagueId, season],
    ],
    [
      'SELECT episode, castaway_id, points, voted_out FROM episode_scores WHERE season = $1 ORDER BY episode, castaway_id',
      [season],
    ],
    [
      'SELECT user_name, episode, castaway_id FROM elimination_picks WHERE league_id = $1 AND season = $2',
      [leagueId, season],
    ],
    ['SELECT id, name, image_url FROM castaways WHERE season = $1', [season]],
  ];
  const results: unknown[] = [];
  for (const [sql, params] of queries) results.push(await manager.query(sql, params));
  const [members, stints, scores, picks, castaways] = results as [
    Array<{ user_name: string; team: MemberPageCastaway[] }>,
    Array<{ user_name: string; castaway_id: number; from_episode: number; to_episode: number | null }>,
    Array<{ episode: number; castaway_id: number; points: string; voted_out: boolean }>,
    Array<{ user_name: string; episode: number; castaway_id: number }>,
    Array<{ id: number; name: string; image_url: string }>,
  ];
  return {
    members: members.map((m) => ({ userName: m.user_name, team: m.team })),
    stints: stints.map((s) => ({
      userName: s.user_name,
      castawayId: s.castaway_id,
      fromEpisode: s.from_episode,
      toEpisode: s.to_episode,
    })),
    scores: scores.map((s) => ({
      episode: s.episode,
      castawayId: s.castaway_id,
      points: Number(s.points),
      votedOut: s.voted_out,
    })),
    picks: picks.map((p) => ({ userName: p.user_name, episode: p.episode, castawayId: p.castaway_id })),
    castaways: new Map(castaways.map((c) => [c.id, { castawayId: c.id, name: c.name, imageUrl: c.image_url }])),
  };
}
