import type { ReactNode } from 'react';
import { BlueprintProvider } from '@blueprintjs/core';
import { AdminPlatformProvider, browserPlatform, type AdminPlatform } from './platform';
import { UnsavedChangesGuard } from './unsavedChanges';
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
 * platform the screen runs on, the `.adm` scope our admin styles hang from, and the question before a screen
 * with unsaved changes is left.
 */
export function AdminRoot({ children, platform = browserPlatform, inline = false }: Props) {
  return (
    <BlueprintProvider>
      <AdminPlatformProvider platform={platform}>
        <div className={inline ? 'adm adm-inline' : 'adm'}>{children}</div>
        <UnsavedChangesGuard />
      </AdminPlatformProvider>
    </BlueprintProvider>
  );
}
