import type { MigrationInterface } from 'typeorm';

type MigrationClass = new () => MigrationInterface;

/**
 * Every migration, in the order of the stamps that start their file names: a new one is a new file in this folder,
 * `<stamp>-<Name>.ts` exporting `<Name><stamp>` (its class), found here with nothing to list. Never edit one that has
 * shipped.
 */
const files = import.meta.glob<Record<string, unknown>>('./[0-9]*-*.ts', { eager: true });

export const migrations: MigrationClass[] = Object.keys(files)
  .sort()
  .map((file) => {
    const [, stamp, name] = /^\.\/(\d+)-(\w+)\.ts$/.exec(file) ?? [];
    const found = files[file][`${name}${stamp}`];
    if (typeof found !== 'function') throw new Error(`${file} must export its migration as ${name}${stamp}`);
    return found as MigrationClass;
  });
