import { isAdminSignedOut } from '../../api/session';
import { serverMessage } from '../../api/http';
import { toast } from '../../ui/toast';

/**
 * The error toast of a failed admin action: the action's fixed title, the server's message when it sent one,
 * else the screen's default. A 401 already produced the "logged out" toast and redirect; it stays.
 */
export function failureToast(title: string, error: unknown, fallback?: string): void {
  if (isAdminSignedOut(error, { adminCall: true })) return;
  toast({ title, description: serverMessage(error) ?? fallback, variant: 'destructive' });
}

export function successToast(title: string, description?: string): void {
  toast({ title, description });
}
