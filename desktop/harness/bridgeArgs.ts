import type { z } from '../../shared/schemas/zod';
import type { DesktopCoreApi } from '../../shared/desktop/bridge';
import { bridgeArgumentSchemas } from '../../shared/schemas/desktopBridge';

/**
 * The bridge methods the harness answers as JSON, with the same argument schemas the Electron main process
 * checks (shared/schemas/desktopBridge.ts). The browser is outside input like any other: a call that does not
 * match is a 400 naming the method, never a call into the core. Uploads come as raw bytes on their own route.
 */
type JsonMethod = Exclude<keyof DesktopCoreApi, 'uploadImage'>;

// The rest are the renderer shell's own (folder picker, links, clipboard, saving files) or the upload route.
const {
  uploadImage: _uploadImage,
  chooseFolder: _chooseFolder,
  openExternal: _openExternal,
  copyText: _copyText,
  saveFile: _saveFile,
  ...jsonArgs
} = bridgeArgumentSchemas;

/** Any method beyond the core's JSON ones: must stay none, or the harness would answer a call the core lacks. */
type ExtraMethod = Exclude<keyof typeof jsonArgs, JsonMethod>;

export const bridgeArgs = jsonArgs satisfies Record<JsonMethod, z.ZodType<unknown[]>> & Record<ExtraMethod, never>;

export type JsonBridgeMethod = keyof typeof bridgeArgs;

export function isJsonBridgeMethod(name: string): name is JsonBridgeMethod {
  return Object.hasOwn(bridgeArgs, name);
}
