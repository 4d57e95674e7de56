/**
 * Which forms on screen hold changes not saved yet, and who asks before they are left behind. Plain code with no
 * React or Blueprint, so a router of any kind (react-router's blocker in the admin, or a page router of the site's
 * own) can consult it before it moves to another page: `hasUnsavedChanges()`, then `askToLeave()`.
 */
const unsavedForms = new Set<symbol>();
let asker: (() => Promise<boolean>) | null = null;

/** Marks one form as holding unsaved changes; the returned function takes the mark away. */
export function markUnsaved(): () => void {
  const form = Symbol('unsaved form');
  unsavedForms.add(form);
  return () => void unsavedForms.delete(form);
}

/** Whether any form on screen holds changes that leaving would lose. */
export function hasUnsavedChanges(): boolean {
  return unsavedForms.size > 0;
}

/** Who puts the question (the admin's "Leave without saving?"); the returned function stands them down. */
export function setLeaveAsker(ask: () => Promise<boolean>): () => void {
  asker = ask;
  return () => {
    if (asker === ask) asker = null;
  };
}

/** True when leaving may go ahead: nothing unsaved, or the person chose to leave it behind. */
export async function askToLeave(): Promise<boolean> {
  if (!hasUnsavedChanges()) return true;
  return asker ? asker() : window.confirm('Leave without saving? Your changes on this screen are not saved yet.');
}
