import os from 'node:os';
import path from 'node:path';
import { z } from '../../shared/schemas/zod';

/** The harness's environment (docs/development.md, "Desktop harness"). Invalid values stop it naming the variable. */
const envSchema = z.object({
  DESKTOP_SERVER_URL: z.url({ protocol: /^https?$/ }).optional(),
  DESKTOP_DATA_DIR: z.string().min(1).optional(),
  DESKTOP_HARNESS_PORT: z.coerce.number().int().min(0).max(65535).default(5173),
  /** How often the app looks for the site in the background (and sends what waits); 0: only when asked. */
  DESKTOP_REACHABILITY_MS: z.coerce.number().int().min(0).optional(),
});

export interface HarnessConfig {
  /** Connects the core to this site at start when it is not connected to it yet. */
  serverUrl: string | null;
  dataDir: string;
  port: number;
  /** Unset: the app's own interval. */
  reachabilityIntervalMs?: number;
}

export function harnessConfig(env: NodeJS.ProcessEnv): HarnessConfig {
  const parsed = envSchema.safeParse({
    DESKTOP_SERVER_URL: env.DESKTOP_SERVER_URL || undefined,
    DESKTOP_DATA_DIR: env.DESKTOP_DATA_DIR || undefined,
    DESKTOP_HARNESS_PORT: env.DESKTOP_HARNESS_PORT || undefined,
    DESKTOP_REACHABILITY_MS: env.DESKTOP_REACHABILITY_MS || undefined,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  return {
    serverUrl: e.DESKTOP_SERVER_URL?.replace(/\/+$/, '') ?? null,
    dataDir: path.resolve(e.DESKTOP_DATA_DIR ?? path.join(os.tmpdir(), `preserve-desktop-${process.pid}`)),
    port: e.DESKTOP_HARNESS_PORT,
    reachabilityIntervalMs: e.DESKTOP_REACHABILITY_MS,
  };
}
