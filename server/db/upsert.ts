import { randomUUID } from 'node:crypto';
import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Creates or updates the row whose unique `key` column holds `values[key]`, in one INSERT ... ON CONFLICT
 * statement (SQLite and PostgreSQL alike). A read-then-insert would let two admins saving the same new key
 * at once collide on the unique index; this cannot. Entity listeners do not run for query-builder inserts,
 * so the id is given here; every other column to write must be in `values`.
 */
export async function upsertBy<T extends ObjectLiteral & { id: string }>(
  m: EntityManager,
  entity: EntityTarget<T>,
  key: keyof T & string,
  values: Partial<T>,
): Promise<T> {
  const meta = m.connection.getMetadata(entity);
  const columnOf = (property: string) => {
    const column = meta.findColumnWithPropertyName(property);
    if (!column) throw new Error(`${meta.name} has no column ${property}`);
    return column.databaseName;
  };
  const overwrite = Object.keys(values)
    .filter((p) => p !== key && p !== 'id')
    .map(columnOf);
  await m
    .createQueryBuilder()
    .insert()
    .into(entity)
    .values({ ...values, id: randomUUID() } as never)
    .orUpdate(overwrite, [columnOf(key)])
    .execute();
  return m.findOneByOrFail(entity, { [key]: values[key] } as never);
}
