/** Every failure the API reports on purpose. The error middleware turns these into {message, fieldErrors?}. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** More of the answer, e.g. the current record with a 409 (ADR 018). */
    readonly extra?: { current?: unknown; changedBy?: unknown },
    /** Headers the answer carries, e.g. Retry-After with a 429 or 503. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new HttpError(400, message, fieldErrors);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = "You don't have permission to do that.") => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

export const BUSY_MESSAGE = 'The site is busy. Please try again in a moment.';

/** A refusal because this process has all the costly work of one kind it can take right now (a queue is full). */
export class BusyError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(503, BUSY_MESSAGE);
  }
}

export const busy = (retryAfterSeconds: number) => new BusyError(retryAfterSeconds);
