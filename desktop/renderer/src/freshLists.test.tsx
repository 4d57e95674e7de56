import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { freshLists, REFRESH_MS } from './freshLists';

/**
 * While the site can be reached, an open screen shows what it holds now: its list is fetched when the screen opens,
 * when the window gets the focus back, and about every minute. Offline only opening a screen asks again (the core's copy).
 */
describe('fresh lists while online', () => {
  afterEach(() => vi.useRealTimers());

  it('fetches on open, on window focus and every minute while online; offline no longer on focus or time', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    const lists = freshLists();
    const stopWatching = lists.watchFocus();
    let fetched = 0;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, ...lists.options } } });
    client.mount();
    const open = () => {
      const observer = new QueryObserver(client, { queryKey: ['messages'], queryFn: async () => ++fetched });
      return observer.subscribe(() => {});
    };
    const settle = () => vi.advanceTimersByTimeAsync(0);
    const refocus = async () => {
      window.dispatchEvent(new Event('blur'));
      window.dispatchEvent(new Event('focus'));
      await settle();
    };
    try {
      lists.setOnline(true);
      const close = open();
      await settle();
      expect(fetched).toBe(1);
      await refocus();
      expect(fetched).toBe(2);
      await vi.advanceTimersByTimeAsync(REFRESH_MS);
      expect(fetched).toBe(3);
      close();
      // Opened again: asked again, though the last answer is seconds old.
      const reopen = open();
      await settle();
      expect(fetched).toBe(4);

      // Offline: the minute already under way may still ask once (the core answers from its copy); then no more.
      lists.setOnline(false);
      await vi.advanceTimersByTimeAsync(REFRESH_MS);
      const offline = fetched;
      await refocus();
      await vi.advanceTimersByTimeAsync(REFRESH_MS * 3);
      expect(fetched).toBe(offline);
      reopen();
    } finally {
      client.unmount();
      stopWatching();
    }
  });
});
