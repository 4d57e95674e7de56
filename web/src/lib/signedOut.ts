import { isAdminSignedOut } from '@shared/api/session';
import { LOGIN_REDIRECT_DELAY_MS } from '@shared/constants';
import { toast } from '@shared/ui/toast';

export const SIGNED_OUT_MESSAGE = 'You are logged out. Logging in again...';
const LOGIN_PATH = '/api/login';

/** The sign-in page, which sends the person back to `returnTo` (a path on this site) once signed in. */
export function signInPath(returnTo: string): string {
  return `${LOGIN_PATH}?returnTo=${encodeURIComponent(returnTo)}`;
}

let leaving = false;

/**
 * Called by the query client for every failed query and mutation (see queryClient.ts). A 401 from an admin
 * call means the session ended (expired, signed out in another tab, account disabled): say so once and
 * send the browser to the sign-in page after 0.5 s. Several admin calls often fail
 * together (the dashboard loads three lists), so only the first one acts.
 * Returns whether it handled the failure, so screens can keep their own error toasts for everything else.
 */
export function handleSignedOut(error: unknown, meta: Record<string, unknown> | undefined): boolean {
  if (!isAdminSignedOut(error, meta)) return false;
  // The server renders pages with the same query client but never runs admin calls; nothing to do there.
  if (typeof window === 'undefined') return true;
  if (leaving) return true;
  leaving = true;
  toast({ title: SIGNED_OUT_MESSAGE, variant: 'destructive' });
  setTimeout(() => {
    window.location.href = signInPath(window.location.pathname + window.location.search);
  }, LOGIN_REDIRECT_DELAY_MS);
  return true;
}

/** For a screen's own error toast: a 401 from an admin call already has its message and must not be replaced. */
export const isSignedOutFailure = (error: unknown, meta?: Record<string, unknown>) => isAdminSignedOut(error, meta);
