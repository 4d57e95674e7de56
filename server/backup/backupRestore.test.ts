import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness';
import { createEvent, createUser, TEST_PASSWORD } from '../test/factories';
import { ContactSubmission, Event, EventRegistration, User } from '../db/entities';
import { createBackup } from './backup';
import { BackupFormatError, restoreBackup, verifyBackup } from './restore';
import { MANIFEST_NAME } from './manifest';

/**
 * `npm run backup` / `npm run restore` (ADR 023) on the database the suite runs on: a backup taken
 * while the server runs comes back whole, later changes are undone, files included; a damaged file is refused
 * before anything changes.
 */
describe('backup and restore', () => {
  let server: TestServer;
  let file: string;
  let eventId: string;
  let email: string;
  const photo = Buffer.from('not really a png, but bytes that must come back exactly '.repeat(50));
  // Longer than a ustar header holds even split into prefix and name (155 + 100 bytes): needs a pax header.
  const longKey = `uploads/${'a-folder-with-a-long-name-'.repeat(6)}/${'a-photo-with-a-long-name-'.repeat(6)}.png`;
  const longPhoto = Buffer.from('the photo with the long name');

  beforeAll(async () => {
    server = await startTestServer();
    file = path.join(server.dataDir, '..', `${path.basename(server.dataDir)}-backup.tar.gz`);
  });
  afterAll(async () => {
    await server?.close();
    await fs.rm(file, { force: true });
  });

  const contactRow = (subject: string) => ({
    firstName: 'Back',
    lastName: 'Up',
    email: 'b@example.org',
    subject,
    message: 'Hello',
    type: 'contact',
    isRead: false,
    createdAt: new Date(),
  });

  it('round-trips the database and the stored files', async () => {
    const deps = server.deps;
    const user = await createUser(deps.db, { isAdmin: true });
    email = user.email;
    const event = await createEvent(deps.db, {
      title: 'Owl prowl',
      imageUrls: ['/objects/uploads/a', '/objects/uploads/b'],
    });
    eventId = event.id;
    const reg = await server
      .client()
      .post(`/api/events/${eventId}/register`, { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.org' });
    expect(reg.status).toBe(201);
    await deps.db.write((m) => m.save(m.create(ContactSubmission, contactRow('Before the backup'))));
    await deps.storage.put('uploads/kept-photo', photo, 'image/png', { width: 640, variants: [320] });
    expect(Buffer.byteLength(longKey)).toBeGreaterThan(255);
    await deps.storage.put(longKey, longPhoto, 'image/png');

    const manifest = await createBackup(deps.config, deps.storage, file);
    expect(manifest.database).toBe(deps.db.kind);
    expect(manifest.files.map((f) => f.key)).toEqual(expect.arrayContaining(['uploads/kept-photo', longKey]));
    // Plain tar reads it, long name included: whoever has only the file can look inside.
    const listing = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).split('\n');
    expect(listing).toEqual(expect.arrayContaining(['files/uploads/kept-photo', `files/${longKey}`, MANIFEST_NAME]));

    // Life goes on after the backup: all of this must be undone by the restore.
    await deps.db.write((m) => m.save(m.create(ContactSubmission, contactRow('After the backup'))));
    await deps.db.write((m) => m.delete(EventRegistration, { eventId }));
    await deps.db.write((m) => m.update(Event, { id: eventId }, { title: 'Renamed later', currentRegistrations: 0 }));
    await deps.storage.delete('uploads/kept-photo');
    await deps.storage.delete(longKey);
    await deps.storage.put('uploads/added-later', Buffer.from('later'), 'image/png');

    await server.restart(undefined, async () => {
      await restoreBackup(deps.config, deps.storage, file);
    });

    const db = server.deps.db;
    const back = await db.repo(Event).findOneByOrFail({ id: eventId });
    expect(back).toMatchObject({
      title: 'Owl prowl',
      currentRegistrations: 1,
      imageUrls: ['/objects/uploads/a', '/objects/uploads/b'],
    });
    expect(back.date.getTime()).toBe(event.date.getTime());
    expect((await db.repo(EventRegistration).findBy({ eventId })).map((r) => r.email)).toEqual(['ann@example.org']);
    expect((await db.repo(ContactSubmission).find()).map((c) => c.subject)).toEqual(['Before the backup']);
    expect((await db.repo(User).findOneByOrFail({ email })).isAdmin).toBe(true);

    const stored = await server.deps.storage.get('uploads/kept-photo');
    expect(stored).not.toBeNull();
    const chunks: Buffer[] = [];
    for await (const c of stored!.body) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(photo)).toBe(true);
    expect(stored!.meta).toEqual({ width: 640, variants: [320] });
    expect(await server.deps.storage.head('uploads/added-later')).toBeNull();
    const long = await server.deps.storage.get(longKey);
    expect(long).not.toBeNull();
    const longChunks: Buffer[] = [];
    for await (const c of long!.body) longChunks.push(c as Buffer);
    expect(Buffer.concat(longChunks).equals(longPhoto)).toBe(true);

    // The restored site works: the admin signs in with the password from before.
    const client = server.client();
    expect((await client.login(email, TEST_PASSWORD)).status).toBe(200);
    expect((await client.get('/api/admin/contacts')).status).toBe(200);
  });

  async function expectRefused(damagedFile: string, message: RegExp) {
    await server.deps.db.write((m) => m.save(m.create(ContactSubmission, contactRow('Written after the restore'))));
    const before = await server.deps.db.repo(ContactSubmission).count();
    await expect(restoreBackup(server.deps.config, server.deps.storage, damagedFile)).rejects.toThrow(message);
    await expect(restoreBackup(server.deps.config, server.deps.storage, damagedFile)).rejects.toBeInstanceOf(
      BackupFormatError,
    );
    expect(await server.deps.db.repo(ContactSubmission).count()).toBe(before);
    expect(await server.deps.storage.head('uploads/kept-photo')).not.toBeNull();
  }

  it('refuses a file with a flipped byte and changes nothing', async () => {
    const bytes = await fs.readFile(file);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    const broken = `${file}.flipped`;
    await fs.writeFile(broken, bytes);
    await expectRefused(broken, /damaged or not a backup.*Nothing was changed/);
    await fs.rm(broken);
  });

  it('refuses a file cut short', async () => {
    const bytes = await fs.readFile(file);
    const cut = `${file}.cut`;
    await fs.writeFile(cut, bytes.subarray(0, Math.floor(bytes.length * 0.8)));
    await expectRefused(cut, /damaged or not a backup/);
    await fs.rm(cut);
  });

  it('refuses an intact archive whose content no longer matches its manifest', async () => {
    // Valid gzip and tar, but one byte of the stored photo changed: only the checksums can tell.
    const tar = zlib.gunzipSync(await fs.readFile(file));
    const at = tar.indexOf(photo.subarray(0, 40));
    expect(at).toBeGreaterThan(0);
    tar[at] ^= 0x01;
    const tampered = `${file}.tampered`;
    await fs.writeFile(tampered, zlib.gzipSync(tar));
    await expectRefused(tampered, /does not match its checksum/);
    await fs.rm(tampered);
  });

  it('refuses an archive whose tar header is damaged, or that ends inside an entry, in plain words', async () => {
    // Valid gzip around a broken tar: gzip's CRC cannot tell, the tar reader must.
    const tar = zlib.gunzipSync(await fs.readFile(file));
    const badHeader = Buffer.from(tar);
    badHeader[0] ^= 0x01; // the first entry's name: its header checksum no longer matches
    const broken = `${file}.header`;
    await fs.writeFile(broken, zlib.gzipSync(badHeader));
    await expectRefused(broken, /damaged or not a backup \(a tar header is damaged\)\. Nothing was changed\./);
    await fs.writeFile(broken, zlib.gzipSync(tar.subarray(0, 700)));
    await expectRefused(broken, /damaged or not a backup \(the archive is cut short\)\. Nothing was changed\./);
    await fs.rm(broken);
  });

  it('refuses to restore while the server answers on the configured port', async () => {
    await server.deps.db.write((m) => m.save(m.create(ContactSubmission, contactRow('Written while running'))));
    const before = await server.deps.db.repo(ContactSubmission).count();
    const running = { ...server.deps.config, port: Number(new URL(server.url).port) };
    await expect(restoreBackup(running, server.deps.storage, file)).rejects.toThrow(
      /server is running on port \d+\. Stop it .*Nothing was changed/,
    );
    expect(await server.deps.db.repo(ContactSubmission).count()).toBe(before);
  });

  it('checks the whole file before anything else, and lists what it holds', async () => {
    const verified = await verifyBackup(file);
    try {
      expect(verified.manifest.entries.every((e) => e.name !== MANIFEST_NAME)).toBe(true);
      expect(verified.manifest.migrations.length).toBeGreaterThan(0);
    } finally {
      await verified.discard();
    }
    const notBackup = `${file}.txt`;
    await fs.writeFile(notBackup, 'hello');
    await expectRefused(notBackup, /damaged or not a backup/);
    await fs.rm(notBackup);
  });

  it('a backup that cannot be written fails with the reason and leaves no file', async () => {
    const nowhere = path.join(server.dataDir, 'no-such-folder', 'backup.tar.gz');
    await expect(createBackup(server.deps.config, server.deps.storage, nowhere)).rejects.toThrow(/ENOENT/);
    await expect(fs.readdir(path.dirname(nowhere))).rejects.toThrow(/ENOENT/);
  });

  it('restores a backup written before the tar library, whose entries are numbered', async () => {
    // Made by the site's first, hand-written tar writer (ustar headers, `files/000000` entries), with the
    // migrations of its day: an older backup must come back on this version.
    const old = path.join(__dirname, 'fixtures', `first-writer-${server.deps.db.kind}.tar.gz`);
    expect(execFileSync('tar', ['-tzf', old], { encoding: 'utf8' })).toContain('files/000000');
    await server.restart(undefined, async () => {
      await restoreBackup(server.deps.config, server.deps.storage, old);
    });
    expect((await server.deps.db.repo(Event).find()).map((e) => e.title)).toEqual(['Kept by the first backup writer']);
    const stored = await server.deps.storage.get('uploads/first-writer-photo');
    expect(stored).not.toBeNull();
    const chunks: Buffer[] = [];
    for await (const c of stored!.body) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toBe('bytes written by the first backup writer');
    expect(stored!.meta).toEqual({ width: 10 });
    expect(await server.deps.storage.head('uploads/kept-photo')).toBeNull();
  });
});
