import { expect, inject } from 'vitest';
import sharp from 'sharp';
import type { GalleryImageDto } from '../../api/types';
import { apiUrl } from './renderAdmin';

/** Real pictures on the real server for the gallery's component tests, added as an admin's upload is. */
const auth = () => ({ Authorization: `Bearer ${inject('adminToken')}` });

export async function galleryOnServer(): Promise<GalleryImageDto[]> {
  const res = await fetch(`${apiUrl()}/api/gallery`, { headers: auth() });
  expect(res.status).toBe(200);
  return (await res.json()) as GalleryImageDto[];
}

/** A small real PNG, different each call. */
export async function picture(name: string): Promise<File> {
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
export async function uploadToStorage(file: File): Promise<string> {
  const signed = await fetch(`${apiUrl()}/api/objects/upload`, { method: 'POST', headers: auth() });
  const { uploadURL } = (await signed.json()) as { uploadURL: string };
  const put = await fetch(uploadURL, { method: 'PUT', headers: { 'Content-Type': file.type }, body: (await bytesOf(file)) as BodyInit });
  expect(put.ok).toBe(true);
  return uploadURL;
}

export async function addImage(title: string): Promise<GalleryImageDto> {
  const imageURL = await uploadToStorage(await picture(`${title}.png`));
  const res = await fetch(`${apiUrl()}/api/images`, {
    method: 'POST',
    headers: { ...auth(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ imageURL, title, category: 'wildlife' }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as GalleryImageDto;
}

export const tag = () => Math.random().toString(36).slice(2, 8);
