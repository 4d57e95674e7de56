import type { ReactNode } from 'react';
import { BlueprintProvider } from '@blueprintjs/core';
import { AdminPlatformProvider, browserPlatform, type AdminPlatform } from './platform';
import './styles';

/**
 * Wraps every shared admin screen or panel: Blueprint's providers (overlays, hotkeys, portals), the
 * platform the screen runs on, and the `.adm` scope our admin styles hang from.
 */
export function AdminRoot({ children, platform = browserPlatform }: { children: ReactNode; platform?: AdminPlatform }) {
  return (
    <BlueprintProvider>
      <AdminPlatformProvider platform={platform}>
        <div className="adm">{children}</div>
      </AdminPlatformProvider>
    </BlueprintProvider>
  );
}
