import { describe, expect, it } from 'vitest';
import { burnPasswordCheck, DEFAULT_COST, hashPassword, verifyPassword } from './passwords';
import { ConfigError, loadConfig } from '../config';

describe('password hashing', () => {
  it('hashes with scrypt at the recommended cost unless told otherwise, and checks against the stored cost', async () => {
    expect(DEFAULT_COST).toBe(2 ** 17);
    const strong = await hashPassword('a long enough password');
    expect(strong).toMatch(/^scrypt\$131072\$8\$1\$[\w+/=]+\$[\w+/=]+$/);
    const cheap = await hashPassword('a long enough password', 2 ** 10);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    for (const stored of [strong, cheap]) {
      expect(await verifyPassword('a long enough password', stored)).toBe(true);
      expect(await verifyPassword('a long enough passworD', stored)).toBe(false);
    }
    // Two hashes of one password differ (a fresh salt each time).
    expect(await hashPassword('same', 2 ** 10)).not.toBe(await hashPassword('same', 2 ** 10));
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });

  it('burns a check for an unknown account without finding a match', async () => {
    await expect(burnPasswordCheck('anything', 2 ** 10)).resolves.toBeUndefined();
  });
});

describe('PASSWORD_HASH_COST', () => {
  const base = { SESSION_SECRET: 'a-session-secret-that-is-long-enough-to-sign', DATA_DIR: '/nonexistent/x' };
  it('defaults to the recommended cost', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).passwordHashCost).toBe(2 ** 17);
  });
  it('may be lowered only in tests, and only to a power of two from 1024', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'test', PASSWORD_HASH_COST: '1024' }).passwordHashCost).toBe(1024);
    expect(loadConfig({ ...base, NODE_ENV: 'production', PASSWORD_HASH_COST: '262144' }).passwordHashCost).toBe(262144);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', PASSWORD_HASH_COST: '1024' })).toThrow(
      /PASSWORD_HASH_COST: may be below 131072 only when NODE_ENV=test/,
    );
    for (const bad of ['1000', '512', '2097152', 'cheap'])
      expect(() => loadConfig({ ...base, NODE_ENV: 'test', PASSWORD_HASH_COST: bad }), bad).toThrow(ConfigError);
  });
});
