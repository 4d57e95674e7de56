import { afterEach } from 'vitest';

/**
 * The retry drill (TEST_RETRY_DRILL=1): every browser test that passes is failed once after its body ran, so it runs
 * a second time on the state its first try left behind: the account already made, the text already saved, the row
 * already added. A test that cannot pass its second try would turn any slow first try on a loaded machine into a
 * failed run; the drill finds those before a loaded machine does.
 */
afterEach(({ task }) => {
  if (!task.result?.retryCount) throw new Error('retry drill: this test runs once more');
});
