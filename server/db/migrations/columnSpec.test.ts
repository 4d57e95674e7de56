import { describe, expect, it } from 'vitest';
import type { QueryRunner } from 'typeorm';
import { columnsFromSpec } from './columnSpec';
import { columnsFor } from './tableHelpers';

const on = (type: string) => columnsFor({ connection: { options: { type } } } as unknown as QueryRunner);

describe('column lists in migrations', () => {
  it.each(['postgres', 'better-sqlite3'])('read as the column builders write them (%s)', (type) => {
    const c = on(type);
    expect(
      columnsFromSpec(
        `id, event_id ref, created_by ref?, email varchar(254) unique, phone varchar(40)?,
         status varchar(30) = 'pending', note text?, body text, data json, extra json?, count int, size int?,
         tickets int = 0, is_active bool = true, is_read bool = false, due timestamp, done timestamp?,
         created_at timestamp = now, sid varchar(100) primary`,
        c,
      ),
    ).toEqual([
      c.id(),
      c.ref('event_id'),
      c.ref('created_by', true),
      c.varchar('email', 254, { unique: true }),
      c.varchar('phone', 40, { nullable: true }),
      c.varchar('status', 30, { default: 'pending' }),
      c.text('note', true),
      c.text('body'),
      c.json('data'),
      c.json('extra', true),
      c.int('count'),
      c.int('size', { nullable: true }),
      c.int('tickets', { default: 0 }),
      c.bool('is_active', true),
      c.bool('is_read', false),
      c.timestamp('due'),
      c.timestamp('done', { nullable: true }),
      c.timestamp('created_at', { defaultNow: true }),
      { name: 'sid', type: 'varchar', length: '100', isPrimary: true },
    ]);
  });

  it.each(['email varchar unique', 'flag bool', 'at timestamp = today', 'kind varchar(10) = plain', 'x decimal'])(
    'refuses what it cannot read: %s',
    (spec) => {
      expect(() => columnsFromSpec(spec, on('postgres'))).toThrow(`Unreadable column in a migration: "${spec}"`);
    },
  );
});
