import type { DesktopBridge } from '../../shared/desktop/bridge';

/**
 * The only IPC channels between the preload and the main process: one per bridge method, plus the menu
 * command event. Main and preload both import this list, so a method cannot be exposed on one side only.
 */
export type BridgeMethodName = keyof DesktopBridge;

// A Record keyed by every method makes the compiler point at a bridge method that has no channel yet.
const channelByMethod: { [M in BridgeMethodName]: `bridge:${M}` } = {
  connection: 'bridge:connection',
  connect: 'bridge:connect',
  signIn: 'bridge:signIn',
  signOut: 'bridge:signOut',
  request: 'bridge:request',
  uploadImage: 'bridge:uploadImage',
  syncState: 'bridge:syncState',
  syncNow: 'bridge:syncNow',
  resolveConflict: 'bridge:resolveConflict',
  discardChange: 'bridge:discardChange',
  chooseFolder: 'bridge:chooseFolder',
  scanFolder: 'bridge:scanFolder',
  startImport: 'bridge:startImport',
  cancelImport: 'bridge:cancelImport',
  importProgress: 'bridge:importProgress',
  interruptedImport: 'bridge:interruptedImport',
  forgetImport: 'bridge:forgetImport',
  openExternal: 'bridge:openExternal',
  copyText: 'bridge:copyText',
  saveFile: 'bridge:saveFile',
};

export const BRIDGE_METHODS = Object.keys(channelByMethod) as BridgeMethodName[];

export const bridgeChannel = <M extends BridgeMethodName>(method: M): `bridge:${M}` => channelByMethod[method];

/** Main -> renderer: a native menu item or its shortcut was used. */
export const MENU_COMMAND_CHANNEL = 'menu:command';

/**
 * A bridge call's outcome as it crosses IPC. Electron rewords an error thrown in a handler ("Error invoking remote
 * method 'bridge:request': Error: ..."), and the renderer shows a bridge failure's message to the volunteer, so the
 * main process answers failures as a value and the preload throws them again with their own words.
 */
export type BridgeOutcome = { value: unknown } | { error: { name: string; message: string } };

export async function bridgeOutcome(run: () => Promise<unknown>): Promise<BridgeOutcome> {
  try {
    return { value: await run() };
  } catch (err) {
    return err instanceof Error
      ? { error: { name: err.name, message: err.message } }
      : { error: { name: 'Error', message: String(err) } };
  }
}

export function bridgeValue(outcome: BridgeOutcome): unknown {
  if ('value' in outcome) return outcome.value;
  const error = new Error(outcome.error.message);
  error.name = outcome.error.name;
  throw error;
}
