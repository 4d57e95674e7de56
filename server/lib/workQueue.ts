/** Refused at once because the queue's waiting line is full. */
export class QueueFull extends Error {
  constructor(readonly queueName: string) {
    super(`the ${queueName} queue is full`);
    this.name = 'QueueFull';
  }
}

/**
 * Runs costly jobs a few at a time, in the order they came; the rest wait in a bounded line, and a job that finds the
 * line full is refused at once (QueueFull) instead of adding to an ever longer wait. What it protects is everything
 * else the process does: a job that runs on libuv's small thread pool (scrypt, sharp) competes there with file
 * reads, and one that takes a core competes with the event loop, so a flood of such jobs must queue rather than run.
 * How many of each kind run at once comes from one budget of threads (threadBudget.ts).
 */
export class WorkQueue {
  private active = 0;
  private readonly line: Array<() => void> = [];

  constructor(
    readonly name: string,
    /** Jobs running at once. */
    readonly concurrency: number,
    /** Jobs that may wait for a turn; one more is refused by run(). */
    readonly maxWaiting: number,
  ) {
    if (concurrency < 1) throw new Error('a work queue runs at least one job at a time');
  }

  /** Jobs running now. */
  get running(): number {
    return this.active;
  }

  /** Jobs waiting for a turn. */
  get waiting(): number {
    return this.line.length;
  }

  /** Running and waiting at once (tests and metrics read it). */
  get load(): { running: number; waiting: number } {
    return { running: this.active, waiting: this.line.length };
  }

  /** Runs `job` when its turn comes and answers what it answers; throws QueueFull when the line is full. */
  run<T>(job: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency && this.line.length >= this.maxWaiting) {
      return Promise.reject(new QueueFull(this.name));
    }
    return this.runInTurn(job);
  }

  /**
   * Runs `job` when its turn comes, however long the line: for the site's own work, which has nobody to refuse it to
   * and must happen anyway. Requests from outside use run().
   */
  async runInTurn<T>(job: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency) await new Promise<void>((turn) => this.line.push(turn));
    else this.active += 1;
    try {
      return await job();
    } finally {
      // The turn passes straight to the next in line (the count of running jobs stays), so a newcomer cannot slip in
      // between; or the slot is freed.
      const next = this.line.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
