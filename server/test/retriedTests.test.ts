import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestCase } from 'vitest/node';
import RetriedTests from './retriedTests';

/** A finished test as the reporter sees it: its state, its tries, the errors kept from them. */
function finished(state: 'passed' | 'failed', retryCount: number, errors: Array<{ message: string; stack?: string }>) {
  return {
    fullName: 'a suite > a test',
    project: { name: 'server' },
    module: { moduleId: `${process.cwd()}/server/example.test.ts` },
    result: () => ({ state, errors }),
    diagnostic: () => ({ retryCount }),
  } as unknown as TestCase;
}

describe('the report of tests that passed only on a retry', () => {
  afterEach(() => vi.restoreAllMocks());

  function report(...tests: TestCase[]): string {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const reporter = new RetriedTests();
    for (const t of tests) reporter.onTestCaseResult(t);
    reporter.onTestRunEnd();
    return log.mock.calls.map((c) => String(c[0])).join('\n');
  }

  it('names each such test with what its failed try said and where in the test file', () => {
    const text = report(
      finished('passed', 1, [
        {
          message: 'timed out waiting for the mail\nline two\nline three\nline four\nline five\nline six',
          stack: 'Error: timed out\n    at until (server/test/until.ts:11:5)\n    at server/example.test.ts:42:7',
        },
      ]),
    );
    expect(text).toContain('Passed only on a retry (1)');
    expect(text).toContain('server server/example.test.ts > a suite > a test');
    expect(text).toContain('- timed out waiting for the mail');
    expect(text).toContain('at server/example.test.ts:42:7');
    // Only the test's own frames, and only the first lines of a long message.
    expect(text).not.toContain('until.ts');
    expect(text).not.toContain('line six');
  });

  it('says nothing when every test passed at once, or failed for good', () => {
    expect(report(finished('passed', 0, []), finished('failed', 1, [{ message: 'broken' }]))).toBe('');
  });
});
