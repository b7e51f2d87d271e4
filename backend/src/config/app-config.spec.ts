import { describe, expect, it } from 'vitest';
import { StartUpError } from '../start-up/start-up-error';
import {
  loadConfig,
  parseLiveRedisAdapter,
  parseLogLevel,
  parseMaxLeagueMembers,
  parseObservability,
  parseTrustProxy,
} from './app-config';

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

describe('LOG_LEVEL', () => {
  it('is one of pino’s levels, info when unset', () => {
    expect(parseLogLevel(undefined)).toBe('info');
    expect(parseLogLevel('DEBUG')).toBe('debug');
  });

  it('stops the start naming the levels when misspelt', () => {
    expect(() => parseLogLevel('verbose')).toThrow(StartUpError);
    expect(() => parseLogLevel('verbose')).toThrow(
      'LOG_LEVEL=verbose is not a log level. Fix: use one of trace, debug, info, warn, error, fatal, silent.',
    );
  });
});

describe('LIVE_REDIS_ADAPTER', () => {
  it.each([
    [undefined, 'streams'],
    ['', 'streams'],
    ['pubsub', 'pubsub'],
    ['sharded', 'sharded'],
    ['Streams', 'streams'],
  ])('%s is %s', (value, mode) => {
    expect(parseLiveRedisAdapter(value)).toBe(mode);
  });

  it('stops the start naming the adapters when misspelt, rather than quietly pushing through another', () => {
    expect(() => parseLiveRedisAdapter('stream')).toThrow(
      'LIVE_REDIS_ADAPTER=stream is not a live push adapter. Fix: use one of pubsub, sharded, streams.',
    );
  });
});

describe('METRICS_PORT', () => {
  it('is a port of its own when set, none when unset, and a start-up error when not a port number', () => {
    expect(loadConfig({}).metricsPort).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '' }).metricsPort).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    expect(() => loadConfig({ METRICS_PORT: 'nine' })).toThrow('METRICS_PORT=nine is not a port number.');
  });
});

describe('MAX_LEAGUE_MEMBERS', () => {
  it.each([
    [undefined, 1000],
    ['', 1000],
    ['200', 200],
    ['1', 1],
  ])('%j means %j members at most', (value, expected) => {
    expect(parseMaxLeagueMembers(value)).toBe(expected);
  });

  it.each(['0', '-5', '2.5', 'lots'])('%j stops the start with the fix', (value) => {
    expect(() => parseMaxLeagueMembers(value)).toThrow(StartUpError);
    expect(() => parseMaxLeagueMembers(value)).toThrow(`MAX_LEAGUE_MEMBERS=${value} is not a number of members.`);
  });
});

describe('OBSERVABILITY', () => {
  it.each([
    [undefined, true],
    ['', true],
    ['on', true],
    ['off', false],
    ['OFF', false],
    ['false', false],
    ['0', false],
  ])('%j: per-request logs, ids and histogram %j', (value, expected) => {
    expect(parseObservability(value)).toBe(expected);
  });
});
