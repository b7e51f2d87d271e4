import type { RequestOptions } from '@/lib/api-client';

/**
 * The credential a chat call carries: a member's X-Entry-Token (the entry saved on this device for the league), or
 * the commissioner's token on the pages that manage the league; with neither, the person's session cookie travels.
 */
export type ChatAuth = Pick<RequestOptions, 'entryToken' | 'bearerToken'>;

/** What a query key holds of the credential: answers differ by caller (a member sees their own reaction). */
export const authKey = (auth: ChatAuth): string => auth.entryToken ?? auth.bearerToken ?? 'session';
