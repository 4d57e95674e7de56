import { describe, expect, it } from 'vitest';
import { headerText, html, isMailAddress, textParagraphs } from './safety';
import { retryDelayMs } from './worker';
import { messageDomainFor } from './queue';

describe('mail safety helpers', () => {
  it('headerText keeps a header on one line and bounded', () => {
    expect(headerText('Hello\r\nBcc: victim@example.org')).toBe('Hello Bcc: victim@example.org');
    expect(headerText('a\u2028b\u0085c\td\u0000e')).toBe('a b c d e');
    expect(headerText('x'.repeat(500), 20)).toBe(`${'x'.repeat(19)}…`);
  });

  it('addresses are single, well-formed addresses', () => {
    expect(isMailAddress('ann@example.org')).toBe(true);
    for (const bad of [
      'ann@example.org\r\nBcc: x@example.org',
      'ann@example.org, bo@example.org',
      'Ann <ann@example.org>',
      'not-an-address',
      '',
    ]) {
      expect(isMailAddress(bad)).toBe(false);
    }
  });

  it('html escapes what it interpolates, but not nested templates', () => {
    const name = '<b>"Ann" & \'Bo\'</b>';
    expect(html`<p>${name}</p>`.value).toBe('<p>&lt;b&gt;&quot;Ann&quot; &amp; &#39;Bo&#39;&lt;/b&gt;</p>');
    expect(html`<div>${html`<i>${'<x>'}</i>`}${null}${false}${['<a>', html`<br />`]}</div>`.value).toBe(
      '<div><i>&lt;x&gt;</i>&lt;a&gt;<br /></div>',
    );
    expect(textParagraphs('One <b>\nline\r\n\r\nTwo').value).toBe('<p>One &lt;b&gt;<br>line</p>\n<p>Two</p>');
  });
});

describe('mail queue timing and ids', () => {
  it('retries after 10 s, 20 s, 30 s, 1 min ... then hourly', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelayMs(n, 10_000) / 1000)).toEqual([
      10, 20, 30, 60, 120, 300, 600, 1800,
    ]);
    expect(retryDelayMs(9, 10_000)).toBe(3_600_000);
    expect(retryDelayMs(14, 10_000)).toBe(3_600_000);
    // Tests shorten the base; the cap still holds for a long base.
    expect(retryDelayMs(8, 600_000)).toBe(3_600_000);
  });

  it('Message-IDs use the sender address domain, else the site host', () => {
    expect(messageDomainFor('Friends <no-reply@preserve.example.org>', 'http://localhost:5000')).toBe(
      'preserve.example.org',
    );
    expect(messageDomainFor('no-reply@mail.example.org', 'http://localhost:5000')).toBe('mail.example.org');
    expect(messageDomainFor('Friends', 'https://www.example.org')).toBe('www.example.org');
  });
});
