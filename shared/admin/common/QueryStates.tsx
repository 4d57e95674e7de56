import type { ReactNode } from 'react';
import { ScreenState, type StateHeadingLevel } from './ScreenState';
import { useAdminPlatform } from './platform';

/** What QueryStates reads of a react-query result. */
export interface LoadedQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch(): unknown;
}

interface Props<T> {
  query: LoadedQuery<T>;
  /** Words beside the spinner, e.g. 'Loading events...'. */
  loadingLabel: string;
  error: {
    title: string;
    description?: ReactNode;
    /**
     * The button reloads the whole screen ('Refresh Page') instead of loading the query again: a reload is what an
     * admin understands, and it starts everything afresh.
     */
    reloads?: true;
  };
  /** Whether the loaded data has nothing to show; missing data counts as empty. */
  isEmpty(data: NoInfer<T>): boolean;
  empty: { title: string; description?: ReactNode; action?: ReactNode };
  /** The state headings' level: 2 under a screen's h1 (the default), 3 inside a panel or dialog. */
  level?: StateHeadingLevel;
  /** The screen's content once there is something to show. */
  children(data: T): ReactNode;
}

/**
 * The states of a screen that lists `items` ('volunteers'), in the words every list screen uses; `whole` names the
 * list in the error ('The volunteer list').
 */
export function listStates(
  items: string,
  whole: string,
  emptyDescription: ReactNode,
  { reloads, action }: { reloads?: true; action?: ReactNode } = {},
) {
  const title = titleCase(items);
  return {
    loadingLabel: `Loading ${items}...`,
    error: { title: `Error Loading ${title}`, description: `${whole} could not be loaded.`, reloads },
    isEmpty: (list: readonly unknown[]) => list.length === 0,
    empty: { title: `No ${title} Yet`, description: emptyDescription, action },
  };
}

/** The states of a list in a panel of a screen, its headings a level down, in the words such panels use. */
export function panelStates(items: string, emptyDescription: ReactNode) {
  return {
    loadingLabel: `Loading ${items}...`,
    level: 3 as const,
    error: { title: `Could not load the ${items}`, description: 'Check your connection and try again.' },
    isEmpty: (list: readonly unknown[]) => list.length === 0,
    empty: { title: `No ${titleCase(items)} Yet`, description: emptyDescription },
  };
}

const titleCase = (words: string) => words.replace(/\b\w/g, (c) => c.toUpperCase());

/**
 * The loading, error and empty states an admin screen shows around one read, in that order, and its content once
 * the read has something to show.
 */
export function QueryStates<T>({ query, loadingLabel, error, isEmpty, empty, level, children }: Props<T>) {
  const platform = useAdminPlatform();
  if (query.isPending) return <ScreenState kind="loading" label={loadingLabel} />;
  if (query.isError) {
    const { reloads, ...shown } = error;
    const retry = reloads
      ? { retryLabel: 'Refresh Page', onRetry: () => platform.reload() }
      : { onRetry: () => void query.refetch() };
    return <ScreenState kind="error" level={level} {...shown} {...retry} />;
  }
  if (query.data === undefined || isEmpty(query.data)) return <ScreenState kind="empty" level={level} {...empty} />;
  return <>{children(query.data)}</>;
}
