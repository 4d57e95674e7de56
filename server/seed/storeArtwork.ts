import os from 'node:os';
import { ingestImage, mainKeyOf, variantKeyOf, type StoredImage } from '../services/images';
import type { Storage } from '../services/storage';
import { renderScene, type SceneName, type SceneOptions } from './artwork/render';

export interface ArtworkRequest {
  scene: SceneName;
  seed: number;
  width: number;
  height: number;
  options?: SceneOptions;
}

/**
 * Paints each requested scene and stores it through the same pipeline as a visitor's upload, so demo
 * images come in every size the pages ask for. This runs before the server listens, so no request waits for a
 * thread and the image queue is not needed: sharp works one thread per image here, so a couple of images at a time
 * keep every core busy without piling up memory.
 */
export async function storeArtwork<K extends string>(
  storage: Storage,
  requests: Record<K, ArtworkRequest>,
): Promise<Record<K, StoredImage>> {
  const entries = Object.entries(requests) as Array<[K, ArtworkRequest]>;
  const stored = {} as Record<K, StoredImage>;
  const parallel = Math.max(1, Math.min(3, os.availableParallelism()));
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < entries.length) {
      const [key, r] = entries[next++];
      try {
        const jpeg = await renderScene(r.scene, r.seed, r.width, r.height, r.options);
        stored[key] = await ingestImage(storage, jpeg, undefined, { beforeListening: true });
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  // Wait for every worker to stop before cleaning up, so nothing is written after the cleanup.
  const results = await Promise.allSettled(Array.from({ length: parallel }, worker));
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) {
    await discardArtwork(storage, Object.values(stored));
    throw failure.reason;
  }
  return stored;
}

/** Removes stored images again (when the database part of seeding fails). */
export async function discardArtwork(storage: Storage, images: StoredImage[]): Promise<void> {
  const keys = images.flatMap((img) => [mainKeyOf(img.id), ...img.widths.map((w) => variantKeyOf(img.id, w))]);
  await Promise.all(keys.map((k) => storage.delete(k).catch(() => undefined)));
}
