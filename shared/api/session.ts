/**
 * When a failed call means "your session is gone": a 401 from an admin call. The web
 * client reacts to it in one place (web/src/lib/signedOut.ts); the rule itself lives here so any face can
 * share it and it can be tested without a browser.
 */
import { ApiError, statusOf } from './http';

/** Admin-only endpoints sit under /api/admin/ (an admin-only call elsewhere says so with AdminCallMeta, below). */
export function isAdminPath(path: string): boolean {
  return path.startsWith('/api/admin/');
}

/**
 * Marks a query or mutation as an admin call even though its path is not under /api/admin/ (an admin-only
 * write elsewhere). Put it in the query's or mutation's `meta`.
 */
export interface AdminCallMeta extends Record<string, unknown> {
  adminCall?: boolean;
}

export function isAdminSignedOut(error: unknown, meta?: Record<string, unknown>): boolean {
  if (statusOf(error) !== 401) return false;
  if (meta?.adminCall === true) return true;
  return error instanceof ApiError && isAdminPath(error.path);
}

/** The volunteer list retries a failed load, but fewer than 3 times. */
export const ADMIN_LIST_MAX_RETRIES = 2;

/** Retrying a 401 would only delay the trip to the sign-in page, so it is never retried. */
export function retryUnlessUnauthorized(failureCount: number, error: unknown): boolean {
  return statusOf(error) !== 401 && failureCount < ADMIN_LIST_MAX_RETRIES;
}
