import { useState } from 'react';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GalleryImageDto } from '../../api/types';
import type { AdminPlatform } from '../common/platform';
import { apiUrl, recordingPlatform, renderAdmin } from '../test/renderAdmin';
import { addImage, galleryOnServer, picture, tag, uploadToStorage } from '../test/galleryImages';
import { AdminGallery } from './AdminGallery';
import { GalleryImageAdminActions } from './GalleryImageAdminActions';
import { GalleryPageAdminBar } from './GalleryPageAdminBar';
import { GalleryPageReorder } from './GalleryPageReorder';

afterEach(cleanup);

// One file for every gallery component test: they all change the one test server's gallery, so they run in turn.

/** Waits as long as a loaded machine may need for a refetch after a change. */
const eventually = (check: () => unknown) => waitFor(check, { timeout: 10_000 });
const cardOf = async (title: string) =>
  (await screen.findByRole('heading', { level: 3, name: title }, { timeout: 15_000 })).closest('li') as HTMLElement;
const sectionList = (section: 'above' | 'below') =>
  screen.getByRole('list', {
    name: section === 'above' ? 'Featured photos (above section)' : 'More from the Preserve (below section)',
  });
const titlesIn = (section: 'above' | 'below') =>
  within(sectionList(section))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const toast = (title: string) => screen.findByText(title, { selector: '[role="alert"] strong' }, { timeout: 10_000 });
const onServer = async (id: string) => (await galleryOnServer()).find((i) => i.id === id);

describe('the admin gallery screen', () => {
  it('uploads through the platform with a progress bar, then lists the new picture', async () => {
    const title = `Heron ${tag()}`;
    let release!: () => void;
    const halfway = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    const platform: AdminPlatform = {
      ...recordingPlatform().platform,
      // Like the desktop bridge: the program sends the file and reports how far it got.
      async uploadImage(file, onProgress) {
        asked.push(file.name);
        onProgress(40);
        await halfway;
        const url = await uploadToStorage(file);
        onProgress(100);
        return url;
      },
    };
    const user = userEvent.setup();
    renderAdmin(<AdminGallery />, { path: '/admin/gallery', platform });
    await user.click(await screen.findByRole('button', { name: 'Upload New Image' }));
    await user.type(screen.getByLabelText('Title'), title);
    await user.selectOptions(screen.getByLabelText('Category'), 'landscapes');
    await user.upload(screen.getByLabelText('Image file'), await picture('heron.png'));
    await user.click(screen.getByRole('button', { name: 'Add to Gallery' }));

    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('Uploading... 40%')).toBeTruthy();
    release();

    const card = await cardOf(title);
    expect(within(card).getByText('landscapes')).toBeTruthy();
    expect(asked).toEqual(['heron.png']);
    const stored = (await galleryOnServer()).find((i) => i.title === title);
    expect(stored).toMatchObject({ category: 'landscapes', isPublic: true });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('the one-photo form takes a description and alt text', async () => {
    const title = `Wren ${tag()}`;
    const platform: AdminPlatform = {
      ...recordingPlatform().platform,
      uploadImage: async (file) => uploadToStorage(file),
    };
    const user = userEvent.setup();
    renderAdmin(<AdminGallery />, { path: '/admin/gallery', platform });
    await user.click(await screen.findByRole('button', { name: 'Upload New Image' }));
    await user.type(screen.getByLabelText('Title'), title);
    await user.type(screen.getByLabelText('Description'), 'On the feeder by the barn.');
    await user.type(screen.getByLabelText('Alt text (optional)'), 'A small brown wren with its tail up');
    await user.upload(screen.getByLabelText('Image file'), await picture('wren.png'));
    await user.click(screen.getByRole('button', { name: 'Add to Gallery' }));
    await cardOf(title);
    expect((await galleryOnServer()).find((i) => i.title === title)).toMatchObject({
      description: 'On the feeder by the barn.',
      altText: 'A small brown wren with its tail up',
    });
  });

  it('uploads many photos through the platform, one category, each with its own progress; then sets their alt text together', async () => {
    const run = tag();
    const asked: string[] = [];
    const platform: AdminPlatform = {
      ...recordingPlatform().platform,
      // Like the desktop bridge: the program sends each file and reports how far it got.
      async uploadImage(file, onProgress) {
        asked.push(file.name);
        onProgress(50);
        return uploadToStorage(file);
      },
    };
    const user = userEvent.setup();
    renderAdmin(<AdminGallery />, { path: '/admin/gallery', platform });
    await user.click(await screen.findByRole('button', { name: 'Upload Many Images' }));
    await user.selectOptions(screen.getByLabelText('Category for all'), 'events');
    const files = [await picture(`${run}_one.png`), await picture(`${run}_two.png`)];
    const notAPicture = new File(['notes'], `${run}_notes.txt`, { type: 'text/plain' });
    // As a browser does for files dragged in from outside: enter, over, then drop (the board's drag-and-drop library
    // only takes a drop it saw begin).
    const zone = screen.getByTestId('batch-drop');
    const dataTransfer = { files: [...files, notAPicture], types: ['Files'] };
    fireEvent.dragEnter(zone, { dataTransfer });
    fireEvent.dragOver(zone, { dataTransfer });
    fireEvent.drop(zone, { dataTransfer });
    const list = screen.getByRole('list', { name: 'Files to upload' });
    expect(within(list).getByText('Please choose a JPEG, PNG or WebP image.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Upload 2 Images' }));
    await toast('Images Added');
    expect(asked.sort()).toEqual([`${run}_one.png`, `${run}_two.png`]);
    const mine = (await galleryOnServer()).filter((i) => i.title.startsWith(run));
    expect(mine.map((i) => i.category)).toEqual(['events', 'events']);

    const details = await screen.findByRole('form', { name: 'Describe the new photos' });
    const first = within(details).getByRole('group', { name: 'Photo 1' });
    const firstTitle = (within(first).getByLabelText('Title') as HTMLInputElement).value;
    await user.type(within(first).getByLabelText('Alt text'), 'Volunteers carrying a bench');
    await user.type(within(first).getByLabelText('Description'), 'Trail day.');
    await user.click(within(details).getByRole('button', { name: 'Save Details of 1 Photo' }));
    await toast('Image details saved');
    expect((await galleryOnServer()).find((i) => i.title === firstTitle)).toMatchObject({
      altText: 'Volunteers carrying a bench',
      description: 'Trail day.',
    });
  });

  it('describes photos already in the gallery, many at once: those without alt text first, a page at a time', async () => {
    const run = tag();
    const bare = await addImage(`Otter ${run}`);
    const user = userEvent.setup();
    renderAdmin(<AdminGallery />, { path: '/admin/gallery' });
    await user.click(await screen.findByRole('button', { name: 'Describe Photos' }));
    await user.selectOptions(screen.getByLabelText('Category'), 'wildlife');
    const form = () => screen.findByRole('form', { name: 'Describe the photos' }, { timeout: 10_000 });
    // The photo may be past the first page: ask for more until its row shows.
    const rowOf = async (title: string) => {
      for (;;) {
        const row = within(await form())
          .queryAllByRole('group')
          .find((g) => (within(g).getByLabelText('Title') as HTMLInputElement).value === title);
        if (row) return row;
        const more = screen.queryByRole('button', { name: /^Show \d+ More$/ });
        expect(more, `${title} is listed`).not.toBeNull();
        await user.click(more!);
      }
    };
    const row = await rowOf(bare.title);
    // Uploaded without alt text, the photo stored its title as alt text; the form shows that as not yet described.
    expect((within(row).getByLabelText('Alt text') as HTMLInputElement).value).toBe('');
    await user.type(within(row).getByLabelText('Alt text'), 'An otter on a log, wet fur shining');
    await user.click(within(await form()).getByRole('button', { name: 'Save Details of 1 Photo' }));
    await toast('Image details saved');
    expect(await onServer(bare.id)).toMatchObject({
      altText: 'An otter on a log, wet fur shining',
      category: 'wildlife',
    });
    // Described, it stays on the form it was chosen on, with its new words.
    expect((within(await rowOf(bare.title)).getByLabelText('Alt text') as HTMLInputElement).value).toBe(
      'An otter on a log, wet fur shining',
    );
    // Chosen again, the photos without alt text no longer include it; all photos do.
    await user.selectOptions(screen.getByLabelText('Photos'), 'all');
    await user.selectOptions(screen.getByLabelText('Photos'), 'missing-alt');
    const titles = () =>
      within(screen.queryByRole('form', { name: 'Describe the photos' }) ?? document.createElement('div'))
        .queryAllByLabelText('Title')
        .map((input) => (input as HTMLInputElement).value);
    await eventually(() => expect(titles()).not.toContain(bare.title));
    await user.selectOptions(screen.getByLabelText('Photos'), 'all');
    await rowOf(bare.title);
  });

  it('hides a picture from visitors and shows it again', async () => {
    const image = await addImage(`Fox ${tag()}`);
    const user = userEvent.setup();
    renderAdmin(<AdminGallery />, { path: '/admin/gallery' });
    await user.click(
      within(await cardOf(image.title)).getByRole('button', { name: `Hide from visitors: ${image.title}` }),
    );
    await toast('Image hidden from visitors');
    await eventually(async () => expect((await onServer(image.id))?.hidden).toBe(true));
    expect(await within(await cardOf(image.title)).findByText('Hidden', {}, { timeout: 10_000 })).toBeTruthy();

    await user.click(
      within(await cardOf(image.title)).getByRole('button', { name: `Show to visitors: ${image.title}` }),
    );
    await eventually(async () => expect((await onServer(image.id))?.hidden).toBe(false));
    await eventually(async () => expect(within(await cardOf(image.title)).queryByText('Hidden')).toBeNull());
  });

  it('moves a picture to the other section, announces it, and saves the order', async () => {
    const image = await addImage(`Oak ${tag()}`);
    const user = userEvent.setup();
    renderAdmin(<AdminGallery />, { path: '/admin/gallery' });
    const save = await screen.findByRole('button', { name: 'Save Order' }, { timeout: 15_000 });
    expect(save.hasAttribute('disabled')).toBe(true);
    // The section it shows in (a ninth 'above' picture shows below the divider), and the other one.
    await cardOf(image.title);
    const target = titlesIn('above').includes(image.title) ? 'below' : 'above';

    await user.click(
      within(await cardOf(image.title)).getByRole('button', { name: `Move to ${target} section: ${image.title}` }),
    );
    expect(titlesIn(target)).toContain(image.title);
    expect(
      screen
        .getByText(new RegExp(`^${image.title} moved to position \\d+ of \\d+ in the ${target} section\\.$`))
        .getAttribute('role'),
    ).toBe('status');

    await user.click(screen.getByRole('button', { name: 'Save Order' }));
    await toast('Gallery order saved successfully!');
    await eventually(async () => expect((await onServer(image.id))?.position).toBe(target));
    await eventually(() =>
      expect(screen.getByRole('button', { name: 'Save Order' }).hasAttribute('disabled')).toBe(true),
    );
  });

  it("keyboard moves keep focus on the pressed button, also at the section's edge, so another Enter undoes nothing", async () => {
    const image = await addImage(`Birch ${tag()}`);
    const user = userEvent.setup();
    renderAdmin(<AdminGallery />, { path: '/admin/gallery' });
    await screen.findByRole('button', { name: 'Save Order' }, { timeout: 15_000 });
    await cardOf(image.title);
    const section = titlesIn('above').includes(image.title) ? 'above' : 'below';
    const earlier = async () =>
      within(await cardOf(image.title)).getByRole('button', { name: `Move earlier: ${image.title}` });
    (await earlier()).focus();
    for (let at = titlesIn(section).indexOf(image.title); at > 0; at--) await user.keyboard('{Enter}');
    expect(titlesIn(section)[0]).toBe(image.title);
    expect(document.activeElement).toBe(await earlier());
    expect((await earlier()).getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Enter}');
    expect(titlesIn(section)[0]).toBe(image.title);
    expect(document.activeElement).toBe(await earlier());
  });

  it('an order saved elsewhere after the board loaded is not overwritten: the save says so', async () => {
    const image = await addImage(`Alder ${tag()}`);
    const user = userEvent.setup();
    renderAdmin(<AdminGallery />, { path: '/admin/gallery' });
    await screen.findByRole('button', { name: 'Save Order' }, { timeout: 15_000 });
    const card = await cardOf(image.title);
    const target = titlesIn('above').includes(image.title) ? 'below' : 'above';
    // Another admin saves an order meanwhile (the desktop app syncing an offline one, say).
    const other = await fetch(`${apiUrl()}/api/gallery/reorder`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${inject('adminToken')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ imageUpdates: [{ id: image.id, displayOrder: 4242, position: 'below' }] }),
    });
    expect(other.status).toBe(200);

    await user.click(within(card).getByRole('button', { name: `Move to ${target} section: ${image.title}` }));
    await user.click(screen.getByRole('button', { name: 'Save Order' }));
    await toast('Failed to save gallery order');
    await screen.findByText(/Someone else changed the gallery order since you opened it\./);
    expect((await onServer(image.id))?.displayOrder).toBe(4242);
  });

  it('deletes a picture only after asking, and keeps an unsaved order meanwhile', async () => {
    const [keeper, doomed] = [await addImage(`Maple ${tag()}`), await addImage(`Birch ${tag()}`)];
    const user = userEvent.setup();
    renderAdmin(<AdminGallery />, { path: '/admin/gallery' });
    await cardOf(keeper.title);
    // Long boards render in steps: the draft is compared once every picture is on it. Other files add pictures to
    // the shared server meanwhile, so "every picture" is every one there was before the board loaded.
    const before = (await galleryOnServer()).map((i) => i.title);
    await eventually(() =>
      expect([...titlesIn('above'), ...titlesIn('below')]).toEqual(expect.arrayContaining(before)),
    );
    // A draft: the keeper over to the other section.
    const target = titlesIn('above').includes(keeper.title) ? 'below' : 'above';
    await user.click(
      within(await cardOf(keeper.title)).getByRole('button', { name: `Move to ${target} section: ${keeper.title}` }),
    );
    const drafted = [...titlesIn('above'), ...titlesIn('below')];

    await user.click(within(await cardOf(doomed.title)).getByRole('button', { name: `Delete: ${doomed.title}` }));
    let question = await screen.findByRole('alertdialog', {
      name: 'Delete this image from the gallery? This cannot be undone.',
    });
    await user.click(within(question).getByRole('button', { name: 'Keep it' }));
    await eventually(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await onServer(doomed.id)).toBeDefined();

    await user.click(within(await cardOf(doomed.title)).getByRole('button', { name: `Delete: ${doomed.title}` }));
    question = await screen.findByRole('alertdialog', {
      name: 'Delete this image from the gallery? This cannot be undone.',
    });
    expect(within(question).getByText(`“${doomed.title}”`)).toBeTruthy();
    await user.click(within(question).getByRole('button', { name: 'Yes, delete' }));
    await toast('Image removed successfully!');
    await eventually(() => expect(screen.queryByRole('heading', { level: 3, name: doomed.title })).toBeNull());
    expect(await onServer(doomed.id)).toBeUndefined();

    // The reloaded gallery did not throw the draft away: the same order without the deleted picture, still to save
    // (a picture another file added meanwhile may join it).
    const reloaded = [...titlesIn('above'), ...titlesIn('below')];
    expect(reloaded.filter((t) => drafted.includes(t))).toEqual(drafted.filter((t) => t !== doomed.title));
    expect(screen.getByRole('button', { name: 'Save Order' }).hasAttribute('disabled')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Save Order' }));
    await toast('Gallery order saved successfully!');
    expect((await onServer(keeper.id))?.position).toBe(target);
  });

  it("corrects a picture's words with Edit Details, checking them first with the server's rules", async () => {
    const image = await addImage(`Willow ${tag()}`);
    const renamed = `Weeping willow ${tag()}`;
    const user = userEvent.setup();
    renderAdmin(<AdminGallery />, { path: '/admin/gallery' });
    await user.click(within(await cardOf(image.title)).getByRole('button', { name: `Edit Details: ${image.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Image Details' });
    const title = within(dialog).getByLabelText('Title');
    expect((title as HTMLInputElement).value).toBe(image.title);
    expect((within(dialog).getByLabelText('Category') as HTMLSelectElement).value).toBe('wildlife');
    // Uploaded without alt text, the picture uses its title: the field says so by being empty.
    expect((within(dialog).getByLabelText('Alt text') as HTMLInputElement).value).toBe('');

    // A blank title is refused beside the field, before anything is sent.
    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: 'Save Details' }));
    expect(within(dialog).getByText('Title is required')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect((await onServer(image.id))?.title).toBe(image.title);

    await user.type(title, renamed);
    expect(within(dialog).queryByText('Title is required')).toBeNull();
    await user.type(within(dialog).getByLabelText('Description'), 'By the north stream.');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'landscapes');
    await user.type(within(dialog).getByLabelText('Alt text'), 'A willow leaning over water');
    await user.click(within(dialog).getByRole('button', { name: 'Save Details' }));
    await toast('Image details saved');
    await eventually(() => expect(screen.queryByRole('dialog', { name: 'Edit Image Details' })).toBeNull());
    expect(await onServer(image.id)).toMatchObject({
      title: renamed,
      description: 'By the north stream.',
      category: 'landscapes',
      altText: 'A willow leaning over water',
    });
    expect(within(await cardOf(renamed)).getByText('landscapes')).toBeTruthy();
  });

  it('Edit Details shows what someone else saved meanwhile instead of overwriting it', async () => {
    const image = await addImage(`Alder ${tag()}`);
    const user = userEvent.setup();
    renderAdmin(<AdminGallery />, { path: '/admin/gallery' });
    await user.click(within(await cardOf(image.title)).getByRole('button', { name: `Edit Details: ${image.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Image Details' });
    // Another admin saves first.
    const theirs = `Red alder ${tag()}`;
    const other = await fetch(`${apiUrl()}/api/admin/images/${image.id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${inject('adminToken')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: theirs, version: image.version }),
    });
    expect(other.status).toBe(200);

    const title = within(dialog).getByLabelText('Title') as HTMLInputElement;
    await user.clear(title);
    await user.type(title, 'Mine');
    await user.click(within(dialog).getByRole('button', { name: 'Save Details' }));
    expect(
      await within(dialog).findByText(
        /^Someone else changed this picture since you opened it\./,
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(title.value).toBe(theirs);
    expect((await onServer(image.id))?.title).toBe(theirs);

    // Saving again names the newer version, and goes through.
    await user.clear(title);
    await user.type(title, 'Mine after all');
    await user.click(within(dialog).getByRole('button', { name: 'Save Details' }));
    await eventually(async () => expect((await onServer(image.id))?.title).toBe('Mine after all'));
  });

  it('repairs raw upload addresses with Fix Gallery URLs, once asked, and says how many', async () => {
    const user = userEvent.setup();
    renderAdmin(<AdminGallery />, { path: '/admin/gallery' });
    await user.click(await screen.findByRole('button', { name: 'Fix Gallery URLs' }));
    await user.click(await screen.findByRole('button', { name: 'Fix the addresses' }));
    expect(
      (
        await screen.findByText(
          /^Migration Complete: Fixed \d+ images\.$/,
          { selector: '[role="alert"] strong' },
          { timeout: 10_000 },
        )
      ).textContent,
    ).toBeTruthy();
  });
});

describe("the public gallery page's admin pieces", () => {
  it('offers reordering only on the unfiltered gallery, saying why', async () => {
    let asked = 0;
    // The page's search box, reduced to a switch.
    function Page() {
      const [filtering, setFiltering] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setFiltering(false)}>
            Clear Filters
          </button>
          <GalleryPageAdminBar filtering={filtering} reordering={false} onReorder={() => asked++} />
        </>
      );
    }
    renderAdmin(<Page />, { path: '/gallery' });
    const reorder = screen.getByRole('button', { name: 'Reorder Images' });
    expect(reorder.hasAttribute('disabled')).toBe(true);
    const warning = screen.getByText('Clear the search and category filter to reorder images.');
    expect(reorder.getAttribute('aria-describedby')).toBe(warning.id);
    expect(screen.getByRole('button', { name: 'Fix Gallery URLs' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reorder Images' }));
    expect(asked).toBe(1);
    expect(screen.queryByText('Clear the search and category filter to reorder images.')).toBeNull();
  });

  it('reorder mode is the same board, without the moderation buttons; saving or Exit leaves it', async () => {
    const image = await addImage(`Aspen ${tag()}`);
    let done = 0;
    const user = userEvent.setup();
    renderAdmin(<GalleryPageReorder onDone={() => done++} />, { path: '/gallery' });
    const card = await cardOf(image.title);
    expect(within(card).queryByRole('button', { name: /^Hide from visitors/ })).toBeNull();
    expect(within(card).getByRole('button', { name: `Delete: ${image.title}` })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Exit Reorder Mode' }));
    expect(done).toBe(1);

    const target = titlesIn('above').includes(image.title) ? 'below' : 'above';
    await user.click(within(card).getByRole('button', { name: `Move to ${target} section: ${image.title}` }));
    await user.click(screen.getByRole('button', { name: 'Save Order' }));
    await toast('Gallery order saved successfully!');
    await eventually(() => expect(done).toBe(2));
    expect((await onServer(image.id))?.position).toBe(target);
  });

  it("the lightbox's toggle moves the picture at once to the head of the other section", async () => {
    const image = await addImage(`Cedar ${tag()}`);
    const changed: GalleryImageDto[] = [];
    const user = userEvent.setup();
    renderAdmin(<GalleryImageAdminActions image={image} section="below" onChanged={(i) => changed.push(i)} />, {
      path: '/gallery',
    });
    await user.click(screen.getByRole('button', { name: 'Move to above section' }));
    await toast('Moved to the above section');
    expect(changed.map((i) => i.position)).toEqual(['above']);
    expect((await onServer(image.id))?.position).toBe('above');
    expect(screen.getByRole('button', { name: `Hide from visitors: ${image.title}` })).toBeTruthy();
  });

  it("the lightbox's Edit Details saves the words and hands the page the changed picture", async () => {
    const image = await addImage(`Spruce ${tag()}`);
    const changed: GalleryImageDto[] = [];
    const user = userEvent.setup();
    renderAdmin(<GalleryImageAdminActions image={image} section="above" onChanged={(i) => changed.push(i)} />, {
      path: '/gallery',
    });
    await user.click(screen.getByRole('button', { name: `Edit Details: ${image.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Image Details' });
    await user.type(within(dialog).getByLabelText('Title'), ' in snow');
    await user.click(within(dialog).getByRole('button', { name: 'Save Details' }));
    await toast('Image details saved');
    expect(changed.map((i) => i.title)).toEqual([`${image.title} in snow`]);
    expect((await onServer(image.id))?.title).toBe(`${image.title} in snow`);
  });
});
