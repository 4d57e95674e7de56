import { Table, TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './tableHelpers';

/**
 * The waiting list of a full event (ADR 032). Each event counts the places it has handed out
 * (`waitlist_tickets`), raised by the same conditional row update that guards its seats, so two joins never get
 * one number and the order in which people joined is the order in which freed seats are given.
 */
export class EventWaitlist1764700000000 implements MigrationInterface {
  name = 'EventWaitlist1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.addColumn('events', new TableColumn(c.int('waitlist_tickets', { default: 0 })));
    await queryRunner.createTable(
      new Table({
        name: 'event_waitlist',
        columns: [
          c.id(),
          c.ref('event_id'),
          c.int('ticket'),
          c.varchar('first_name', 100),
          c.varchar('last_name', 100),
          c.varchar('email', 254),
          c.varchar('email_normalized', 254),
          c.varchar('phone', 40, { nullable: true }),
          c.text('special_requests', true),
          c.timestamp('joined_at'),
        ],
        indices: [
          new TableIndex({
            name: 'uq_event_waitlist_event_email',
            columnNames: ['event_id', 'email_normalized'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'uq_event_waitlist_event_ticket',
            columnNames: ['event_id', 'ticket'],
            isUnique: true,
          }),
        ],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['event_id'],
            referencedTableName: 'events',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('event_waitlist');
    await queryRunner.dropColumn('events', 'waitlist_tickets');
  }
}
