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

/**
 * A program that keeps writes it could not send yet (the desktop app offline) names the changes the current action
 * only saved on the computer (null or empty when the site took them), so a success notice never claims the site has
 * what it does not: "Event Created!" becomes "Saved on this computer".
 */
let keptOnComputer: (() => string[] | null) | null = null;

export function configureSuccessToasts(drafted: (() => string[] | null) | null): void {
  keptOnComputer = drafted;
}

export const SAVED_ON_COMPUTER = 'Saved on this computer';

export function successToast(title: string, description?: string): void {
  const drafted = keptOnComputer?.() ?? [];
  if (drafted.length === 1) {
    toast({ title: SAVED_ON_COMPUTER, description: `${drafted[0]}: will be sent to the site when it can be reached.` });
  } else if (drafted.length > 1) {
    const list = drafted.join('; ');
    toast({
      title: SAVED_ON_COMPUTER,
      description: `${drafted.length} changes will be sent to the site when it can be reached: ${list}.`,
    });
  } else toast({ title, description });
}
