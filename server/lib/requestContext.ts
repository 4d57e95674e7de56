import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a piece of code runs for, without passing it down every call: the logger reads it so every line
 * written while handling a request carries that request's id.
 */
const storage = new AsyncLocalStorage<{ requestId: string }>();

export function runInRequest<T>(requestId: string, fn: () => T): T {
  return storage.run({ requestId }, fn);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
