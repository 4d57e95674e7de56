import os from 'node:os';
import { HttpError } from '../errors';

/**
 * Image work waits its turn here. sharp runs each step of a pipeline on one of libuv's four threads, the same
 * threads that serve file reads and writes (the health check's look at the file store among them), DNS lookups,
 * zlib and password hashing. Four uploads decoding at once used to hold all four, so `/api/health` timed out and a
 * load balancer would have taken the instance out. With at most IMAGE_WORK_AT_ONCE pictures in work, the other
 * threads stay free for requests.
 *
 * Work started by a member's upload may also wait, but not in a queue without end: every waiting upload holds its
 * file (up to 10 MB) in memory, so past IMAGE_WORK_MAX_WAITING the upload is refused with 503 and Retry-After, which
 * the uploader answers by trying again a little later. The site's own work while it serves (the newsletter's
 * artwork) always waits its turn; demo pictures are stored before the server listens, outside the queue.
 */
export const IMAGE_WORK_AT_ONCE = Math.max(1, Math.min(2, os.availableParallelism() - 1));
export const IMAGE_WORK_MAX_WAITING = 8;
export const IMAGES_BUSY_MESSAGE = 'The site is busy with other pictures just now. Please try again in a minute.';
/** Seconds the uploader is asked to wait when the queue is full. */
const BUSY_RETRY_AFTER_S = 30;

export class WorkQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly atOnce: number,
    readonly maxWaiting: number,
  ) {}

  /** How many jobs run and wait now (tests and metrics read it). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Runs `work` when a place is free, however long the queue. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.atOnce) await new Promise<void>((start) => this.waiting.push(start));
    else this.running += 1;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The place passes straight to the next job, so a newcomer cannot slip in between.
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Runs `work` like run(), or refuses with 503 at once when maxWaiting jobs already wait. */
  runOrRefuse<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.atOnce && this.waiting.length >= this.maxWaiting) {
      const busy = new HttpError(503, IMAGES_BUSY_MESSAGE, undefined, undefined, {
        'Retry-After': String(BUSY_RETRY_AFTER_S),
      });
      return Promise.reject(busy);
    }
    return this.run(work);
  }
}

/** One queue for the process: libuv's thread pool is the process's. */
export const imageQueue = new WorkQueue(IMAGE_WORK_AT_ONCE, IMAGE_WORK_MAX_WAITING);
