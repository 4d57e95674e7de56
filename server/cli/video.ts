import fs from 'node:fs/promises';
import type { Storage } from '../services/storage';
import { addVideoFile } from '../services/videos';

/**
 * `video add FILE`: copies a video file into the site's storage, where the home page's Video File Scanner
 * finds it (ADR 014). Videos are too large for the image upload flow and rarely change, so the operator adds
 * them from the server's command line.
 */
export async function videoCommand(args: string[], storage: () => Promise<Storage>): Promise<number> {
  const [action, file] = args;
  if (action !== 'add' || !file) {
    process.stderr.write('Usage: video add FILE\n');
    return 1;
  }
  const bytes = await fs.readFile(file);
  const url = await addVideoFile(await storage(), file, bytes);
  process.stdout.write(`Added ${url}\n`);
  return 0;
}
