import { type LoaderFunctionArgs, redirect } from 'react-router';
import { getAdminSession } from '@/features/admin/api/get-admin-session';
import { useAdminStore } from '@/stores/admin-store';

export const ADMIN_LOGIN_PATH = '/admin/login';
export const ADMIN_HOME_PATH = '/admin/dashboard';

/**
 * Guard for the admin area: the server's session decides, not the local flag. An unauthenticated visit goes to
 * the login page, which returns to the wanted page afterwards.
 */
export async function requireAdmin({ request }: LoaderFunctionArgs): Promise<null> {
  let authenticated = false;
  try {
    authenticated = await getAdminSession(request.signal);
  } catch {
    authenticated = false;
  }
  useAdminStore.getState().setSignedIn(authenticated);
  if (!authenticated) {
    const url = new URL(request.url);
    throw redirect(`${ADMIN_LOGIN_PATH}?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return null;
}

/** Only a path inside this app's admin area is a place to return to (no open redirect). */
export function safeAdminReturnPath(wanted: string | null): string {
  return wanted?.startsWith('/admin/') && !wanted.startsWith('//') && wanted !== ADMIN_LOGIN_PATH
    ? wanted
    : ADMIN_HOME_PATH;
}
