import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { MemoryRouter, NavLink, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { AdminRoot } from '@shared/admin/common/AdminRoot';
import { AdminDashboard } from '@shared/admin/dashboard/AdminDashboard';
import { AdminPageTexts } from '@shared/admin/pageTexts/AdminPageTexts';
import { AdminEvents } from '@shared/admin/events/AdminEvents';
import { HomeAdminPanels } from '@shared/admin/home/HomeAdminPanels';
import { HistoryContentManager } from '@shared/admin/history/HistoryContentManager';
import { AdminVolunteers } from '@shared/admin/volunteers/AdminVolunteers';
import { AdminContacts } from '@shared/admin/contacts/AdminContacts';
import { AdminNewsletter } from '@shared/admin/newsletter/AdminNewsletter';
import { AdminEmails } from '@shared/admin/mail/AdminEmails';
import { AdminGallery } from '@shared/admin/gallery/AdminGallery';
import { AdminUsers } from '@shared/admin/users/AdminUsers';
import { SiteSettingsScreen } from '@shared/admin/settings/SiteSettings';
import type { DesktopAccount, DesktopBridge } from '@shared/desktop/bridge';
import { desktopPlatform } from '../platform';
import { SCREENS, shortcutCommand, type Command } from '../menuCommands';
import { useSyncState } from '../sync/useSyncState';
import { SyncBar } from '../sync/SyncBar';
import { PendingChanges } from '../sync/PendingChanges';
import { ConflictDialog } from '../sync/ConflictDialog';
import { FolderImport } from '../import/FolderImport';
import { ToastView } from './ToastView';
import { StartupNotices } from './StartupNotices';
import { PanelScreen } from './PanelScreen';

export interface ShellProps {
  bridge: DesktopBridge;
  account: DesktopAccount;
  signOut(): Promise<void>;
  /** Menu commands from the native menu, when the program offers them (Electron); returns an unsubscribe. */
  onMenuCommand?: (listener: (command: Command) => void) => () => void;
  /** Called with each API answer's source so the sync bar can update at once after a draft. */
  subscribeAnswers(listener: () => void): () => void;
}

export function Shell(props: ShellProps) {
  return (
    <MemoryRouter initialEntries={['/admin']}>
      <ShellFrame {...props} />
    </MemoryRouter>
  );
}

function ShellFrame({ bridge, account, signOut, onMenuCommand, subscribeAnswers }: ShellProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const sync = useSyncState(bridge);
  const [openConflictId, setOpenConflictId] = useState<string | null>(null);
  const mainRef = useRef<HTMLElement>(null);
  const platform = useMemo(
    () => desktopPlatform(bridge, () => void queryClient.invalidateQueries()),
    [bridge, queryClient],
  );

  const { refresh } = sync;
  useEffect(() => subscribeAnswers(() => void refresh()), [subscribeAnswers, refresh]);

  // Screen change: move focus to the new screen's heading so keyboard and screen-reader users land there.
  useEffect(() => {
    const heading = mainRef.current?.querySelector<HTMLElement>('h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
    } else mainRef.current?.focus();
  }, [location.pathname]);

  // An effect event: the key and menu listeners below stay subscribed once, yet always run the latest command logic.
  const runCommand = useEffectEvent((c: Command) => {
    if (c.kind === 'screen') void navigate(SCREENS.find((s) => s.id === c.screen)!.path);
    else if (c.kind === 'sync') void sync.syncNow().then(() => queryClient.invalidateQueries());
    else if (c.kind === 'reload') void queryClient.invalidateQueries();
    else void signOut();
  });

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const c = shortcutCommand(e);
      if (!c) return;
      e.preventDefault();
      runCommand(c);
    };
    // In Electron the native menu owns these keys (its accelerators message us); listening too would run each
    // command twice. Without a native menu (the harness, a browser) the page handles them itself.
    if (!onMenuCommand) window.addEventListener('keydown', onKey);
    const unsubscribe = onMenuCommand?.((c) => runCommand(c));
    return () => {
      window.removeEventListener('keydown', onKey);
      unsubscribe?.();
    };
  }, [onMenuCommand]);

  // A finished sync may have changed records on the site: show them fresh.
  const lastSynced = sync.state?.lastSyncedAt;
  useEffect(() => {
    if (lastSynced) void queryClient.invalidateQueries();
  }, [lastSynced, queryClient]);

  const conflict = sync.state?.conflicts.find((c) => c.id === openConflictId) ?? null;

  return (
    <AdminRoot platform={platform}>
      <div className="dsk-app">
        <header className="dsk-header">
          <span className="dsk-brand">Preserve Admin</span>
          <SyncBar sync={sync} openPending={() => navigate('/admin/pending')} />
          <span className="dsk-account">{account.firstName ?? account.email}</span>
          <Button size="small" text="Sign out" onClick={() => void signOut()} />
        </header>
        <nav className="dsk-nav" aria-label="Screens">
          <ul>
            {SCREENS.map((s) => (
              <li key={s.id}>
                <NavLink to={s.path} end>
                  {s.label}
                  {s.id === 'pending' && sync.state?.pending.length ? ` (${sync.state.pending.length})` : ''}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className="dsk-main" ref={mainRef} tabIndex={-1}>
          <StartupNotices
            bridge={bridge}
            openPending={() => void navigate('/admin/pending')}
            openImport={() => void navigate('/admin/import')}
          />
          <Routes>
            <Route path="/admin" element={<AdminDashboard />} />
            <Route path="/admin/events" element={<AdminEvents />} />
            <Route
              path="/admin/home"
              element={
                <PanelScreen title="Home page content">
                  <HomeAdminPanels />
                </PanelScreen>
              }
            />
            <Route
              path="/admin/history"
              element={
                <PanelScreen title="History page content">
                  <HistoryContentManager />
                </PanelScreen>
              }
            />
            <Route path="/admin/page-texts" element={<AdminPageTexts />} />
            <Route path="/admin/gallery" element={<AdminGallery />} />
            <Route path="/admin/volunteers" element={<AdminVolunteers />} />
            <Route path="/admin/contacts" element={<AdminContacts />} />
            <Route path="/admin/newsletter" element={<AdminNewsletter />} />
            <Route path="/admin/emails" element={<AdminEmails />} />
            <Route path="/admin/users" element={<AdminUsers />} />
            <Route path="/admin/settings" element={<SiteSettingsScreen />} />
            <Route path="/admin/import" element={<FolderImport bridge={bridge} />} />
            <Route path="/admin/pending" element={<PendingChanges sync={sync} openConflict={setOpenConflictId} />} />
            <Route path="*" element={<AdminDashboard />} />
          </Routes>
        </main>
        {conflict && (
          <ConflictDialog
            key={conflict.id}
            conflict={conflict}
            onClose={() => setOpenConflictId(null)}
            resolve={async (choice) => {
              await sync.resolve(conflict.id, choice);
              await queryClient.invalidateQueries();
            }}
          />
        )}
        <ToastView />
      </div>
    </AdminRoot>
  );
}
