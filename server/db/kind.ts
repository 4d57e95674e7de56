/**
 * Which database this process talks to, decided once from DATABASE_URL before any entity is declared
 * (the column helpers need it at declaration time, as in n8n's @n8n/db). A process serves one database.
 */
export type DbKind = 'sqlite' | 'postgres';

export function kindOfUrl(url: string | undefined): DbKind {
  return url && /^postgres(ql)?:/.test(url) ? 'postgres' : 'sqlite';
}

export const DB_KIND: DbKind = kindOfUrl(process.env.DATABASE_URL);
