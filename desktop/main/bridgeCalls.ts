import type { DesktopBridge } from '../../shared/desktop/bridge';
import { bridgeArgumentSchemas } from '../../shared/schemas/desktopBridge';
import type { BridgeMethodName } from './channels';

/**
 * Runs one bridge call that arrived over IPC: checks the arguments against the method's schema, then calls the
 * implementation. A bad call rejects with a message the renderer can show; the implementation is never reached.
 */
export async function callBridge(bridge: DesktopBridge, method: BridgeMethodName, args: unknown[]): Promise<unknown> {
  const parsed = bridgeArgumentSchemas[method].safeParse(args);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid call to ${method}: ${issue?.message ?? 'bad arguments'}`);
  }
  const fn = bridge[method] as (...values: unknown[]) => Promise<unknown>;
  return fn.apply(bridge, parsed.data as unknown[]);
}
