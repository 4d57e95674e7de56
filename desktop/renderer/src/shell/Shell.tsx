import { createContext, use, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { createMemoryRouter, NavLink, Route, RouterProvider, Routes, useLocation, useNavigate } from 'react-router-dom';
import { Button, Icon } from '@blueprintjs/core';
import { toast } from '@shared/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { AdminRoot } from '@shared/admin/common/AdminRoot';
import type { DesktopAccount, DesktopBridge } from '@shared/desktop/bridge';
import { desktopPlatform } from '../platform';
import { SCREENS, screenPath, shortcutCommand, type Command } from '../menuCommands';
import { useSyncState } from '../sync/useSyncState';
import { SyncBar } from '../sync/SyncBar';
import { ConflictDialog } from '../sync/ConflictDialog';
import { ToastView } from './ToastView';
import { StartupNotices } from './StartupNotices';
import { screenElements } from './screens';
import { SignOutDialog } from './SignOutDialog';

export interface ShellProps {
  bridge: DesktopBridge;
  account: DesktopAccount;
  signOut(): Promise<void>;
  /** The site ended this computer's sign-in (the core says so in its sync state): show the sign-in screen. */
  signedOut(): void;
  /** Whether the site can be reached, so open screens keep fetching while it can. */
  setOnline(online: boolean): void;
  /** Menu commands from the native menu, when the program offers them (Electron); returns an unsubscribe. */
  onMenuCommand?: (listener: (command: Command) => void) => () => void;
  /** Called with each API answer's source so the sync bar can update at once after a draft. */
  subscribeAnswers(listener: () => void): () => void;
}

const ShellPropsContext = createContext<ShellProps | null>(null);

/**
 * A data router (not a plain MemoryRouter): only a data router can hold a move to another screen until the
 * volunteer says whether to leave unsaved changes behind. It is made once; the shell's props reach the frame
 * through a context, so a new prop never makes a new router (which would lose the screen the volunteer is on).
 */
export function Shell(props: ShellProps) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: <ShellFrameWithProps /> }], { initialEntries: ['/admin'] }),
  );
  return (
    <ShellPropsContext value={props}>
      <RouterProvider router={router} />
    </ShellPropsContext>
  );
}

function ShellFrameWithProps() {
  return <ShellFrame {...use(ShellPropsContext)!} />;
}

function ShellFrame({ bridge, account, signOut, signedOut, setOnline, onMenuCommand, subscribeAnswers }: ShellProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const sync = useSyncState(bridge);
  const [openConflictId, setOpenConflictId] = useState<string | null>(null);
  const [askSignOut, setAskSignOut] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const platform = useMemo(
    () => desktopPlatform(bridge, () => void queryClient.invalidateQueries()),
    [bridge, queryClient],
  );

  const { refresh } = sync;
  useEffect(() => subscribeAnswers(() => void refresh()), [subscribeAnswers, refresh]);

  const status = sync.state?.status;
  useEffect(() => {
    setOnline(status === 'online');
    if (status === 'signed-out') signedOut();
  }, [status, setOnline, signedOut]);

  // Signing out with changes still on this computer asks first; they stay for the next sign-in either way.
  const unsent = (sync.state?.pending.length ?? 0) + (sync.state?.conflicts.length ?? 0);
  const requestSignOut = () => {
    if (unsent > 0) setAskSignOut(true);
    else void signOut();
  };

  // "Sync now" says what it did: what reached the site, or why nothing did.
  const told = useRef<string | null>(null);
  const syncNow = async () => {
    const report = await sync.syncNow();
    await queryClient.invalidateQueries();
    if (report?.lastRun) {
      told.current = report.lastRun.finishedAt;
      toast({ title: 'Sync', description: report.lastRun.message });
    }
  };
  // A pass the app ran by itself is quiet, except for what the site did besides storing the changes: registrants
  // e-mailed about an event moved offline hear of it now, so the volunteer must too.
  const lastRun = sync.state?.lastRun;
  useEffect(() => {
    if (!lastRun?.notes?.length || told.current === lastRun.finishedAt) return;
    told.current = lastRun.finishedAt;
    toast({ title: 'Sync', description: lastRun.notes.join(' ') });
  }, [lastRun]);

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
    if (c.kind === 'screen') void navigate(screenPath(c.screen));
    else if (c.kind === 'sync') void syncNow();
    else if (c.kind === 'reload') void queryClient.invalidateQueries();
    else requestSignOut();
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
  const screens = screenElements({ bridge, sync, openConflict: setOpenConflictId });

  return (
    <AdminRoot platform={platform}>
      <div className="dsk-app">
        <header className="dsk-header">
          <span className="dsk-brand">Preserve Admin</span>
          <SyncBar sync={sync} syncNow={() => void syncNow()} openPending={() => navigate(screenPath('pending'))} />
          <span className="dsk-account">{account.firstName ?? account.email}</span>
          <Button size="small" text="Sign out" onClick={() => requestSignOut()} />
        </header>
        <nav className="dsk-nav" aria-label="Screens">
          <ul>
            {SCREENS.map((s) => (
              <li key={s.name}>
                <NavLink to={s.path} end>
                  <Icon icon={s.icon} size={16} className="dsk-nav-icon" />
                  {s.label}
                  {s.name === 'pending' && unsent ? ` (${unsent})` : ''}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className="dsk-main" ref={mainRef} tabIndex={-1}>
          <StartupNotices
            bridge={bridge}
            sync={sync.state}
            openPending={() => void navigate(screenPath('pending'))}
            openImport={() => void navigate(screenPath('import'))}
          />
          <Routes>
            {SCREENS.map((s) => (
              <Route key={s.name} path={s.path} element={screens[s.name]} />
            ))}
            <Route path="*" element={screens.dashboard} />
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
        {askSignOut && (
          <SignOutDialog
            unsent={unsent}
            onCancel={() => setAskSignOut(false)}
            onConfirm={() => {
              setAskSignOut(false);
              void signOut();
            }}
          />
        )}
        <ToastView />
      </div>
    </AdminRoot>
  );
}
