import { describe, expect, it } from 'vitest';
import { leagueSeasonOfRoom, picksRoom, seasonRoom, standingsRoom } from './live-room';

describe('which standings a room is (the catch-up beacon reads them off the rooms)', () => {
  it('reads the league and season back from a standings room, a league id with colons included', () => {
    expect(leagueSeasonOfRoom(standingsRoom('office-pool', 49))).toEqual({ leagueId: 'office-pool', season: 49 });
    expect(leagueSeasonOfRoom(standingsRoom('a:b', 50))).toEqual({ leagueId: 'a:b', season: 50 });
  });

  it('is no standings for any other room: a season, a pick board, a socket id, a broken name', () => {
    for (const room of [seasonRoom(49), picksRoom('office-pool', 49), 'Xyz12_socketid', 'standings:', 'standings:x:y'])
      expect(leagueSeasonOfRoom(room)).toBeUndefined();
  });
});
