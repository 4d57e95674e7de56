import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';
import { assertSafeKey, type Storage, type StoredObject } from './types';

interface Sidecar {
  contentType: string;
  size: number;
  meta: Record<string, unknown>;
}

/**
 * Files under DATA_DIR/objects. Each object has a sidecar in DATA_DIR/objects/.meta holding its content
 * type and facts. Writes go to a temporary name and are renamed into place, so a reader never sees half a file.
 */
export class LocalStorage implements Storage {
  readonly driver = 'local' as const;
  private readonly root: string;
  private readonly metaRoot: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'objects');
    this.metaRoot = path.join(this.root, '.meta');
  }

  async ping(): Promise<void> {
    await fsp.mkdir(this.metaRoot, { recursive: true });
    await fsp.access(this.metaRoot, fs.constants.R_OK | fs.constants.W_OK);
  }

  private paths(key: string) {
    assertSafeKey(key);
    return { file: path.join(this.root, key), meta: path.join(this.metaRoot, `${key}.json`) };
  }

  private async writeAtomic(file: string, data: Buffer | string) {
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    await fsp.writeFile(tmp, data);
    await fsp.rename(tmp, file);
  }

  async put(key: string, body: Buffer, contentType: string, meta: Record<string, unknown> = {}): Promise<void> {
    const p = this.paths(key);
    await this.writeAtomic(p.file, body);
    const sidecar: Sidecar = { contentType, size: body.length, meta };
    await this.writeAtomic(p.meta, JSON.stringify(sidecar));
  }

  async head(key: string): Promise<Omit<StoredObject, 'body'> | null> {
    const p = this.paths(key);
    try {
      const sidecar = JSON.parse(await fsp.readFile(p.meta, 'utf8')) as Sidecar;
      return { contentType: sidecar.contentType, size: sidecar.size, meta: sidecar.meta ?? {} };
    } catch {
      return null;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const info = await this.head(key);
    if (!info) return null;
    const body = fs.createReadStream(this.paths(key).file);
    return { ...info, body };
  }

  async delete(key: string): Promise<void> {
    const p = this.paths(key);
    await fsp.rm(p.file, { force: true });
    await fsp.rm(p.meta, { force: true });
  }

  async list(prefix: string): Promise<string[]> {
    const base = path.join(this.metaRoot, prefix);
    const out: string[] = [];
    const walk = async (dir: string) => {
      let entries: fs.Dirent[];
      try {
        entries = await fsp.readdir(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const e of entries) {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) await walk(full);
        else if (e.name.endsWith('.json'))
          out.push(path.relative(this.metaRoot, full).slice(0, -'.json'.length).split(path.sep).join('/'));
      }
    };
    await walk(fs.existsSync(base) && fs.statSync(base).isDirectory() ? base : path.dirname(base));
    return out.filter((k) => k.startsWith(prefix)).sort();
  }
}
