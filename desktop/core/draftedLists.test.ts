import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fs from 'node:fs/promises';
import type { DataSource } from 'typeorm';
import { ROUTE_NAMES, ROUTES, type CachedList, type RouteDeclaration, type RouteName } from '../../shared/api/routes';
import type { BridgeMethod } from '../../shared/desktop/bridge';
import { openCacheDatabase } from './cache/database';
import { OutboxEntry } from './cache/entities';
import { Outbox } from './outbox';
import { editableWrite, keyFieldOf } from './resources';
import { tempDataDir } from './test/desktopSetup';

type Json = Record<string, unknown>;

const KEY = 'record-1';
const OTHER = 'record-2';

const draftable = ROUTE_NAMES.filter((name) => ROUTES[name].offline).map((name) => [name, ROUTES[name]] as const);
const listsOf = (entity: string): [RouteName, RouteDeclaration & { cachedList: CachedList }][] =>
  ROUTE_NAMES.filter((name) => ROUTES[name].cachedList?.entity === entity).map((name) => [
    name,
    ROUTES[name] as RouteDeclaration & { cachedList: CachedList },
  ]);
const fill = (path: string, value: string) => path.replace(/:[A-Za-z]+/g, value);

/**
 * Every record a desktop write may draft offline shows that draft wherever the app lists it: a draftable write
 * whose records no cached answer lists would be saved "on this computer" and then never seen again until sync.
 * Built from the route table, so a new `offline` write without a `cachedList` for its records fails here.
 */
describe('desktop core: every drafted kind of record has a cached list that shows its drafts', () => {
  let dataDir: string;
  let db: DataSource;
  let outbox: Outbox;
  beforeAll(async () => {
    dataDir = await tempDataDir();
    db = await openCacheDatabase(dataDir);
    outbox = new Outbox(db, () => new Date('2027-03-14T17:00:00Z'));
  });
  afterAll(async () => {
    await db?.destroy();
    await fs.rm(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => db.getRepository(OutboxEntry).clear());

  it('has writes to check', () => {
    expect(draftable.length).toBeGreaterThan(10);
    expect(draftable.map(([name]) => name)).toContain('adminPageTextSave');
  });

  const entities = [
    ...new Set(
      draftable.flatMap(([, r]) => [r.offline!.entity, ...(r.offline!.items ? [r.offline!.items.entity] : [])]),
    ),
  ];
  it.each(entities)('%s: listed by a cached answer, named by one field everywhere', (entity) => {
    const lists = listsOf(entity);
    expect(lists, `no route declares cachedList for '${entity}'`).not.toHaveLength(0);
    for (const [name, route] of lists) {
      expect(route.method, name).toBe('GET');
      expect(route.cachedList.key, `${name} names '${entity}' by another field`).toBe(keyFieldOf(entity));
    }
  });

  it.each(draftable)('%s: its draft shows over every cached list of its records', async (name, route) => {
    const offline = route.offline!;
    const key = keyFieldOf(offline.entity);
    const id = offline.key ?? KEY;
    const body: Json | undefined = offline.operation === 'delete' ? undefined : { title: 'Drafted here' };
    const path = fill(route.path, id);
    const write = editableWrite(route.method as BridgeMethod, path);
    expect(write, `${name} is not taken as a draft`).not.toBeNull();
    if (offline.operation !== 'create') expect(write!.entityId).toBe(id);
    const drafted = await outbox.addDraft('this-computer', write!, { method: route.method, path, body });
    const draftedId = offline.operation === 'create' ? ((drafted.body as Json)[key] as string) : id;

    const lists = listsOf(offline.entity).filter(([, r]) => offline.operation !== 'create' || !r.cachedList.single);
    expect(lists, `${name}: no cached list of '${offline.entity}' can show it`).not.toHaveLength(0);
    for (const [listName, list] of lists) {
      const synced = [
        { [key]: id, title: 'As synced', version: 3 },
        { [key]: OTHER, title: 'Untouched', version: 1 },
      ];
      const answer = list.cachedList.single ? synced[0] : offline.operation === 'create' ? synced.slice(1) : synced;
      const shown = await outbox.overlay(fill(list.path, id), answer);
      const records = (list.cachedList.single ? [shown] : (shown as Json[])).filter(Boolean) as Json[];
      const mine = records.find((r) => r[key] === draftedId);
      if (offline.operation === 'delete') {
        expect(mine, `${listName} still shows the record ${name} deletes`).toBeUndefined();
      } else {
        expect(mine, `${listName} does not show the draft of ${name}`).toMatchObject({ draft: true });
        expect(mine!.title, `${listName} shows ${name}'s record without its values`).toBe('Drafted here');
      }
      if (!list.cachedList.single) {
        expect(records.find((r) => r[key] === OTHER)).toMatchObject({ title: 'Untouched' });
        expect(records.find((r) => r[key] === OTHER)).not.toHaveProperty('draft');
      }
    }
  });

  it.each(draftable.filter(([, r]) => r.offline!.items))(
    '%s: the records it places show their values',
    async (name, route) => {
      const offline = route.offline!;
      const items = offline.items!;
      const itemKey = keyFieldOf(items.entity);
      const body = { [items.field]: [{ [itemKey]: OTHER, displayOrder: 7 }] };
      const path = fill(route.path, offline.key ?? KEY);
      await outbox.addDraft('this-computer', editableWrite(route.method as BridgeMethod, path)!, {
        method: route.method,
        path,
        body,
      });
      const lists = listsOf(items.entity).filter(([, r]) => !r.cachedList.single);
      expect(lists, `${name}: no cached list of '${items.entity}'`).not.toHaveLength(0);
      for (const [, list] of lists) {
        const shown = (await outbox.overlay(fill(list.path, KEY), [
          { [itemKey]: KEY, displayOrder: 1 },
          { [itemKey]: OTHER, displayOrder: 2 },
        ])) as Json[];
        expect(shown).toEqual([
          { [itemKey]: KEY, displayOrder: 1 },
          { [itemKey]: OTHER, displayOrder: 7 },
        ]);
      }
    },
  );
});
