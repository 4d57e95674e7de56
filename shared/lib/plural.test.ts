import { describe, expect, it } from 'vitest';
import { countOf, pluralWord } from './plural';

describe('counts in words', () => {
  it('takes the singular for exactly one and the plural for every other count', () => {
    expect(countOf(1, 'spot')).toBe('1 spot');
    expect(countOf(0, 'spot')).toBe('0 spots');
    expect(countOf(2, 'spot')).toBe('2 spots');
    expect(countOf(21, 'photo')).toBe('21 photos');
  });

  it('takes an irregular plural when given one', () => {
    expect(countOf(1, 'person', 'people')).toBe('1 person');
    expect(countOf(3, 'person', 'people')).toBe('3 people');
    expect(pluralWord(1, 'was', 'were')).toBe('was');
    expect(pluralWord(4, 'was', 'were')).toBe('were');
  });

  it('groups large counts by thousands', () => {
    expect(countOf(1024, 'photo')).toBe('1,024 photos');
  });
});
