import { ADMIN_MESSAGES } from '@tribal/contracts';
import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './new-password';

describe('a new admin password', () => {
  it.each([
    {
      story: 'typed the same twice and long enough is accepted',
      password: 'tribe-has-spoken',
      confirmation: 'tribe-has-spoken',
      problem: null,
    },
    { story: 'of exactly 8 characters is long enough', password: '12345678', confirmation: '12345678', problem: null },
    {
      story: 'typed differently the second time is refused',
      password: 'tribe-has-spoken',
      confirmation: 'tribe-has-spoke',
      problem: ADMIN_MESSAGES.passwordsDoNotMatch,
    },
    {
      story: 'shorter than 8 characters is refused',
      password: '1234567',
      confirmation: '1234567',
      problem: ADMIN_MESSAGES.passwordTooShort,
    },
    {
      story: 'left empty is refused as too short',
      password: '',
      confirmation: '',
      problem: ADMIN_MESSAGES.passwordTooShort,
    },
  ])('$story', ({ password, confirmation, problem }) => {
    expect(newPasswordProblem(password, confirmation)).toBe(problem);
  });
});
