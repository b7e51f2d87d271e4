import { DRAFT_MESSAGES } from '@tribal/contracts';
import { Navigate } from 'react-router';

/** What a page passes to the next one to explain a redirect: shown there as a notice. */
export interface RedirectNotice {
  notice?: string;
}

/** Draft, swaps and picks need a saved user (spec §8): without one, off to /join with the reason. */
export function RedirectToJoin() {
  return <Navigate to="/join" replace state={{ notice: DRAFT_MESSAGES.mustJoinFirst } satisfies RedirectNotice} />;
}

/** Reads a redirect's notice from the router location state. */
export function noticeFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { notice } = state as RedirectNotice;
  return typeof notice === 'string' ? notice : undefined;
}
