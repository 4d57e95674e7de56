import { focusManager } from '@tanstack/react-query';

/** How often an open screen asks the site again while it can be reached. */
export const REFRESH_MS = 60_000;

/**
 * Screens show what the site holds: fetched again when a screen opens, when the window gets the focus back and about
 * every minute while online (a message or a volunteer application sent meanwhile appears without Ctrl+R). Offline the
 * answers come from the core's copy, so only opening a screen asks again. Unchanged data keeps its objects
 * (react-query's structural sharing), so an open form is not reset by a refetch.
 */
export function freshLists() {
  let online = false;
  return {
    options: {
      staleTime: 0,
      refetchOnMount: true,
      refetchOnWindowFocus: () => online,
      refetchInterval: () => (online ? REFRESH_MS : false),
    },
    setOnline(value: boolean) {
      online = value;
    },
    /** The window's focus counts (Electron keeps a window visible while another app is in front), not only tabs. */
    watchFocus(): () => void {
      focusManager.setEventListener((setFocused) => {
        // Losing the focus must count too: only a change from unfocused to focused refetches.
        const focus = () => setFocused(true);
        const blur = () => setFocused(false);
        const visibility = () => setFocused(document.visibilityState === 'visible');
        window.addEventListener('focus', focus);
        window.addEventListener('blur', blur);
        document.addEventListener('visibilitychange', visibility);
        return () => {
          window.removeEventListener('focus', focus);
          window.removeEventListener('blur', blur);
          document.removeEventListener('visibilitychange', visibility);
        };
      });
      return () =>
        focusManager.setEventListener((setFocused) => {
          const visibility = () => setFocused(document.visibilityState === 'visible');
          document.addEventListener('visibilitychange', visibility);
          return () => document.removeEventListener('visibilitychange', visibility);
        });
    },
  };
}
