import { describe, expect, it } from 'vitest';
import { textBlocks, textCards, textLines } from './textBlocks';

describe('textBlocks: the lines and paragraphs a volunteer typed', () => {
  it('keeps line breaks inside a paragraph and parts paragraphs at blank lines (Windows line ends too)', () => {
    expect(textBlocks('Open daily\r\nDawn to dusk\r\n\r\nDogs on a leash')).toEqual([
      { kind: 'paragraph', lines: ['Open daily', 'Dawn to dusk'] },
      { kind: 'paragraph', lines: ['Dogs on a leash'] },
    ]);
  });

  it('reads a paragraph of "- " lines as a list, and a blank line with spaces as a blank line', () => {
    expect(textBlocks('You receive:\n  \n- invitations\n- newsletters')).toEqual([
      { kind: 'paragraph', lines: ['You receive:'] },
      { kind: 'list', items: ['invitations', 'newsletters'] },
    ]);
  });

  it('gives nothing for empty text', () => {
    expect(textBlocks('')).toEqual([]);
    expect(textBlocks(null)).toEqual([]);
    expect(textBlocks('\n \n')).toEqual([]);
  });

  it('cards keep the lines under their heading; short texts give their lines', () => {
    expect(textCards('Protect Habitat\nLine one\nLine two\n\nKeep It Free')).toEqual([
      { title: 'Protect Habitat', lines: ['Line one', 'Line two'] },
      { title: 'Keep It Free', lines: [] },
    ]);
    expect(textLines(' Weekdays 9-5 \n\nWeekends 8-12')).toEqual(['Weekdays 9-5', 'Weekends 8-12']);
  });
});
