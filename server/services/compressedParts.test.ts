import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedParts } from './compressedParts';

describe('CompressedParts', () => {
  it('makes one gzip stream of the pieces with the per-response text between them', () => {
    const parts = ['<html><head><script ', '>' + 'the page '.repeat(4000), '></script></html>'];
    const stored = new CompressedParts(parts);
    for (const nonce of ['nonce="abc=="', 'nonce="a-different-one"']) {
      const gz = stored.gzip(nonce);
      expect(zlib.gunzipSync(gz).toString()).toBe(parts.join(nonce));
      expect(gz.length).toBeLessThan(parts.join(nonce).length / 10);
    }
  });

  it('handles a single piece and empty pieces', () => {
    expect(zlib.gunzipSync(new CompressedParts(['{"a":1}']).gzip('unused')).toString()).toBe('{"a":1}');
    expect(zlib.gunzipSync(new CompressedParts(['', 'x', '']).gzip('N')).toString()).toBe('NxN');
  });
});
