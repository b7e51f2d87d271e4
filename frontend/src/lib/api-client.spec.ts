import { IDEMPOTENCY_KEY_HEADER } from '@tribal/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWriteRetryStore } from '../stores/write-retry-store';
import { ApiError, apiRequest, WRITE_RETRY_WINDOW_MS } from './api-client';

type Answer = { status: number; body?: unknown; headers?: Record<string, string> } | 'no answer';

/** A server that gives these answers in turn; it records every request's Idempotency-Key. */
function serverAnswering(answers: Answer[]) {
  const keys: Array<string | undefined> = [];
  const fetchStub = vi.fn(async (_path: string, init: RequestInit) => {
    keys.push((init.headers as Record<string, string>)[IDEMPOTENCY_KEY_HEADER]);
    const answer = answers[Math.min(keys.length - 1, answers.length - 1)];
    if (answer === 'no answer') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status,
      headers: answer.headers,
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { keys, fetchStub };
}

const unavailable: Answer = { status: 503, body: { message: 'not saved' }, headers: { 'Retry-After': '1' } };

describe('a write through an outage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is sent again with the same Idempotency-Key after a 503 or no answer, and says so meanwhile', async () => {
    const server = serverAnswering([unavailable, 'no answer', { status: 200, body: { message: 'saved' } }]);
    const saving = apiRequest<{ message: string }>('/api/x', { method: 'POST', body: { a: 1 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(useWriteRetryStore.getState().retrying).toBe(1);
    await vi.advanceTimersByTimeAsync(5000);
    await expect(saving).resolves.toEqual({ message: 'saved' });
    expect(server.keys).toHaveLength(3);
    expect(new Set(server.keys).size).toBe(1);
    expect(server.keys[0]).toMatch(/.{16,}/);
    expect(useWriteRetryStore.getState().retrying).toBe(0);
  });

  it('gives up after 30 s with the last answer', async () => {
    serverAnswering([unavailable]);
    const saving = apiRequest('/api/x', { method: 'PUT', body: {} }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(WRITE_RETRY_WINDOW_MS + 1000);
    const error = await saving;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect(useWriteRetryStore.getState().retrying).toBe(0);
  });

  it('takes a refusal (4xx) or a 500 as final, and never re-sends a read', async () => {
    const refused = serverAnswering([{ status: 409, body: { message: 'moved on' } }]);
    await expect(apiRequest('/api/x', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 409 });
    expect(refused.fetchStub).toHaveBeenCalledTimes(1);
    const broken = serverAnswering([{ status: 500, body: { message: 'bug' } }]);
    await expect(apiRequest('/api/x', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 500 });
    expect(broken.fetchStub).toHaveBeenCalledTimes(1);
    const read = serverAnswering([unavailable]);
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 503 });
    expect(read.fetchStub).toHaveBeenCalledTimes(1);
    expect(read.keys).toEqual([undefined]);
  });
});
