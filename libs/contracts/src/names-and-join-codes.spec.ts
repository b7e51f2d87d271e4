import { describe, expect, it } from 'vitest';
import { NAME_CONTROL_CHARACTERS_MESSAGE, nameText } from './common';
import {
  CreateLeagueRequestSchema,
  JOIN_CODE_MESSAGES,
  JoinLeagueRequestSchema,
  SetJoinCodeRequestSchema,
} from './leagues';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('a name (issue 33: separators and bidi controls forge lines or reverse text in mails and lists)', () => {
  const name = nameText('Name is required.', 80);
  it.each([
    ['a line separator', 'Pool\u2028Line'],
    ['a paragraph separator', 'Pool\u2029Para'],
    ['a right-to-left override', 'Pool \u202Eloohcs'],
    ['a left-to-right embedding', 'Pool \u202Ax'],
    ['a first-strong isolate and its pop', 'Pool \u2068x\u2069'],
    ['a line feed', 'Pool\nLine'],
  ])('refuses %s', (_what, text) => {
    expect(firstMessage(name.safeParse(text))).toBe(NAME_CONTROL_CHARACTERS_MESSAGE);
  });

  it('keeps accents, emoji and right-to-left letters', () => {
    for (const text of ['Zoë', 'İota', 'Tribe 🔥', 'שלום', 'مرحبا']) expect(name.safeParse(text).success).toBe(true);
  });
});

describe('a join code', () => {
  it('set by the admin or the commissioner: at least 6 characters after trimming, or none (an open league)', () => {
    expect(firstMessage(SetJoinCodeRequestSchema.safeParse({ joinCode: ' 12345 ' }))).toBe(
      JOIN_CODE_MESSAGES.joinCodeTooShort,
    );
    expect(SetJoinCodeRequestSchema.parse({ joinCode: ' 123456 ' })).toEqual({ joinCode: '123456' });
    expect(SetJoinCodeRequestSchema.parse({ joinCode: '' })).toEqual({ joinCode: null });
    expect(SetJoinCodeRequestSchema.parse({ joinCode: null })).toEqual({ joinCode: null });
  });

  it('of a new league: required, at least 6 characters', () => {
    const league = { leagueName: 'Pool', commissionerName: 'Jeff', tribes: [] };
    expect(firstMessage(CreateLeagueRequestSchema.safeParse({ ...league, password: '' }))).toBe(
      'League password is required.',
    );
    expect(firstMessage(CreateLeagueRequestSchema.safeParse({ ...league, password: 'x' }))).toBe(
      JOIN_CODE_MESSAGES.joinCodeTooShort,
    );
    expect(CreateLeagueRequestSchema.safeParse({ ...league, password: 'sixsix' }).success).toBe(true);
  });

  it('offered to join: a shorter code set before still gets through to be checked', () => {
    const join = { userName: 'a', survivorName: 'a', realName: 'A', email: 'a@example.com', paymentMethod: 'Venmo' };
    expect(JoinLeagueRequestSchema.safeParse({ ...join, password: 'x' }).success).toBe(true);
  });
});
