import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './tableHelpers';

/** Check-in at the trailhead (ADR 037): when a registrant was marked present; empty until then. */
export class RegistrationCheckIn1765000000000 implements MigrationInterface {
  name = 'RegistrationCheckIn1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    await queryRunner.addColumn(
      'event_registrations',
      new TableColumn(c.timestamp('checked_in_at', { nullable: true })),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('event_registrations', 'checked_in_at');
  }
}
