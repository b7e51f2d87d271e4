import { createContext, useContext } from 'react';
import type { RequestOptions } from '@/lib/api-client';

/**
 * Which league the admin pages act on, and with which credential. The site admin's pages (`/admin/...`) act on
 * every league with the session cookie; the same pages under `/league/{id}/manage` act on that one league and
 * send the commissioner's token. One set of screens, parametrised by this.
 */
export interface ManageScope {
  /** who acts: the site admin (session cookie) or the league's commissioner (their token); see lib/authorization */
  role: 'admin' | 'commissioner';
  /** null: every league (the admin's pages) */
  leagueId: string | null;
  /** the commissioner's session token, sent as `Authorization: Bearer`; absent for the admin (cookie) */
  bearerToken?: string;
  /** where "back" goes: the admin dashboard, or the league's manage page */
  home: string;
  /**
   * The commissioner's own entry in this league, when this device knows it (it joined or activated here): the pages
   * do not offer to correct it (the server refuses a commissioner's correction of their own entry anyway).
   */
  ownEntry?: string;
}

export const ADMIN_SCOPE: ManageScope = { role: 'admin', leagueId: null, home: '/admin/dashboard' };

export const ManageScopeContext = createContext<ManageScope>(ADMIN_SCOPE);

export function useManageScope(): ManageScope {
  return useContext(ManageScopeContext);
}

/** The request options that carry a scope's credential. */
export type ScopeAuth = Pick<RequestOptions, 'bearerToken'>;

export const scopeAuth = (scope: ManageScope): ScopeAuth =>
  scope.bearerToken ? { bearerToken: scope.bearerToken } : {};
