import { describe, expect, it } from 'vitest';
import { plainText } from './html';

describe('plainText', () => {
  it('keeps the words of HTML: paragraphs and line breaks part them, inline tags vanish', () => {
    expect(plainText('<p>Bring <strong>gloves</strong>.</p><p>Meet at the<br>gate.</p>')).toBe(
      'Bring gloves. Meet at the gate.',
    );
  });

  it('decodes entities once, so escaped markup stays text', () => {
    expect(plainText('Fish &amp; Chips &lt;b&gt; &amp;lt;i&amp;gt; &#39;x&#x27; &nbsp;end')).toBe(
      "Fish & Chips <b> &lt;i&gt; 'x' end",
    );
  });

  it('leaves unknown entities as written', () => {
    expect(plainText('a &bogus; b &#0; c')).toBe('a &bogus; b &#0; c');
  });
});
