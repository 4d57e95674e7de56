import { useContext, useEffect, useId, useState, useSyncExternalStore } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router-dom';
import { Alert } from '@blueprintjs/core';
import { WarningSign } from '@blueprintjs/icons';
import { hasUnsavedChanges, markUnsaved, setLeaveAsker } from '../../ui/leaveGuard';

export { hasUnsavedChanges };

export const LEAVE_QUESTION = 'Leave without saving?';
export const LEAVE_DETAILS = 'Your changes on this screen are not saved yet. If you leave now, they are lost.';
export const STAY_BUTTON = 'Stay and keep editing';
export const LEAVE_BUTTON = 'Leave without saving';

/**
 * The admin roots that could ask before leaving. A router answers only one blocker at a time, and a public page
 * may hold several admin roots (the home page's panels, the gallery's bar and board): the first one mounted asks
 * for all of them. Which forms are unsaved is kept in `shared/ui/leaveGuard.ts`, which any router may consult.
 */
const guards: symbol[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Marks the calling form's edits as unsaved while `unsaved` is true: leaving the screen inside the app asks
 * first (UnsavedChangesGuard), and closing or reloading the tab or window gets the browser's own question.
 */
export function useUnsavedChanges(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const unmark = markUnsaved();
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers (and Electron's will-prevent-unload) look at returnValue rather than preventDefault.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      unmark();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [unsaved]);
}

/**
 * Rendered by every admin root: the elected one asks "Leave without saving?" before the router leaves a screen
 * with unsaved changes. Under react-router's data router it blocks the move itself; under any other router it
 * answers `askToLeave()`, which that router must call before it moves (the browser's question on closing the tab
 * is there either way).
 */
export function UnsavedChangesGuard() {
  const inDataRouter = useContext(UNSAFE_DataRouterContext) != null;
  const [me] = useState(() => Symbol('guard'));
  const elected = useSyncExternalStore(
    subscribe,
    () => guards[0] === me,
    () => false,
  );
  useEffect(() => {
    guards.push(me);
    notify();
    return () => {
      guards.splice(guards.indexOf(me), 1);
      notify();
    };
  }, [me]);
  if (!elected) return null;
  return inDataRouter ? <BlockedMoveQuestion /> : <AskedQuestion />;
}

/** Under react-router's data router: its blocker holds a move to another screen until the question is answered. */
function BlockedMoveQuestion() {
  // Only a move to another screen loses the forms: a hash or query change on the same screen keeps them.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => hasUnsavedChanges() && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <LeaveQuestion
      isOpen={blocker.state === 'blocked'}
      stay={() => blocker.reset?.()}
      leave={() => blocker.proceed?.()}
    />
  );
}

/** Under any other router: it asks through `askToLeave()` (shared/ui/leaveGuard.ts) before it moves. */
function AskedQuestion() {
  const [answer, setAnswer] = useState<((leave: boolean) => void) | null>(null);
  useEffect(() => setLeaveAsker(() => new Promise<boolean>((resolve) => setAnswer(() => resolve))), []);
  const settle = (leave: boolean) => {
    answer?.(leave);
    setAnswer(null);
  };
  return <LeaveQuestion isOpen={answer !== null} stay={() => settle(false)} leave={() => settle(true)} />;
}

function LeaveQuestion({ isOpen, stay, leave }: { isOpen: boolean; stay(): void; leave(): void }) {
  const id = useId();
  return (
    <Alert
      isOpen={isOpen}
      className="adm"
      {...{ 'aria-labelledby': `${id}-question`, 'aria-describedby': `${id}-details` }}
      intent="danger"
      icon={<WarningSign />}
      cancelButtonText={STAY_BUTTON}
      confirmButtonText={LEAVE_BUTTON}
      onCancel={stay}
      onConfirm={leave}
    >
      <p id={`${id}-question`}>
        <strong>{LEAVE_QUESTION}</strong>
      </p>
      <p id={`${id}-details`}>{LEAVE_DETAILS}</p>
    </Alert>
  );
}
