import { BeforeInsert, BeforeUpdate, Column, PrimaryColumn, type ColumnOptions } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { DB_KIND, type DbKind } from './kind';

/**
 * Portable column helpers: one entity definition serves SQLite and PostgreSQL. Every column names its type
 * explicitly because the bundlers we use do not emit decorator metadata.
 */
export const timestampType = (kind: DbKind = DB_KIND) => (kind === 'postgres' ? 'timestamptz' : 'datetime');

export const TimestampColumn = (options: ColumnOptions = {}) => Column({ type: timestampType(), ...options });
export const JsonColumn = (options: ColumnOptions = {}) => Column({ type: 'json', ...options });
export const IdColumn = () => PrimaryColumn({ type: 'varchar', length: 36 });
export const RefColumn = (options: ColumnOptions = {}) => Column({ type: 'varchar', length: 36, ...options });
export const TextColumn = (options: ColumnOptions = {}) => Column({ type: 'text', ...options });
export const VarcharColumn = (length: number, options: ColumnOptions = {}) =>
  Column({ type: 'varchar', length, ...options });
export const BoolColumn = (options: ColumnOptions = {}) => Column({ type: 'boolean', ...options });
export const IntColumn = (options: ColumnOptions = {}) => Column({ type: 'integer', ...options });

/** App-generated uuid and creation time; ids never depend on the database. */
export abstract class WithId {
  @IdColumn() id!: string;

  @BeforeInsert()
  protected assignId() {
    this.id ??= randomUUID();
  }
}

export abstract class WithTimestamps extends WithId {
  @TimestampColumn() createdAt!: Date;
  @TimestampColumn() updatedAt!: Date;

  @BeforeInsert()
  protected stampCreate() {
    const now = new Date();
    this.createdAt ??= now;
    this.updatedAt ??= now;
  }

  @BeforeUpdate()
  protected stampUpdate() {
    this.updatedAt = new Date();
  }
}
