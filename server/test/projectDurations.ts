import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

interface ProjectTimes {
  firstStart: number;
  lastEnd: number;
  files: number;
  tests: number;
  /** Each file's own time (set-up, import, tests and hooks); files of a project run side by side. */
  fileMs: number;
}

/**
 * Prints how long each suite took at the end of a run: the wall-clock span from its first file starting to its last
 * file ending, and the sum of its files' own times. With `TEST_TIMINGS_FILE=path` it also writes every file's time
 * as JSON, slowest first, which is where to look when the whole run grows too slow.
 */
export default class ProjectDurations implements Reporter {
  private projects = new Map<string, ProjectTimes>();
  private fileTimes: Array<{ project: string; file: string; ms: number; tests: number; startS: number; endS: number }> =
    [];
  private fileStarts = new Map<string, number>();
  private runStart = Date.now();

  onTestRunStart() {
    this.runStart = Date.now();
  }

  onTestModuleStart(module: TestModule) {
    const name = module.project.name || 'default';
    const p = this.projects.get(name) ?? { firstStart: Date.now(), lastEnd: 0, files: 0, tests: 0, fileMs: 0 };
    this.projects.set(name, p);
    this.fileStarts.set(`${name} ${module.moduleId}`, Date.now());
  }

  onTestModuleEnd(module: TestModule) {
    const name = module.project.name || 'default';
    const p = this.projects.get(name)!;
    const d = module.diagnostic();
    const ms = d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
    const tests = [...module.children.allTests()].length;
    p.lastEnd = Date.now();
    p.files += 1;
    p.tests += tests;
    p.fileMs += ms;
    this.fileTimes.push({
      project: name,
      file: module.moduleId.replace(`${process.cwd()}/`, ''),
      ms: Math.round(ms),
      tests,
      // When the file started and ended, in seconds into the run: the files that end last show where the run waits.
      startS: this.seconds(this.fileStarts.get(`${name} ${module.moduleId}`) ?? p.lastEnd),
      endS: this.seconds(p.lastEnd),
    });
  }

  private seconds(at: number): number {
    return Math.round((at - this.runStart) / 100) / 10;
  }

  onTestRunEnd() {
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const rows = [...this.projects.entries()].sort((a, b) => a[1].firstStart - b[1].firstStart);
    const lines = rows.map(
      ([name, p]) =>
        `  ${name.padEnd(16)} ${s(p.lastEnd - p.firstStart).padStart(9)} wall (${s(p.firstStart - this.runStart).padStart(7)} to ${s(p.lastEnd - this.runStart).padStart(7)} into the run)  ${s(p.fileMs).padStart(9)} in files  ${String(p.files).padStart(4)} files  ${String(p.tests).padStart(5)} tests`,
    );
    console.log(`\nDuration per suite (whole run ${s(Date.now() - this.runStart)}):\n${lines.join('\n')}\n`);
    const out = process.env.TEST_TIMINGS_FILE;
    if (out)
      writeFileSync(
        out,
        JSON.stringify(
          this.fileTimes.sort((a, b) => b.ms - a.ms),
          null,
          2,
        ),
      );
  }
}
