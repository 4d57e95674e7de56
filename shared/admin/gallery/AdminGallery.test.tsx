import { afterEach, describe, expect, inject, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import sharp from 'sharp';
import type { GalleryImageDto } from '../../api/types';
import type { AdminPlatform } from '../common/platform';
import { apiUrl, recordingPlatform, renderAdmin } from '../test/renderAdmin';
import { AdminGallery } from './AdminGallery';

afterEach(cleanup);

const auth = () => ({ Authorization: `Bearer ${inject('adminToken')}` });

async function gallery(): Promise<GalleryImageDto[]> {
  const res = await fetch(`${apiUrl()}/api/gallery`, { headers: auth() });
  expect(res.status).toBe(200);
  return (await res.json()) as GalleryImageDto[];
}

/** A small real PNG, different each call. */
async function picture(name: string): Promise<File> {
  const colour = { r: Math.floor(Math.random() * 255), g: 120, b: 60 };
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } }).png().toBuffer();
  return new File([new Uint8Array(png)], name, { type: 'image/png' });
}

/** jsdom's File has no arrayBuffer(); FileReader reads it as a browser would. */
function bytesOf(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

/** Stores a picture the way the web admin does: an upload address from the API, the bytes PUT there. */
async function uploadToStorage(file: File): Promise<string> {
  const signed = await fetch(`${apiUrl()}/api/objects/upload`, { method: 'POST', headers: auth() });
  const { uploadURL } = (await signed.json()) as { uploadURL: string };
  const put = await fetch(uploadURL, { method: 'PUT', headers: { 'Content-Type': file.type }, body: (await bytesOf(file)) as BodyInit });
  expect(put.ok).toBe(true);
  return uploadURL;
}

async function addImage(title: string): Promise<GalleryImageDto> {
  const imageURL = await uploadToStorage(await picture(`${title}.png`));
  const res = await fetch(`${apiUrl()}/api/images`, {
    method: 'POST',
    headers: { ...auth(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ imageURL, title, category: 'wildlife' }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as GalleryImageDto;
}

const tag = () => Math.random().toString(36).slice(2, 8);
const cardOf = async (title: string) => (await screen.findByRole('heading', { level: 3, name: title }, { timeout: 15_000 })).closest('li') as HTMLElement;

describe('AdminGallery', () => {
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
    const stored = (await gallery()).find((i) => i.title === title);
    expect(stored).toMatchObject({ category: 'landscapes', isPublic: true });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('hides a picture from visitors and shows it again', async () => {
    const image = await addImage(`Fox ${tag()}`);
    const user = userEvent.setup();
    renderAdmin(<AdminGallery />, { path: '/admin/gallery' });
    const card = await cardOf(image.title);
    await user.click(within(card).getByRole('button', { name: `Hide: ${image.title}` }));
    await waitFor(async () => expect((await gallery()).find((i) => i.id === image.id)?.hidden).toBe(true));
    expect(await within(await cardOf(image.title)).findByText('Hidden')).toBeTruthy();

    await user.click(within(await cardOf(image.title)).getByRole('button', { name: `Unhide: ${image.title}` }));
    await waitFor(async () => expect((await gallery()).find((i) => i.id === image.id)?.hidden).toBe(false));
    await waitFor(async () => expect(within(await cardOf(image.title)).queryByText('Hidden')).toBeNull());
  });

  it('moves a picture to the other section and saves the order', async () => {
    const image = await addImage(`Oak ${tag()}`);
    const user = userEvent.setup();
    renderAdmin(<AdminGallery />, { path: '/admin/gallery' });
    const save = await screen.findByRole('button', { name: 'Save Order' });
    expect(save.hasAttribute('disabled')).toBe(true);
    // The section it shows in (a ninth 'above' picture shows below the divider), and the other one.
    const shownAbove = within(screen.getByRole('list', { name: /^Featured/ })).queryByRole('heading', { level: 3, name: image.title });
    const target = shownAbove ? 'below' : 'above';

    await user.click(within(await cardOf(image.title)).getByRole('button', { name: `Move ${target}: ${image.title}` }));
    const section = screen.getByRole('list', { name: new RegExp(target === 'above' ? '^Featured' : '^More from the Preserve') });
    expect(within(section).getByRole('heading', { level: 3, name: image.title })).toBeTruthy();
    expect(screen.getByText(new RegExp(`^${image.title} moved to position \\d+ of \\d+ in the ${target} section\\.$`)).getAttribute('role')).toBe('status');

    await user.click(screen.getByRole('button', { name: 'Save Order' }));
    await waitFor(async () => expect((await gallery()).find((i) => i.id === image.id)?.position).toBe(target));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Order' }).hasAttribute('disabled')).toBe(true));
  });
});
