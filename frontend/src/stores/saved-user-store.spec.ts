import { describe, expect, it } from 'vitest';
import { parseSavedUser } from './saved-user-store';

const sandra = {
  userName: 'Sandra',
  survivorName: 'Sandra',
  realName: 'Sandra Diaz',
  email: 'sandra@example.com',
  leagueId: 'l1',
  paymentMethod: 'Venmo',
  entryToken: 'secret',
};

describe('the saved user in local storage', () => {
  it('reads back a member who joined in this browser, token included', () => {
    expect(parseSavedUser(JSON.stringify(sandra))).toEqual(sandra);
  });

  it('reads a member found by email, who has no token', () => {
    const { entryToken: _, ...found } = { ...sandra, paymentMethod: 'Unknown' };
    expect(parseSavedUser(JSON.stringify(found))).toEqual(found);
  });

  it.each([
    ['nothing saved', null],
    ['broken JSON', '{"userName":'],
    ['not an object', '"Sandra"'],
    ['a missing league', JSON.stringify({ ...sandra, leagueId: undefined })],
    ['an empty name', JSON.stringify({ ...sandra, userName: '' })],
  ])('ignores %s', (_, raw) => {
    expect(parseSavedUser(raw)).toBeNull();
  });
});
