import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientGroup } from './clientAddress';

describe('clientGroup: the client a limit counts', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:0000:0000:0000:0001', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:0:0:1::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
  ])('%s counts as %s', (ip, group) => {
    expect(clientGroup(ip)).toBe(group);
  });

  it('two /64s next to each other are two clients', () => {
    expect(clientGroup('2001:db8:1:2::1')).not.toBe(clientGroup('2001:db8:1:3::1'));
  });

  it('what is not an address stays as it is, bounded', () => {
    expect(clientGroup('unknown')).toBe('unknown');
    expect(clientGroup('x'.repeat(500))).toHaveLength(64);
  });
});

describe('every count per client goes through clientGroup', () => {
  it('no server code but clientAddress.ts reads the client address itself', async () => {
    const root = path.resolve(import.meta.dirname, '..');
    const readers: string[] = [];
    for (const entry of await fs.readdir(root, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      if (file.includes(`${path.sep}node_modules${path.sep}`) || file.includes(`${path.sep}dist${path.sep}`)) continue;
      if (file.endsWith(path.join('lib', 'clientAddress.ts'))) continue;
      // Test helpers send X-Forwarded-For as a client behind a proxy would; they count nothing.
      if (file.startsWith(path.join(root, 'test') + path.sep)) continue;
      // The code without its comments (which may well name ctx.ip).
      const code = (await fs.readFile(file, 'utf8')).replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
      // ctx.ip, request.ip, ctx.ips, a socket's address, or X-Forwarded-For read by hand.
      if (/\b(ctx|request|req)\.ips?\b|\.remoteAddress\b|['"`]x-forwarded-for['"`]/i.test(code))
        readers.push(path.relative(root, file));
    }
    expect(readers).toEqual([]);
  });
});
