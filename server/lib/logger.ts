import { currentRequestId } from './requestContext';

/**
 * One JSON object per line on stdout: easy for people to grep and for log collectors to parse. A line written
 * while a request is handled carries its requestId (the X-Request-Id header), so one request's lines group.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export function createLogger(level: LogLevel | 'silent' = 'info', write: (line: string) => void = (l) => process.stdout.write(l)): Logger {
  const min = level === 'silent' ? Infinity : ORDER[level];
  const log = (lvl: LogLevel) => (msg: string, fields?: Record<string, unknown>) => {
    if (ORDER[lvl] < min) return;
    const requestId = currentRequestId();
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...(requestId ? { requestId } : {}), ...fields }) + '\n');
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}
