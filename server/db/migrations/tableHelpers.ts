import type { QueryRunner, TableColumnOptions } from 'typeorm';
import { timestampType } from '../columns';
import type { DbKind } from '../kind';

/** Column builders for migrations: the same call yields the right DDL on SQLite and PostgreSQL. */
export function columnsFor(queryRunner: QueryRunner) {
  const kind: DbKind = queryRunner.connection.options.type === 'postgres' ? 'postgres' : 'sqlite';
  const nowDefault = kind === 'postgres' ? 'CURRENT_TIMESTAMP' : "(STRFTIME('%Y-%m-%d %H:%M:%f', 'NOW'))";
  const bool = (v: boolean) => (kind === 'postgres' ? String(v) : v ? '1' : '0');
  return {
    kind,
    id: (): TableColumnOptions => ({ name: 'id', type: 'varchar', length: '36', isPrimary: true }),
    ref: (name: string, nullable = false): TableColumnOptions => ({
      name,
      type: 'varchar',
      length: '36',
      isNullable: nullable,
    }),
    varchar: (
      name: string,
      length: number,
      o: { nullable?: boolean; unique?: boolean; default?: string } = {},
    ): TableColumnOptions => ({
      name,
      type: 'varchar',
      length: String(length),
      isNullable: o.nullable ?? false,
      isUnique: o.unique ?? false,
      ...(o.default !== undefined ? { default: `'${o.default.replace(/'/g, "''")}'` } : {}),
    }),
    text: (name: string, nullable = false): TableColumnOptions => ({ name, type: 'text', isNullable: nullable }),
    int: (name: string, o: { nullable?: boolean; default?: number } = {}): TableColumnOptions => ({
      name,
      type: 'integer',
      isNullable: o.nullable ?? false,
      ...(o.default !== undefined ? { default: String(o.default) } : {}),
    }),
    bool: (name: string, def: boolean): TableColumnOptions => ({
      name,
      type: 'boolean',
      isNullable: false,
      default: bool(def),
    }),
    timestamp: (name: string, o: { nullable?: boolean; defaultNow?: boolean } = {}): TableColumnOptions => ({
      name,
      type: timestampType(kind),
      isNullable: o.nullable ?? false,
      ...(o.defaultNow ? { default: nowDefault } : {}),
    }),
    json: (name: string, nullable = false): TableColumnOptions => ({ name, type: 'json', isNullable: nullable }),
  };
}
