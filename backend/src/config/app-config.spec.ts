import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './app-config';

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
