import type { Reporter, TestCase } from 'vitest/node';

/** The lines of an earlier try's error kept in the report: the message and where in the test it was thrown. */
const LINES_PER_ERROR = 8;
/** A browser test's message goes on with the whole call log: its first lines say what was awaited. */
const MESSAGE_LINES = 5;

interface Retried {
  name: string;
  errors: string[];
}

/**
 * At the end of a run, lists the tests that passed only on a retry, each with the errors of its failed tries. The
 * default report marks such a test "(retry x1)" and says nothing of why the first try failed; this is the only trace
 * a flaky test leaves in a green run's log, and what to read before it fails twice in a row.
 */
export default class RetriedTests implements Reporter {
  private retried: Retried[] = [];

  onTestCaseResult(test: TestCase) {
    const result = test.result();
    if (result.state !== 'passed' || !test.diagnostic()?.retryCount) return;
    const errors = (result.errors ?? []).map((e) =>
      [
        ...e.message.split('\n').slice(0, MESSAGE_LINES),
        ...(e.stack ?? '').split('\n').filter((line) => /^\s+at .*\.test\.tsx?:/.test(line)),
      ]
        .slice(0, LINES_PER_ERROR)
        .map((line) => line.trim())
        .join('\n      '),
    );
    this.retried.push({
      name: `${test.project.name} ${test.module.moduleId.replace(`${process.cwd()}/`, '')} > ${test.fullName}`,
      errors,
    });
  }

  onTestRunEnd() {
    if (!this.retried.length) return;
    const lines = this.retried.map(
      (t) => `  ${t.name}\n${t.errors.map((e) => `    - ${e}`).join('\n') || '    (no error kept)'}`,
    );
    console.log(`\nPassed only on a retry (${this.retried.length}); the failed tries said:\n${lines.join('\n')}`);
  }
}
