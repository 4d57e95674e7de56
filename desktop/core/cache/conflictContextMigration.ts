import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Outbox: the record as the volunteer's screen showed it when a draft was made (so a conflict can tell what each
 * side changed since), and who changed the site's copy and when, as the site's refusal said.
 */
export class OutboxConflictContext1795824000001 implements MigrationInterface {
  name = 'OutboxConflictContext1795824000001';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('outbox', new TableColumn({ name: 'base', type: 'text', isNullable: true }));
    await q.addColumn('outbox', new TableColumn({ name: 'changedBy', type: 'text', isNullable: true }));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('outbox', 'changedBy');
    await q.dropColumn('outbox', 'base');
  }
}
