import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ConflictChoice, SyncConflict } from '@shared/desktop/bridge';
import { galleryQuery } from '@shared/api/queries';
import type { GalleryImageDto } from '@shared/api/types';
import { ConflictDialog } from './ConflictDialog';

const eventConflict: SyncConflict = {
  id: 'c1',
  entity: 'event',
  entityId: 'e1',
  summary: 'Edit event “Winter Raptor Walk”',
  // The edit form's body: every field, the date as the form's calendar day.
  mine: {
    title: 'Winter Raptor Walk',
    date: '2026-12-26',
    time: '1:00 PM',
    maxCapacity: null,
    isActive: true,
    location: 'North gate',
  },
  theirs: {
    id: 'e1',
    version: 3,
    title: 'Winter Raptor Walk',
    date: '2026-12-27T18:00:00.000Z',
    time: '1:00 PM',
    maxCapacity: 20,
    isActive: false,
    location: 'Barn lot',
  },
  base: { title: 'Winter Raptor Walk', date: '2026-12-20T18:00:00.000Z', maxCapacity: 12, isActive: true },
  fields: ['date', 'maxCapacity'],
  changedBy: { name: 'Robin Reed', at: '2026-12-01T18:05:00.000Z' },
  message: 'Someone else changed this event since you opened it.',
};

function renderDialog(conflict: SyncConflict, gallery: GalleryImageDto[] = []) {
  const chosen: ConflictChoice[] = [];
  const client = new QueryClient();
  client.setQueryData(galleryQuery().queryKey, gallery);
  render(
    <QueryClientProvider client={client}>
      <ConflictDialog conflict={conflict} onClose={() => {}} resolve={async (choice) => void chosen.push(choice)} />
    </QueryClientProvider>,
  );
  return chosen;
}

describe('conflict dialog', () => {
  afterEach(cleanup);

  it('asks only about the fields both changed, with the form’s labels and the preserve’s calendar, and says who', async () => {
    const chosen = renderDialog(eventConflict);
    const dialog = screen.getByRole('dialog', { name: 'Conflict: Edit event “Winter Raptor Walk”' });
    expect(
      within(dialog).getByText('Changed on the site by Robin Reed on Dec 1, 2026, 1:05 PM after you edited it here.'),
    ).toBeTruthy();
    const rows = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['DateSaturday, December 26, 2026Sunday, December 27, 2026', 'Max capacityNo limit20']);
    // Fields only one side changed are not asked about.
    expect(within(dialog).queryByText('Barn lot')).toBeNull();
    expect(within(dialog).queryByText(/isActive|maxCapacity/)).toBeNull();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Max capacity: on the site' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(chosen).toEqual([{ keep: 'merged', values: { date: '2026-12-26', maxCapacity: 20 } }]);
  });

  it('shows a gallery order as two rows of thumbnails, first to last', () => {
    const image = (id: string, title: string) => ({ id, title, imageUrl: `/objects/uploads/${id}` }) as GalleryImageDto;
    const gallery = [image('a', 'Heron'), image('b', 'Fox'), image('c', 'Oak')];
    const place = (ids: string[]) => ids.map((id, displayOrder) => ({ id, displayOrder, position: 'above' }));
    renderDialog(
      {
        ...eventConflict,
        entity: 'gallery-order',
        entityId: 'gallery',
        summary: 'Edit gallery order',
        mine: { imageUpdates: place(['c', 'b', 'a']) },
        theirs: { id: 'gallery', version: 4, imageUpdates: place(['b', 'a', 'c']) },
        base: { id: 'gallery', version: 3, imageUpdates: place(['a', 'b', 'c']) },
        fields: ['imageUpdates'],
        changedBy: null,
      },
      gallery,
    );
    const row = (name: string) =>
      within(screen.getByRole('list', { name }))
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt'));
    expect(row('Order of the photos, yours')).toEqual(['1. Oak', '2. Fox', '3. Heron']);
    expect(row('Order of the photos, on the site')).toEqual(['1. Fox', '2. Heron', '3. Oak']);
    expect(screen.getByText('Changed on the site after you edited it here.')).toBeTruthy();
  });
});
