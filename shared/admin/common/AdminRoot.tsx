import type { ReactNode } from 'react';
import { BlueprintProvider } from '@blueprintjs/core';
import { AdminPlatformProvider, browserPlatform, type AdminPlatform } from './platform';
import './styles';

interface Props {
  children: ReactNode;
  platform?: AdminPlatform;
  /**
   * For buttons placed among a public page's own (the gallery's admin bar, the lightbox's actions): the `.adm`
   * scope then adds no box of its own, so the page's row of buttons lays them out with the rest.
   */
  inline?: boolean;
}

/**
 * Wraps every shared admin screen or panel: Blueprint's providers (overlays, hotkeys, portals), the
 * platform the screen runs on, and the `.adm` scope our admin styles hang from.
 */
export function AdminRoot({ children, platform = browserPlatform, inline = false }: Props) {
  return (
    <BlueprintProvider>
      <AdminPlatformProvider platform={platform}>
        <div className={inline ? 'adm adm-inline' : 'adm'}>{children}</div>
      </AdminPlatformProvider>
    </BlueprintProvider>
  );
}
