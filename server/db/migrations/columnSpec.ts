import type { TableColumnOptions } from 'typeorm';
import type { Columns } from './tableHelpers';

/**
 * One column as migrations write it: `name type[(length)][?] [unique|primary] [= default]`, e.g.
 * `email varchar(254) unique`, `phone varchar(40)?` (? = nullable), `status varchar(30) = 'pending'`,
 * `created_at timestamp = now`, `created_by ref?` (an id of another row). A lone `id` is the primary key.
 */
const COLUMN = /^(\w+)(?: (\w+)(?:\((\d+)\))?(\?)?)?(?: (unique|primary))?(?: = (.+))?$/;

function unreadable(spec: string): never {
  throw new Error(`Unreadable column in a migration: "${spec}"`);
}

function column(spec: string, c: Columns): TableColumnOptions {
  const [, name, type, length, optional, flag, value] = COLUMN.exec(spec) ?? unreadable(spec);
  const nullable = optional === '?';
  if (type === undefined && name === 'id') return c.id();
  if (type === 'ref') return c.ref(name, nullable);
  if (type === 'text') return c.text(name, nullable);
  if (type === 'json') return c.json(name, nullable);
  if (type === 'bool' && (value === 'true' || value === 'false')) return c.bool(name, value === 'true');
  if (type === 'int') return c.int(name, { nullable, default: value === undefined ? undefined : Number(value) });
  if (type === 'timestamp' && (value === undefined || value === 'now')) {
    return c.timestamp(name, { nullable, defaultNow: value === 'now' });
  }
  if (type === 'varchar' && flag === 'primary') return { name, type: 'varchar', length, isPrimary: true };
  if (type === 'varchar' && length !== undefined) {
    const text = value === undefined ? undefined : (/^'(.*)'$/.exec(value)?.[1] ?? unreadable(spec));
    return c.varchar(name, Number(length), { nullable, unique: flag === 'unique', default: text });
  }
  return unreadable(spec);
}

/** The columns of a comma-separated list, built for the database `c` was made for. */
export const columnsFromSpec = (specs: string, c: Columns): TableColumnOptions[] =>
  specs
    .split(',')
    .map((spec) => spec.trim())
    .filter((spec) => spec !== '')
    .map((spec) => column(spec, c));
