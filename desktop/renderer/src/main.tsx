import { createRoot } from 'react-dom/client';
import '@blueprintjs/core/lib/css/blueprint.css';
import '@shared/admin/common/styles';
import './desktop.css';
import { DESKTOP_BRIDGE_GLOBAL, type DesktopBridge } from '@shared/desktop/bridge';
import { createHttpBridge } from './bridge/httpBridge';
import { parseMenuCommand, type Command } from './menuCommands';
import type { DesktopMenuEvents } from '@shared/desktop/menuCommands';
import { App } from './App';

/** The Electron preload's bridge also carries the native menu's commands; the harness's does not. */
type PreloadedBridge = DesktopBridge & Partial<DesktopMenuEvents>;

// Electron's preload provides the bridge; the harness serves this page and answers /bridge/* itself.
const preloaded = (window as unknown as Record<string, PreloadedBridge | undefined>)[DESKTOP_BRIDGE_GLOBAL];
const bridge: DesktopBridge = preloaded ?? createHttpBridge();
const onMenuCommand = preloaded?.onMenuCommand
  ? (listener: (c: Command) => void) =>
      preloaded.onMenuCommand!((raw) => {
        const c = parseMenuCommand(raw);
        if (c) listener(c);
      })
  : undefined;

createRoot(document.getElementById('root')!).render(<App bridge={bridge} onMenuCommand={onMenuCommand} />);
