import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One change a migration makes, with the way back. */
export interface MigrationStep {
  up(queryRunner: QueryRunner): Promise<void>;
  down(queryRunner: QueryRunner): Promise<void>;
}

/**
 * A migration class for TypeORM. `migrationName` is what the migrations table of every existing database records,
 * so it must never change; the class carries it as its own name too, as a class written out would. Going up runs
 * the steps in order; going down undoes them, the last first.
 */
export function migration(migrationName: string, ...steps: MigrationStep[]): new () => MigrationInterface {
  const named = class implements MigrationInterface {
    readonly name = migrationName;

    async up(queryRunner: QueryRunner): Promise<void> {
      for (const step of steps) await step.up(queryRunner);
    }

    async down(queryRunner: QueryRunner): Promise<void> {
      for (const step of [...steps].reverse()) await step.down(queryRunner);
    }
  };
  Object.defineProperty(named, 'name', { value: migrationName });
  return named;
}
