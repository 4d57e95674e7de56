import type { z } from 'zod';
import type { DesktopCoreApi } from '../../shared/desktop/bridge';
import { bridgeArgumentSchemas } from '../../shared/schemas/desktopBridge';

/**
 * The bridge methods the harness answers as JSON, with the same argument schemas the Electron main process
 * checks (shared/schemas/desktopBridge.ts). The browser is outside input like any other: a call that does not
 * match is a 400 naming the method, never a call into the core. Uploads come as raw bytes on their own route.
 */
type JsonMethod = Exclude<keyof DesktopCoreApi, 'uploadImage'>;

const {
  connection,
  connect,
  signIn,
  signOut,
  request,
  syncState,
  syncNow,
  resolveConflict,
  scanFolder,
  startImport,
  importProgress,
} = bridgeArgumentSchemas;

export const bridgeArgs = {
  connection,
  connect,
  signIn,
  signOut,
  request,
  syncState,
  syncNow,
  resolveConflict,
  scanFolder,
  startImport,
  importProgress,
} satisfies Record<JsonMethod, z.ZodType<unknown[]>>;

export type JsonBridgeMethod = keyof typeof bridgeArgs;

export function isJsonBridgeMethod(name: string): name is JsonBridgeMethod {
  return Object.hasOwn(bridgeArgs, name);
}
