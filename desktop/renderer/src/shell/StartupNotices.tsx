import { useEffect, useState } from 'react';
import { Button, ButtonGroup, Callout } from '@blueprintjs/core';
import type { DesktopBridge, InterruptedImport, SyncState } from '@shared/desktop/bridge';
import { useAttempt } from '../useAttempt';

/** How many of the unsent changes the notice names before it only counts the rest. */
const LISTED = 5;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What the last run left behind, said once when the app starts (ADR 041): an import that was cut off, with a
 * Resume import button and how many photos are left, and the changes still waiting to be sent, with a way to
 * review them. Each notice goes when acted on or dismissed; nothing here blocks the screens.
 */
export function StartupNotices({
  bridge,
  sync,
  openPending,
  openImport,
}: {
  bridge: DesktopBridge;
  /** The core's sync state as the bar has it: the notice counts from it, so it follows the changes as they go. */
  sync: SyncState | null;
  openPending(): void;
  openImport(): void;
}) {
  const [interrupted, setInterrupted] = useState<InterruptedImport | null>(null);
  // Shown when the first state known had changes waiting, until dismissed or until none is left.
  const [showUnsent, setShowUnsent] = useState<boolean | null>(null);
  const { error, busy, attempt } = useAttempt();

  useEffect(() => {
    let live = true;
    void bridge.interruptedImport().then(
      (found) => live && setInterrupted(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [bridge]);

  const waiting = sync ? sync.pending.length + sync.conflicts.length : 0;
  if (sync && showUnsent === null) setShowUnsent(waiting > 0);
  const unsent = showUnsent && sync && waiting > 0 ? sync : null;

  if (!interrupted && !unsent) return null;

  const resume = () =>
    attempt(async () => {
      await bridge.startImport(interrupted!.plan);
      setInterrupted(null);
      openImport();
    });
  const forget = () =>
    attempt(async () => {
      await bridge.forgetImport();
      setInterrupted(null);
    });

  const changes = unsent ? [...unsent.conflicts, ...unsent.pending] : [];

  return (
    <div className="dsk-startup" role="region" aria-label="Left from the last session">
      {interrupted && (
        <Callout intent="primary" title="An import did not finish" className="dsk-startup-import">
          <p>
            {interrupted.filesLeft > 0
              ? `${plural(interrupted.filesLeft, 'photo', 'photos')} of ${interrupted.totalFiles} from “${interrupted.plan.folder}” ${interrupted.filesLeft === 1 ? 'is' : 'are'} left to upload.`
              : `Every photo from “${interrupted.plan.folder}” is uploaded; ${plural(interrupted.eventsLeft, 'event is', 'events are')} left to create.`}
          </p>
          {error && <p className="dsk-error">{error}</p>}
          <ButtonGroup>
            <Button intent="primary" text="Resume import" loading={busy} onClick={() => void resume()} />
            <Button text="Not now" disabled={busy} onClick={() => setInterrupted(null)} />
            <Button text="Forget this import" disabled={busy} onClick={() => void forget()} />
          </ButtonGroup>
        </Callout>
      )}
      {unsent && (
        <Callout
          intent="warning"
          title={`${plural(changes.length, 'change', 'changes')} not sent to the site yet`}
          className="dsk-startup-unsent"
        >
          {unsent.conflicts.length > 0 && (
            <p>{plural(unsent.conflicts.length, 'change needs', 'changes need')} your decision first.</p>
          )}
          <ul>
            {changes.slice(0, LISTED).map((c) => (
              <li key={c.id}>{c.summary}</li>
            ))}
            {changes.length > LISTED && <li>and {changes.length - LISTED} more</li>}
          </ul>
          <ButtonGroup>
            <Button
              intent="primary"
              text="Review changes"
              onClick={() => {
                setShowUnsent(false);
                openPending();
              }}
            />
            <Button text="Dismiss" onClick={() => setShowUnsent(false)} />
          </ButtonGroup>
        </Callout>
      )}
    </div>
  );
}
