import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BridgeRequest, DesktopBridge, DesktopConnection, SyncState } from '@shared/desktop/bridge';
import { App } from '../App';

const NOTICE =
  'This computer must sign in again: the site no longer accepts its sign-in (it was revoked, or it ended). ' +
  'Your 2 changes are kept on this computer and will be sent after you sign in.';
const account = { email: 'office@example.org', firstName: 'Office', isAdmin: true };

/**
 * The core answers 401 once the site refused this computer's token and keeps the reason on the connection; the
 * renderer must show the sign-in screen with it at once, not "Online" and the volunteer's name.
 */
function revokedBridge(state: Partial<SyncState> = {}) {
  let revoked = false;
  const signOuts: string[] = [];
  const sync: SyncState = { status: 'online', lastSyncedAt: null, pending: [], conflicts: [], lastRun: null, ...state };
  const bridge = {
    connection: async (): Promise<DesktopConnection> =>
      revoked
        ? { serverUrl: 'https://preserve.example.org', account: null, signedOutNotice: NOTICE }
        : { serverUrl: 'https://preserve.example.org', account, signedOutNotice: null },
    request: async (_r: BridgeRequest) => {
      revoked = true;
      return { status: 401, body: { message: 'Not signed in' }, source: 'server' as const };
    },
    syncState: async () => sync,
    interruptedImport: async () => null,
    signOut: async () => {
      signOuts.push('out');
      return { serverUrl: 'https://preserve.example.org', account: null, signedOutNotice: null };
    },
  } as unknown as DesktopBridge;
  return { bridge, signOuts, revoke: () => (revoked = true) };
}

describe('a computer the site no longer accepts', () => {
  afterEach(cleanup);

  it('goes to the sign-in screen at the first 401 and says why in plain words', async () => {
    render(<App bridge={revokedBridge().bridge} />);
    const notice = await screen.findByText(NOTICE, {}, { timeout: 10_000 });
    expect(notice.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByText('Online')).toBeNull();
  });

  it('asks before signing out while changes wait, and stays signed in when told to', async () => {
    const change = {
      id: 'c1',
      operation: 'update' as const,
      entity: 'event',
      entityId: 'e1',
      summary: 'Edit event “Owl Prowl”',
      createdAt: '2027-03-14T12:00:00.000Z',
      attempts: 0,
      lastError: null,
      values: { title: 'Owl Prowl' },
      alsoDiscards: [],
    };
    const { bridge, signOuts } = revokedBridge({ pending: [change] });
    // Answers that never end: the screens wait, the shell stays.
    (bridge as { request: unknown }).request = () => new Promise(() => {});
    render(<App bridge={bridge} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }, { timeout: 10_000 }));
    const ask = await screen.findByRole('dialog', { name: 'Sign out with changes not sent?' });
    expect(within(ask).getByText(/1 change has not reached the site yet/)).toBeTruthy();
    await userEvent.click(within(ask).getByRole('button', { name: 'Stay signed in' }));
    expect(signOuts).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Sign out with changes not sent?' })).getByRole('button', {
        name: 'Sign out anyway',
      }),
    );
    expect(signOuts).toEqual(['out']);
  });
});
