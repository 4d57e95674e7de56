import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The desktop app's local database (ADR 018). Every column names its type: the bundlers emit no decorator
 * metadata. Records are kept in their API JSON shape (shared/api/types.ts), as the screens read them.
 */

/** Connection settings: server URL, the encrypted token, the signed-in account. */
@Entity({ name: 'settings' })
export class Setting {
  @PrimaryColumn({ type: 'varchar', length: 50 }) key!: string;
  @Column({ type: 'text' }) value!: string;
}

/** The last server answer to an admin list or record GET, by its path; screens open from these offline. */
@Entity({ name: 'cached_responses' })
export class CachedResponse {
  @PrimaryColumn({ type: 'varchar', length: 500 }) path!: string;
  @Column({ type: 'text' }) body!: string;
  @Column({ type: 'datetime' }) fetchedAt!: Date;
}

export type OutboxOperation = 'create' | 'update' | 'delete' | 'upload';
export type OutboxState = 'pending' | 'conflict' | 'failed';

/** One change made offline, waiting to be sent in order (by seq). Written before request() answers. */
@Entity({ name: 'outbox' })
export class OutboxEntry {
  @PrimaryGeneratedColumn({ type: 'integer' }) seq!: number;
  @Index({ unique: true }) @Column({ type: 'varchar', length: 36 }) id!: string;
  /** Which installation made it, so the server's logs and a later merge can tell devices apart. */
  @Column({ type: 'varchar', length: 36 }) clientId!: string;
  @Column({ type: 'varchar', length: 10 }) operation!: OutboxOperation;
  @Column({ type: 'varchar', length: 30 }) entity!: string;
  @Column({ type: 'varchar', length: 200, nullable: true }) entityId!: string | null;
  @Column({ type: 'integer', nullable: true }) baseVersion!: number | null;
  @Column({ type: 'varchar', length: 10 }) method!: string;
  @Column({ type: 'varchar', length: 500 }) path!: string;
  @Column({ type: 'text', nullable: true }) body!: string | null;
  /** Uploads: the copied file under dataDir/outbox-files, with its name and type. */
  @Column({ type: 'text', nullable: true }) filePath!: string | null;
  @Column({ type: 'varchar', length: 300, nullable: true }) fileName!: string | null;
  @Column({ type: 'varchar', length: 100, nullable: true }) fileType!: string | null;
  @Column({ type: 'varchar', length: 300 }) summary!: string;
  @Column({ type: 'datetime' }) createdAt!: Date;
  @Column({ type: 'integer', default: 0 }) attempts!: number;
  @Column({ type: 'text', nullable: true }) lastError!: string | null;
  @Column({ type: 'varchar', length: 10, default: 'pending' }) state!: OutboxState;
  /** With a conflict: the server's current record (JSON). */
  @Column({ type: 'text', nullable: true }) theirs!: string | null;
  /** The record as the screen showed it when the draft was made (JSON): what both sides changed is told from it. */
  @Column({ type: 'text', nullable: true }) base!: string | null;
  /** With a conflict: who changed the site's copy and when, as the site said (JSON `{name, at}`). */
  @Column({ type: 'text', nullable: true }) changedBy!: string | null;
}

/** Folder import: what each file became on the server, so a resumed run sends nothing twice. */
@Entity({ name: 'imported_files' })
export class ImportedFile {
  /** Absolute path plus size and modification time: a changed file is a new file. */
  @PrimaryColumn({ type: 'varchar', length: 1000 }) fileKey!: string;
  @Column({ type: 'text' }) url!: string;
}

/** Folder import: the event made for each row, so a resumed run does not create it again. */
@Entity({ name: 'imported_events' })
export class ImportedEvent {
  @PrimaryColumn({ type: 'varchar', length: 1000 }) rowKey!: string;
  @Column({ type: 'varchar', length: 36 }) eventId!: string;
}

/** Folder import: the gallery picture made from each photo (same key as ImportedFile), so none is added twice. */
@Entity({ name: 'imported_gallery_images' })
export class ImportedGalleryImage {
  @PrimaryColumn({ type: 'varchar', length: 1000 }) fileKey!: string;
  @Column({ type: 'varchar', length: 36 }) imageId!: string;
}

export const cacheEntities = [Setting, CachedResponse, OutboxEntry, ImportedFile, ImportedEvent, ImportedGalleryImage];
