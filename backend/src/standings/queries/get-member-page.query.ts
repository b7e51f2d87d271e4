import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { MESSAGES, MemberCastawayPoints, MemberPage, MemberPageCastaway, memberNameKey } from '@tribal/contracts';
import { DataSource } from 'typeorm';
import { notFound } from '../../common/domain-error';
import { memberEpisodePoints, standingsAsOf } from '../domain/standings.fold';
import { StandingsFacts } from '../domain/standings-facts';
import { stintCovers } from '../domain/stints';
import { readLeagueNameAndSeason, readSeasonPlayers, readStandingsFacts } from '../standings.sql';

export class GetMemberPage extends Query<MemberPage> {
  constructor(
    readonly leagueId: string,
    readonly userName: string,
    readonly season?: number,
  ) {
    super();
  }
}

/** The member page from the standings facts, pure: team, swaps, points per castaway per episode, rank by episode. */
export function memberPage(
  facts: StandingsFacts,
  base: { leagueId: string; leagueName: string; season: number; userName: string },
): MemberPage {
  const member = facts.members.find((m) => m.userName === base.userName);
  if (!member) throw notFound(MESSAGES.memberNotFound);
  const castawayOf = (id: number): MemberPageCastaway =>
    facts.castaways.get(id) ?? { castawayId: id, name: `#${id}`, imageUrl: '' };
  const stints = facts.stints.filter((s) => s.userName === member.userName);
  const episodes = [...new Set(facts.scores.map((s) => s.episode))].sort((a, b) => a - b);
  const last = episodes.at(-1) ?? 0;
  const points = memberEpisodePoints(facts, Number.MAX_SAFE_INTEGER).get(member.userName) ?? [];
  const castaways: MemberCastawayPoints[] = stints.map((stint) => {
    const perEpisode: Record<string, number> = {};
    for (const p of points) {
      if (p.key === String(stint.castawayId) && stintCovers(stint, p.episode))
        perEpisode[p.episode] = (perEpisode[p.episode] ?? 0) + p.points;
    }
    return {
      ...castawayOf(stint.castawayId),
      fromEpisode: stint.fromEpisode,
      toEpisode: stint.toEpisode,
      points: perEpisode,
    };
  });
  const pickBonus: Record<string, number> = {};
  for (const p of points)
    if (p.key === 'eliminationPick') pickBonus[p.episode] = (pickBonus[p.episode] ?? 0) + p.points;
  // A swap ends one stint at N - 1 and starts another at N.
  const swaps = stints
    .filter((s) => s.toEpisode !== null)
    .flatMap((out) => {
      const incoming = stints.find((s) => s.fromEpisode === (out.toEpisode as number) + 1);
      return incoming
        ? [{ out: castawayOf(out.castawayId), in: castawayOf(incoming.castawayId), fromEpisode: incoming.fromEpisode }]
        : [];
    });
  const rankByEpisode = episodes.map((episode) => {
    const row = standingsAsOf(facts, episode).find((r) => r.userName === member.userName);
    return { episode, total: row?.total ?? 0, rank: row?.rank ?? 0 };
  });
  return {
    ...base,
    userName: member.userName,
    members: facts.members.length,
    team: member.team,
    swaps,
    episodes: episodes.filter((e) => e <= last),
    castaways,
    pickBonus,
    rankByEpisode,
  };
}

@QueryHandler(GetMemberPage)
export class GetMemberPageHandler implements IQueryHandler<GetMemberPage> {
  constructor(private readonly db: DataSource) {}

  execute({ leagueId, userName, season }: GetMemberPage): Promise<MemberPage> {
    return this.db.transaction('REPEATABLE READ', async (manager) => {
      const league = await readLeagueNameAndSeason(manager, leagueId);
      if (!league) throw notFound(MESSAGES.leagueNotFound);
      const wanted = season ?? league.season;
      // A member of that season: its standings keep every member who played it, also after the league moved on.
      // Matched by the one name key (memberNameKey), never by a database lower(), which folds letters otherwise.
      const played = await readSeasonPlayers(manager, leagueId, wanted);
      const key = memberNameKey(userName);
      const member = played.find((row) => memberNameKey(row.user_name) === key);
      if (!member) throw notFound(MESSAGES.memberNotFound);
      const facts = await readStandingsFacts(manager, leagueId, wanted);
      return memberPage(facts, { leagueId, leagueName: league.name, season: wanted, userName: member.user_name });
    });
  }
}
