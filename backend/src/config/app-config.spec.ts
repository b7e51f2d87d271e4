import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from './app-config';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, ['loopback']],
    ['', ['loopback']],
    ['2', 2],
    ['true', true],
    ['false', false],
    ['10.0.0.0/8, loopback', ['10.0.0.0/8', 'loopback']],
  ])('%j means %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });
});

describe('SECURE_COOKIES', () => {
  it.each([
    [{}, false],
    [{ PUBLIC_URL: 'http://pool.example' }, false],
    [{ PUBLIC_URL: 'https://pool.example' }, true],
    [{ PUBLIC_URL: 'https://pool.example', SECURE_COOKIES: 'false' }, false],
    [{ PUBLIC_URL: 'http://pool.example', SECURE_COOKIES: 'true' }, true],
  ])('%j: secure cookies %j', (env, expected) => {
    expect(loadConfig(env).secureCookies).toBe(expected);
  });
});
