import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../support/test-app';

const t = setUpTestApp('hardening', { env: { CORS_ORIGINS: 'https://pool.example' } });

const NO_STACK = /\bat [\w.<>]+ \(|node_modules|\.ts:\d+/;

describe('hardening', () => {
  it('CORS answers only the configured origins', async () => {
    const evil = await t.request('GET', '/api/leagues', { headers: { origin: 'https://evil.example' } });
    expect(evil.status).toBe(200);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${t.baseUrl}/api/admin/send-email`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();

    const allowed = await t.request('GET', '/api/leagues', { headers: { origin: 'https://pool.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://pool.example');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('helmet’s headers are on every answer, and the server does not say what it runs', async () => {
    for (const path of ['/api/leagues', '/api/no-such-route', '/api/reminders/unsubscribe']) {
      const { headers } = await t.request('GET', path);
      expect(headers.get('content-security-policy'), path).toContain("default-src 'self'");
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(headers.get('strict-transport-security'), path).toContain('max-age=');
      expect(headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(headers.get('x-powered-by'), path).toBeNull();
    }
  });

  it('errors answer a message and never a stack trace', async () => {
    const badJson = await t.request<Record<string, unknown>>('POST', '/api/leagues/x/join', { raw: '{"userName":' });
    // (Nest maps body-parser's errors to HttpExceptions carrying the parser's own short text.)
    expect(badJson.status).toBe(400);
    expect(Object.keys(badJson.body)).toEqual(['message']);

    const tooLarge = await t.request<Record<string, unknown>>('POST', '/api/leagues/x/join', {
      raw: JSON.stringify({ userName: 'x'.repeat(300 * 1024) }),
    });
    expect(tooLarge.status).toBe(413);
    expect(Object.keys(tooLarge.body)).toEqual(['message']);

    const notMultipart = await fetch(`${t.baseUrl}/api/reports`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'user-agent': 'Mozilla/5.0' },
      body: '--x\r\nContent-Disposition: form-data; name="user_name"\r\n\r\nRob',
    });
    expect(notMultipart.status).toBe(400);
    const text = await notMultipart.text();
    expect(Object.keys(JSON.parse(text))).toEqual(['message']);

    for (const body of [JSON.stringify(badJson.body), JSON.stringify(tooLarge.body), text]) {
      expect(body).not.toMatch(NO_STACK);
    }
  });
});
