import { MutationCache } from '@tanstack/react-query';
import { configureSuccessToasts } from '@shared/admin/common/failureToast';

/**
 * Which changes an action only saved on this computer, so the shared screens' success notices say so ("Saved on this
 * computer") instead of "Event Created!". The transport records each drafted answer; a mutation's drafts are those
 * answered between its start and its success, and the shared `successToast` asks for them while the mutation's own
 * success handlers run: the mutation's options (react-query runs the cache's handlers around them) and the ones
 * passed to mutate() by the screen (run once the mutation has settled).
 */
export function draftNotices() {
  const drafted: string[] = [];
  const startedAt = new Map<number, number>();
  let current: string[] | null = null;
  configureSuccessToasts(() => current);
  const mutationCache = new MutationCache({
    onMutate: (_variables, mutation) => void startedAt.set(mutation.mutationId, drafted.length),
    onSuccess: (_data, _variables, _result, mutation) => {
      current = drafted.slice(startedAt.get(mutation.mutationId) ?? drafted.length);
    },
    onSettled: (_data, _error, _variables, _result, mutation) => {
      startedAt.delete(mutation.mutationId);
      // The callbacks a screen passes to mutate() itself run after this, when the mutation tells its observer it
      // succeeded (a few microtasks later): they must still find the drafts, so they are forgotten a task later.
      const settled = current;
      setTimeout(() => {
        if (current === settled) current = null;
      }, 0);
    },
  });
  return {
    mutationCache,
    /** Each answer of the bridge: a draft is a change kept on this computer. */
    answered(answer: { source: string; summary?: string }) {
      if (answer.source === 'draft') drafted.push(answer.summary ?? 'The change');
    },
  };
}
