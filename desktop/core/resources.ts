import type { BridgeMethod } from '../../shared/desktop/bridge';
import type { OutboxOperation } from './cache/entities';

/**
 * Which admin writes can wait in the outbox, and which cached answers show which records (ADR 018). Anything
 * not listed needs the site (registrations, users, mail, uploads through the uploader, video scans...).
 */
export interface EditableWrite {
  entity: string;
  operation: Exclude<OutboxOperation, 'upload'>;
  /** The record's id, or its section name for home sections; null for creates until the server answers. */
  entityId: string | null;
  /** How people call it in the pending list. */
  noun: string;
}

interface WriteRoute {
  method: BridgeMethod;
  pattern: RegExp;
  entity: string;
  noun: string;
  operation: EditableWrite['operation'];
  /** Where the record's key comes from: the path's capture, or a body field (home sections by name). */
  keyFromBody?: string;
}

const WRITE_ROUTES: WriteRoute[] = [
  { method: 'POST', pattern: /^\/api\/admin\/events$/, entity: 'event', noun: 'event', operation: 'create' },
  { method: 'PUT', pattern: /^\/api\/admin\/events\/([^/]+)$/, entity: 'event', noun: 'event', operation: 'update' },
  { method: 'DELETE', pattern: /^\/api\/admin\/events\/([^/]+)$/, entity: 'event', noun: 'event', operation: 'delete' },
  {
    method: 'PUT',
    pattern: /^\/api\/admin\/home-content$/,
    entity: 'home-section',
    noun: 'home section',
    operation: 'update',
    keyFromBody: 'section',
  },
  {
    method: 'DELETE',
    pattern: /^\/api\/admin\/home-content\/([^/]+)$/,
    entity: 'home-section',
    noun: 'home section',
    operation: 'delete',
  },
  {
    method: 'POST',
    pattern: /^\/api\/admin\/history-content$/,
    entity: 'history-section',
    noun: 'history section',
    operation: 'create',
  },
  {
    method: 'PUT',
    pattern: /^\/api\/admin\/history-content\/([^/]+)$/,
    entity: 'history-section',
    noun: 'history section',
    operation: 'update',
  },
  {
    method: 'DELETE',
    pattern: /^\/api\/admin\/history-content\/([^/]+)$/,
    entity: 'history-section',
    noun: 'history section',
    operation: 'delete',
  },
  {
    method: 'PATCH',
    pattern: /^\/api\/admin\/volunteers\/([^/]+)$/,
    entity: 'volunteer',
    noun: 'volunteer',
    operation: 'update',
  },
  {
    method: 'PATCH',
    pattern: /^\/api\/admin\/contacts\/([^/]+)$/,
    entity: 'contact',
    noun: 'message',
    operation: 'update',
  },
  {
    method: 'PATCH',
    pattern: /^\/api\/admin\/images\/([^/]+)$/,
    entity: 'gallery-image',
    noun: 'gallery image',
    operation: 'update',
  },
  {
    method: 'DELETE',
    pattern: /^\/api\/images\/([^/]+)$/,
    entity: 'gallery-image',
    noun: 'gallery image',
    operation: 'delete',
  },
];

/** The write's place in the outbox, or null when it cannot be done offline. */
export function editableWrite(method: BridgeMethod, pathname: string, body: unknown): EditableWrite | null {
  for (const route of WRITE_ROUTES) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    let entityId: string | null = match[1] ? decodeURIComponent(match[1]) : null;
    if (route.keyFromBody) {
      const value = (body as Record<string, unknown> | null)?.[route.keyFromBody];
      if (typeof value !== 'string' || !value.trim()) return null;
      entityId = value.trim();
    }
    return { entity: route.entity, operation: route.operation, entityId, noun: route.noun };
  }
  return null;
}

/** Cached GET answers that list records of a kind (or hold one), and the field that names a record. */
const LISTS: Array<{ pattern: RegExp; entity: string; key: string; single?: boolean }> = [
  { pattern: /^\/api\/(admin\/)?events$/, entity: 'event', key: 'id' },
  { pattern: /^\/api\/events\/([^/]+)$/, entity: 'event', key: 'id', single: true },
  { pattern: /^\/api\/(admin\/)?home-content$/, entity: 'home-section', key: 'section' },
  { pattern: /^\/api\/(admin\/)?history-content$/, entity: 'history-section', key: 'id' },
  { pattern: /^\/api\/admin\/volunteers$/, entity: 'volunteer', key: 'id' },
  { pattern: /^\/api\/admin\/contacts$/, entity: 'contact', key: 'id' },
  { pattern: /^\/api\/gallery$/, entity: 'gallery-image', key: 'id' },
];

export function listOf(pathname: string): { entity: string; key: string; single: boolean } | null {
  const list = LISTS.find((l) => l.pattern.test(pathname));
  return list ? { entity: list.entity, key: list.key, single: !!list.single } : null;
}

export const KEY_FIELD: Record<string, string> = { 'home-section': 'section' };
export const keyFieldOf = (entity: string) => KEY_FIELD[entity] ?? 'id';

/** "Edit event “Spring Bird Walk”": the pending list's one line. */
export function summaryOf(write: EditableWrite, body: unknown, current: Record<string, unknown> | null): string {
  const fields = { ...current, ...(body as Record<string, unknown> | null) };
  const name = [
    fields.title,
    fields.section,
    [fields.firstName, fields.lastName].filter(Boolean).join(' '),
    fields.subject,
  ].find((v): v is string => typeof v === 'string' && v.trim() !== '');
  const verb = { create: 'New', update: 'Edit', delete: 'Delete' }[write.operation];
  return name ? `${verb} ${write.noun} “${name}”` : `${verb} ${write.noun}`;
}
