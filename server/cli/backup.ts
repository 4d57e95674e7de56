import path from 'node:path';
import type { Config } from '../config';
import { createStorage } from '../services/storage';
import { createBackup } from '../backup/backup';
import { BackupFormatError, restoreBackup } from '../backup/restore';
import { countOf } from '@shared/lib/plural';

/** npm runs scripts in the project folder; a relative FILE means relative to where the person typed it. */
function fileArg(args: string[], usage: string): string | null {
  const file = args.find((a) => !a.startsWith('-'));
  if (!file || args.length !== 1) {
    process.stderr.write(`Usage: ${usage}\n`);
    return null;
  }
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

const describe = (m: { database: string; files: unknown[]; createdAt: string }) =>
  `${m.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database and ${countOf(m.files.length, 'stored file')}, taken ${m.createdAt}`;

/** `npm run backup -- FILE` */
export async function backupCommand(args: string[], config: Config): Promise<number> {
  const file = fileArg(args, 'npm run backup -- FILE');
  if (!file) return 1;
  try {
    const manifest = await createBackup(config, await createStorage(config), file);
    process.stdout.write(`Backup written to ${file}: ${describe(manifest)}.\n`);
    return 0;
  } catch (err) {
    process.stderr.write(`The backup failed: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
}

/** `npm run restore -- FILE` (server stopped) */
export async function restoreCommand(args: string[], config: Config): Promise<number> {
  const file = fileArg(args, 'npm run restore -- FILE   (stop the server first)');
  if (!file) return 1;
  try {
    const manifest = await restoreBackup(config, await createStorage(config), file);
    process.stdout.write(
      `Restored from ${file}: ${describe(manifest)}. Start the server to bring the database up to date.\n`,
    );
    return 0;
  } catch (err) {
    if (err instanceof BackupFormatError || (err instanceof Error && err.message.endsWith('Nothing was changed.'))) {
      process.stderr.write(`${err.message}\n`);
      return 1;
    }
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
      process.stderr.write(`No such file: ${file}. Nothing was changed.\n`);
      return 1;
    }
    throw err;
  }
}
