import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const text = (name: string, nullable = false) => ({ name, type: 'text', isNullable: nullable });
const varchar = (name: string, length: number, nullable = false) => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: nullable,
});
const int = (name: string, nullable = false, def?: number) => ({
  name,
  type: 'integer',
  isNullable: nullable,
  ...(def === undefined ? {} : { default: String(def) }),
});
const datetime = (name: string) => ({ name, type: 'datetime', isNullable: false });

/** The local cache's tables (desktop/core/cache/entities.ts). Later changes get their own migration. */
export class DesktopCache1764400000000 implements MigrationInterface {
  name = 'DesktopCache1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({ name: 'settings', columns: [{ ...varchar('key', 50), isPrimary: true }, text('value')] }),
    );
    await q.createTable(
      new Table({
        name: 'cached_responses',
        columns: [{ ...varchar('path', 500), isPrimary: true }, text('body'), datetime('fetchedAt')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'outbox',
        columns: [
          { name: 'seq', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          varchar('id', 36),
          varchar('clientId', 36),
          varchar('operation', 10),
          varchar('entity', 30),
          varchar('entityId', 200, true),
          int('baseVersion', true),
          varchar('method', 10),
          varchar('path', 500),
          text('body', true),
          text('filePath', true),
          varchar('fileName', 300, true),
          varchar('fileType', 100, true),
          varchar('summary', 300),
          datetime('createdAt'),
          int('attempts', false, 0),
          text('lastError', true),
          { ...varchar('state', 10), default: "'pending'" },
          text('theirs', true),
        ],
        indices: [new TableIndex({ columnNames: ['id'], isUnique: true })],
      }),
    );
    await q.createTable(
      new Table({ name: 'imported_files', columns: [{ ...varchar('fileKey', 1000), isPrimary: true }, text('url')] }),
    );
    await q.createTable(
      new Table({
        name: 'imported_events',
        columns: [{ ...varchar('rowKey', 1000), isPrimary: true }, varchar('eventId', 36)],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['imported_events', 'imported_files', 'outbox', 'cached_responses', 'settings'])
      await q.dropTable(t);
  }
}
