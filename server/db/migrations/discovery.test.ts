import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrations } from './index';

describe('the migrations the server runs', () => {
  it('are every stamped file of the folder, one class each, in the order of the stamps', () => {
    const files = fs
      .readdirSync(new URL('.', import.meta.url))
      .filter((f) => /^\d+-\w+\.ts$/.test(f))
      .sort();
    expect(files.length).toBeGreaterThan(20);
    const names = migrations.map((m) => m.name);
    expect(names).toEqual(files.map((f) => f.replace(/^(\d+)-(\w+)\.ts$/, '$2$1')));
  });
});
