import pino from 'pino';
import { currentRequestId } from './requestContext';

/**
 * One JSON object per line on stdout (pino, ADR 028): easy for people to grep and for log collectors to parse.
 * Every line has `time` (ISO 8601), `level` (its name) and `msg`; a line written while a request is handled carries
 * its `requestId` (the X-Request-Id header), so one request's lines group. An error passed as `err` is written
 * with its type, message, stack and own fields; anything else thrown is written as it is.
 *
 * Lines are written synchronously, on the calling thread (no worker-thread transport): a process killed right
 * after a line keeps that line.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

let stdout: pino.DestinationStream | null = null;

export function createLogger(level: LogLevel | 'silent' = 'info', write?: (line: string) => void): Logger {
  // One synchronous writer on stdout for every logger in the process (the test harness makes many).
  const destination = write ? { write } : (stdout ??= pino.destination({ dest: 1, sync: true }));
  const p = pino(
    {
      level,
      base: null,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      serializers: { err: pino.stdSerializers.err },
      mixin() {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
    },
    destination,
  );
  return {
    debug: (msg, fields) => p.debug(fields ?? {}, msg),
    info: (msg, fields) => p.info(fields ?? {}, msg),
    warn: (msg, fields) => p.warn(fields ?? {}, msg),
    error: (msg, fields) => p.error(fields ?? {}, msg),
  };
}
