import type { EntityManager } from 'typeorm';
import type { Database } from '../db/database';
import { SiteSettings } from '../db/entities';
import { claimVersion } from '../db/versions';
import { HttpError } from '../errors';
import type { Logger } from '../lib/logger';
import type { ResponseCache } from './responseCache';
import {
  preserveYear,
  SAMPLE_SETTINGS,
  sampleFieldsOf,
  settingsValuesOf,
  type Organisation,
  type OrganisationFacts,
  type SiteSettingsValues,
} from '../../shared/organisation';
import type { SiteSettingsDto } from '../../shared/api/types';

/** The one row's id. */
export const SITE_SETTINGS_ID = 'site';

/** How long an instance trusts its copy before asking the database for the version again (ADR 040). */
export const SETTINGS_CHECK_MS = 1_000;

export const SETTINGS_CONFLICT_MESSAGE = 'Someone else changed the site settings since you opened them.';

/**
 * The organisation's details as the database has them, kept in memory: every page, mail and calendar reads
 * `current` synchronously. An admin's save on this instance replaces the copy at once; other instances sharing
 * the database notice within SETTINGS_CHECK_MS, because every request first calls `fresh()`, which compares the
 * stored version (one tiny query, at most once per interval) and reloads and empties the response cache when it
 * moved. Without that, another instance would serve its old copy until restarted, Redis or not.
 */
export class SiteSettingsStore {
  private values: SiteSettingsValues;
  private version = 0;
  private updatedAt = new Date(0);
  private checkedAt = -Infinity;
  private checking: Promise<void> | null = null;

  /**
   * `base` fills the details a stored row does not have: rows saved before a detail existed (the preserve's name
   * and size, admission and logo were added later) keep showing what the pages showed before it did.
   */
  constructor(
    private readonly db: Database,
    private readonly base: SiteSettingsValues,
    private readonly responseCache: ResponseCache | null,
    private readonly checkMs = SETTINGS_CHECK_MS,
    private readonly now: () => number = Date.now,
  ) {
    this.values = settingsValuesOf(base);
  }

  get current(): Organisation {
    return { ...this.values, ...this.facts() };
  }

  /** What is not stored: the year is the preserve's year at the time of asking. */
  private facts(): OrganisationFacts {
    return { copyrightYear: preserveYear(new Date(this.now())) };
  }

  get dto(): SiteSettingsDto {
    return { id: SITE_SETTINGS_ID, ...this.current, version: this.version, updatedAt: this.updatedAt.toISOString() };
  }

  /** Takes the stored row as the copy; `false` when the row is missing. */
  async load(): Promise<boolean> {
    const row = await this.db.repo(SiteSettings).findOneBy({ id: SITE_SETTINGS_ID });
    if (!row) return false;
    this.accept(row);
    return true;
  }

  /** After a save (here or seen from another instance): the copy and anything rendered from the old one go. */
  accept(row: SiteSettings): void {
    this.values = { ...settingsValuesOf(this.base), ...row.data };
    this.version = row.version;
    this.updatedAt = row.updatedAt;
    this.checkedAt = this.now();
    // A page rendered with the old copy between the commit and now must not be served again.
    this.responseCache?.clear();
  }

  /** Reloads when another instance saved since the last look; cheap and shared by concurrent requests. */
  fresh(): Promise<void> {
    if (this.now() - this.checkedAt < this.checkMs) return Promise.resolve();
    this.checking ??= this.check().finally(() => (this.checking = null));
    return this.checking;
  }

  private async check(): Promise<void> {
    const row = await this.db.read
      .createQueryBuilder(SiteSettings, 's')
      .select('s.version', 'version')
      .where('s.id = :id', { id: SITE_SETTINGS_ID })
      .getRawOne<{ version: number | string }>();
    this.checkedAt = this.now();
    if (row && Number(row.version) !== this.version) await this.load();
  }
}

/**
 * Fills the empty row from `seed` (ORG_* or the samples) and loads it. An existing row is never overwritten: after
 * the first start the database wins. Two instances starting at once both try the insert; one lands.
 */
export async function seedSettingsIfEmpty(db: Database, store: SiteSettingsStore, seed: SiteSettingsValues) {
  if (await store.load()) return false;
  await db.write((m) =>
    m
      .createQueryBuilder()
      .insert()
      .into(SiteSettings)
      .values({
        id: SITE_SETTINGS_ID,
        data: settingsValuesOf(seed),
        version: 1,
        updatedAt: new Date(),
        updatedBy: null,
      })
      .orIgnore()
      .execute(),
  );
  await store.load();
  return true;
}

/** Saves an admin's values if `version` is still the stored one (else a 409 carrying the current settings). */
export async function saveSettings(
  m: EntityManager,
  values: SiteSettingsValues,
  version: number,
  adminId: string,
  presentCurrent: (row: SiteSettings) => unknown,
): Promise<SiteSettings> {
  let claimed: SiteSettings | null;
  try {
    claimed = await claimVersion(m, SiteSettings, { id: SITE_SETTINGS_ID }, version, {
      thing: 'site settings',
      present: presentCurrent,
    });
  } catch (err) {
    // The same 409 with wording that fits a plural ("these settings").
    if (err instanceof HttpError && err.status === 409)
      throw new HttpError(409, SETTINGS_CONFLICT_MESSAGE, undefined, err.extra);
    throw err;
  }
  if (!claimed) throw new Error('site settings row missing');
  await m.update(
    SiteSettings,
    { id: SITE_SETTINGS_ID },
    { data: settingsValuesOf(values), updatedAt: new Date(), updatedBy: adminId },
  );
  return m.findOneByOrFail(SiteSettings, { id: SITE_SETTINGS_ID });
}

/** The settings with every sample stand-in emptied, and the names of the fields that held one. Real values stay. */
export function withoutPlaceholders(data: Partial<SiteSettingsValues>): {
  values: SiteSettingsValues;
  cleared: string[];
} {
  const cleared: string[] = [];
  const s = SAMPLE_SETTINGS;
  const v: SiteSettingsValues = { ...settingsValuesOf(s), ...data };
  for (const key of ['email', 'phone', 'ein', 'donationUrl'] as const) {
    if (v[key] === s[key]) {
      v[key] = '';
      cleared.push(key);
    }
  }
  if (v.postalAddress.line1 === s.postalAddress.line1) {
    v.postalAddress = { ...v.postalAddress, line1: '' };
    cleared.push('postalAddress.line1');
  }
  for (const key of ['facebook', 'twitter', 'instagram'] as const) {
    if (v.social[key] === '#') {
      v.social = { ...v.social, [key]: '' };
      cleared.push(`social.${key}`);
    }
  }
  const board = v.board.filter((b) => !s.board.some((sample) => sample.name === b.name));
  if (board.length !== v.board.length) {
    v.board = board;
    cleared.push('board');
  }
  return { values: v, cleared };
}

/** How many of the stored details are still sample stand-ins (what "Remove all demo content" would empty). */
export async function countSettingsPlaceholders(m: EntityManager): Promise<number> {
  const current = await m.findOneBy(SiteSettings, { id: SITE_SETTINGS_ID });
  return current ? withoutPlaceholders(current.data).cleared.length : 0;
}

/**
 * "Remove all demo content", inside the caller's transaction: the stand-ins become empty, so the pages leave them
 * out (no board list, no EIN line...) until an admin enters the real ones. Real values (anything that is not the
 * sample) are kept. Returns the names of the fields it cleared. The version moves, so every instance's copy
 * (this one's included, see `SiteSettingsStore.fresh`) reloads.
 */
export async function clearSettingsPlaceholders(m: EntityManager): Promise<string[]> {
  const current = await m.findOneBy(SiteSettings, { id: SITE_SETTINGS_ID });
  if (!current) return [];
  const { values, cleared } = withoutPlaceholders(current.data);
  if (!cleared.length) return [];
  await m
    .createQueryBuilder()
    .update(SiteSettings)
    .set({ data: values, version: () => 'version + 1', updatedAt: new Date() } as never)
    .where('id = :id', { id: SITE_SETTINGS_ID })
    .execute();
  return cleared;
}

/** `clearSettingsPlaceholders` in its own transaction, with this instance's copy replaced at once. */
export async function resetSettingsPlaceholders(db: Database, store?: SiteSettingsStore): Promise<string[]> {
  const cleared = await db.write((m) => clearSettingsPlaceholders(m));
  if (cleared.length) await store?.load();
  return cleared;
}

/** The start-up reminder: which identifying details still hold the sample values. */
export function warnIfSample(store: SiteSettingsStore, log: Logger): void {
  const same = sampleFieldsOf(store.current);
  if (same.length)
    log.warn('organisation details are SAMPLE values; change them on the Site Settings screen before going live', {
      fields: same.join(', '),
    });
}
