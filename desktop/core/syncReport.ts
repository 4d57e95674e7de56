import type { SyncReport } from '../../shared/desktop/bridge';

const changes = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`;

/** Why the volunteer sees the sign-in screen again: the site ended this computer's sign-in, they did not sign out. */
export const SESSION_ENDED =
  'This computer must sign in again: the site no longer accepts its sign-in (it was revoked, or it ended).';

/** The sign-in screen's notice, with what waits for after the sign-in. */
export function sessionEndedNotice(waiting: number): string {
  if (waiting === 0) return SESSION_ENDED;
  const verb = waiting === 1 ? 'is' : 'are';
  return `${SESSION_ENDED} Your ${changes(waiting)} ${verb} kept on this computer and will be sent after you sign in.`;
}

/**
 * What a sync pass did, in the words "Sync now" shows: what reached the site, why it stopped, and what still waits.
 * `waiting` counts the changes left to send (not those waiting for the volunteer's decision, `conflicts`); `notes`
 * follow, each a sentence (the registrants the site e-mailed).
 */
export function syncReportOf(
  outcome: SyncReport['outcome'],
  counts: { sent: number; waiting: number; conflicts: number },
  problem: string | null,
  finishedAt: Date,
  notes: string[] = [],
): SyncReport {
  const { sent, waiting, conflicts } = counts;
  let message: string;
  if (outcome === 'done') {
    message = sent > 0 ? `Sent ${changes(sent)} to the site.` : 'Nothing to send: the site already has every change.';
    if (conflicts > 0) {
      const decide = `${changes(conflicts)} ${conflicts === 1 ? 'needs' : 'need'} your decision (Pending changes).`;
      message = sent > 0 ? `${message} ${decide}` : `Nothing new was sent. ${decide}`;
    }
  } else {
    const reason = {
      offline: 'the site cannot be reached',
      'signed-out': 'this computer must sign in again',
      'server-trouble': `the site had a problem${problem ? ` (${problem})` : ''}`,
    }[outcome];
    const until = {
      offline: 'will be sent when it can',
      'signed-out': 'will be sent after the sign-in',
      'server-trouble': 'will be sent again',
    }[outcome];
    message = sent > 0 ? `Sent ${changes(sent)}, then stopped: ${reason}.` : `Nothing was sent: ${reason}.`;
    if (waiting > 0)
      message += ` ${waiting === 1 ? '1 change waits' : `${waiting} changes wait`} on this computer and ${until}.`;
  }
  if (notes.length) message += ` ${notes.join(' ')}`;
  return { finishedAt: finishedAt.toISOString(), outcome, sent, message, ...(notes.length ? { notes } : {}) };
}
