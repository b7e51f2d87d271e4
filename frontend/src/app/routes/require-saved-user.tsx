import { DRAFT_MESSAGES } from '@tribal/contracts';
import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useMe } from '@/lib/api/get-me';

/** What a page passes to the next one to explain a redirect: shown there as a notice. */
export interface RedirectNotice {
  notice?: string;
}

/**
 * Draft, swaps and picks need a saved user (spec §8): without one, off to /join with the reason. A signed-in
 * person's entries count (issue 29): while their list loads the page waits, and its first entry becomes current.
 */
export function RedirectToJoin() {
  const me = useMe();
  if (me.isLoading) return <PageSpinner label="Loading your leagues…" />;
  return <Navigate to="/join" replace state={{ notice: DRAFT_MESSAGES.mustJoinFirst } satisfies RedirectNotice} />;
}

/** Reads a redirect's notice from the router location state. */
export function noticeFrom(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { notice } = state as RedirectNotice;
  return typeof notice === 'string' ? notice : undefined;
}
