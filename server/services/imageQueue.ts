import { HttpError } from '../errors';
import { QueueFull, WorkQueue } from '../lib/workQueue';
import { THREAD_SHARES } from '../lib/threadBudget';

/**
 * Image work waits its turn here. sharp runs each step of a pipeline on one of libuv's four threads, the same
 * threads that serve file reads and writes (the health check's look at the file store among them), DNS lookups,
 * zlib and password hashing. Four uploads decoding at once used to hold all four, so `/api/health` timed out and a
 * load balancer would have taken the instance out. With at most IMAGE_WORK_AT_ONCE pictures in work (their share of the
 * thread budget, lib/threadBudget.ts, which password hashing shares), the other threads stay free for requests.
 *
 * Work started by a member's upload may also wait, but not in a queue without end: every waiting upload holds its
 * file (up to 10 MB) in memory, so past IMAGE_WORK_MAX_WAITING the upload is refused with 503 and Retry-After, which
 * the uploader answers by trying again a little later. The site's own work while it serves (the newsletter's
 * artwork) always waits its turn; demo pictures are stored before the server listens, outside the queue.
 */
export const IMAGE_WORK_AT_ONCE = THREAD_SHARES.images;
export const IMAGE_WORK_MAX_WAITING = 8;
export const IMAGES_BUSY_MESSAGE = 'The site is busy with other pictures just now. Please try again in a minute.';
/** Seconds the uploader is asked to wait when the queue is full. */
const BUSY_RETRY_AFTER_S = 30;

/** One queue for the process: libuv's thread pool is the process's. The site's own work uses `runInTurn`. */
export const imageQueue = new WorkQueue('image', IMAGE_WORK_AT_ONCE, IMAGE_WORK_MAX_WAITING);

/** Runs a request's image work in the queue, or refuses it with 503 and Retry-After when the line is full. */
export async function inImageQueue<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await imageQueue.run(work);
  } catch (err) {
    if (!(err instanceof QueueFull)) throw err;
    throw new HttpError(503, IMAGES_BUSY_MESSAGE, undefined, undefined, { 'Retry-After': String(BUSY_RETRY_AFTER_S) });
  }
}
