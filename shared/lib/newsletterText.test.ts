import { describe, expect, it } from 'vitest';
import { renderNewsletterText } from './newsletterText';

describe('the newsletter text', () => {
  it('makes paragraphs, line breaks, bold and http(s) links, and the same as plain text', () => {
    const out = renderNewsletterText(
      'Dear friends,\r\nwelcome.\n\n\n**Herons** are back: [see the events](https://example.org/events).\nMore at https://example.org/news.',
    );
    expect(out.html).toBe(
      '<p>Dear friends,<br>welcome.</p>\n' +
        '<p><strong>Herons</strong> are back: <a href="https://example.org/events" style="color:#2f5d34">see the events</a>.<br>' +
        'More at <a href="https://example.org/news" style="color:#2f5d34">https://example.org/news</a>.</p>',
    );
    expect(out.text).toBe(
      'Dear friends,\nwelcome.\n\nHerons are back: see the events (https://example.org/events).\nMore at https://example.org/news.',
    );
  });

  it('escapes everything else: no tags, no script or javascript: links, quotes cannot leave an attribute', () => {
    const out = renderNewsletterText(
      '<script>alert(1)</script> [x](javascript:alert(1)) **<b>** [q](https://e.org/"onmouseover=x) <img src=x>',
    );
    expect(out.html).not.toMatch(/<(script|img|b)\b/);
    expect(out.html).not.toContain('href="javascript');
    expect(out.html).toContain('&lt;script&gt;');
    expect(out.html).toContain('<strong>&lt;b&gt;</strong>');
    expect(out.html).not.toMatch(/href="[^"]*"onmouseover/);
  });
});
