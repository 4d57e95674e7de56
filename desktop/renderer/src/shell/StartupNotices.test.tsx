import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DesktopBridge, ImportPlan, InterruptedImport, PendingChange, SyncState } from '@shared/desktop/bridge';
import { StartupNotices } from './StartupNotices';

const plan: ImportPlan = {
  folder: '/home/office/Photos/Annual meetings',
  rows: [
    {
      key: '2019',
      folder: '2019',
      year: 2019,
      date: '2019-06-15',
      dateFromName: false,
      title: 'Sample Annual Meeting 2019',
      description: '',
      files: ['2019/a.jpg'],
      include: true,
    },
  ],
  addToGallery: false,
};

const change = (n: number): PendingChange => ({
  id: `c${n}`,
  operation: 'update',
  entity: 'event',
  entityId: `e${n}`,
  summary: `Edit event “Sample walk ${n}”`,
  createdAt: '2026-11-25T10:00:00Z',
  attempts: 0,
  lastError: null,
  values: { title: `Sample walk ${n}` },
  alsoDiscards: [],
});

/** The bridge calls the notices make, answered in-process and recorded (the core's side has its own tests). */
function bridgeWith(interrupted: InterruptedImport | null, pending: PendingChange[] = []) {
  const calls: string[] = [];
  const state: SyncState = { status: 'offline', lastSyncedAt: null, pending, conflicts: [], lastRun: null };
  const bridge = {
    interruptedImport: async () => interrupted,
    syncState: async () => state,
    startImport: async (p: ImportPlan) => {
      calls.push(`start ${p.folder}`);
      return { state: 'running', totalFiles: 1, uploadedFiles: 0, eventsCreated: 0, message: null };
    },
    forgetImport: async () => void calls.push('forget'),
  } as unknown as DesktopBridge;
  return { bridge, calls, state };
}

function renderNotices(bridge: DesktopBridge, sync: SyncState | null = null) {
  const opened: string[] = [];
  const ui = (state: SyncState | null) => (
    <StartupNotices
      bridge={bridge}
      sync={state}
      openPending={() => opened.push('pending')}
      openImport={() => opened.push('import')}
    />
  );
  const { rerender } = render(ui(sync));
  return { opened, update: (state: SyncState) => rerender(ui(state)) };
}

describe('desktop start: what the last session left', () => {
  afterEach(cleanup);

  it('offers to resume a cut-off import with the photos left, and resumes the remembered plan', async () => {
    const { bridge, calls } = bridgeWith({ plan, totalFiles: 40, filesLeft: 17, eventsLeft: 2 });
    const { opened } = renderNotices(bridge);
    const notice = await screen.findByText(
      '17 photos of 40 from “/home/office/Photos/Annual meetings” are left to upload.',
    );
    expect(notice).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Resume import' }));
    expect(calls).toEqual([`start ${plan.folder}`]);
    expect(opened).toEqual(['import']);
    expect(screen.queryByRole('button', { name: 'Resume import' })).toBeNull();
  });

  it('forgetting the import asks the core to drop it', async () => {
    const { bridge, calls } = bridgeWith({ plan, totalFiles: 1, filesLeft: 1, eventsLeft: 1 });
    renderNotices(bridge);
    await screen.findByText(/1 photo of 1 from .* is left to upload\./);
    await userEvent.click(screen.getByRole('button', { name: 'Forget this import' }));
    expect(calls).toEqual(['forget']);
    expect(screen.queryByRole('region', { name: 'Left from the last session' })).toBeNull();
  });

  it('counts and lists the changes not sent yet, and Review opens the pending list', async () => {
    const { bridge, state } = bridgeWith(null, [1, 2, 3, 4, 5, 6, 7].map(change));
    const { opened } = renderNotices(bridge, state);
    const region = await screen.findByRole('region', { name: 'Left from the last session' });
    expect(within(region).getByText('7 changes not sent to the site yet')).toBeTruthy();
    const items = within(region)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([1, 2, 3, 4, 5].map((n) => `Edit event “Sample walk ${n}”`).concat('and 2 more'));
    expect(screen.queryByRole('button', { name: 'Resume import' })).toBeNull();
    await userEvent.click(within(region).getByRole('button', { name: 'Review changes' }));
    expect(opened).toEqual(['pending']);
    expect(screen.queryByRole('region', { name: 'Left from the last session' })).toBeNull();
  });

  it('follows the changes as they go: the count drops as they are sent, and the notice goes with the last', async () => {
    const { bridge, state } = bridgeWith(null, [1, 2, 3].map(change));
    const notices = renderNotices(bridge, state);
    const region = await screen.findByRole('region', { name: 'Left from the last session' });
    expect(within(region).getByText('3 changes not sent to the site yet')).toBeTruthy();
    notices.update({ ...state, status: 'syncing', pending: [change(3)] });
    expect(within(region).getByText('1 change not sent to the site yet')).toBeTruthy();
    expect(within(region).queryByText('Edit event “Sample walk 1”')).toBeNull();
    notices.update({ ...state, status: 'online', pending: [] });
    expect(screen.queryByRole('region', { name: 'Left from the last session' })).toBeNull();
  });

  it('says nothing when nothing was left behind', async () => {
    const { bridge, state } = bridgeWith(null, []);
    renderNotices(bridge, state);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region', { name: 'Left from the last session' })).toBeNull();
  });
});
