import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PendingChange, SyncConflict, SyncState } from '@shared/desktop/bridge';
import { PendingChanges } from './PendingChanges';
import type { SyncControls } from './useSyncState';

const change = (id: string, summary: string, extra: Partial<PendingChange> = {}): PendingChange => ({
  id,
  operation: 'update',
  entity: 'event',
  entityId: 'e1',
  summary,
  createdAt: '2027-03-14T12:00:00.000Z',
  attempts: 0,
  lastError: null,
  values: null,
  alsoDiscards: [],
  ...extra,
});

const conflict: SyncConflict = {
  id: 'k1',
  entity: 'event',
  entityId: 'e9',
  summary: 'Edit event “Owl Prowl”',
  mine: { title: 'Owl Prowl' },
  theirs: { title: 'Owl Walk' },
  base: { title: 'Owl Hike' },
  fields: ['title'],
  changedBy: null,
  message: null,
};

function renderPending(state: SyncState) {
  const discarded: string[] = [];
  const opened: string[] = [];
  const sync = {
    state,
    error: null,
    refresh: async () => {},
    syncNow: async () => state,
    resolve: async () => state,
    discard: async (id: string) => {
      discarded.push(id);
      return state;
    },
  } as SyncControls;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PendingChanges sync={sync} openConflict={(id) => opened.push(id)} />
    </QueryClientProvider>,
  );
  return { discarded, opened };
}

describe('the Pending changes screen', () => {
  afterEach(cleanup);

  it('shows an open conflict, never "Nothing waiting" under it', async () => {
    const { opened } = renderPending({
      status: 'online',
      lastSyncedAt: null,
      pending: [],
      conflicts: [conflict],
      lastRun: null,
    });
    expect(screen.queryByText(/Nothing waiting/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Waiting for your decision' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Resolve' }));
    expect(opened).toEqual(['k1']);
  });

  it('shows what a change sends, on the preserve’s clock, and discards one after naming what goes with it', async () => {
    const picture = change('u1', 'Upload “frogs.png”', {
      operation: 'upload',
      alsoDiscards: ['New event “Frog Chorus”'],
    });
    const create = change('c1', 'New event “Frog Chorus”', {
      operation: 'create',
      values: { title: 'Frog Chorus', location: 'Pond' },
    });
    const { discarded } = renderPending({
      status: 'offline',
      lastSyncedAt: null,
      pending: [picture, create],
      conflicts: [],
      lastRun: null,
    });
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(within(rows[1]).getByText('Mar 14, 2027, 8:00 AM')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'View New event “Frog Chorus”' }));
    const view = await screen.findByRole('dialog', { name: 'New event “Frog Chorus”' });
    expect(within(view).getByText('Pond')).toBeTruthy();
    // Blueprint's dialog has its own close icon beside the footer's button.
    await userEvent.click(within(view).getAllByRole('button', { name: 'Close' }).at(-1)!);

    await userEvent.click(screen.getByRole('button', { name: 'Discard Upload “frogs.png”' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard this change?' });
    expect(within(ask).getByText('New event “Frog Chorus”')).toBeTruthy();
    await userEvent.click(within(ask).getByRole('button', { name: 'Discard' }));
    expect(discarded).toEqual(['u1']);
  });
});
