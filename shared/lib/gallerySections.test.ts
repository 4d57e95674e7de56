import { describe, expect, it } from 'vitest';
import {
  aboveSectionIds,
  compareGalleryOrder,
  splitBySection,
  splitGallerySections,
  type Sectioned,
} from './gallerySections';

const image = (
  id: string,
  position: 'above' | 'below',
  displayOrder: number,
  createdAt = '2026-01-01T00:00:00.000Z',
): Sectioned => ({
  id,
  position,
  displayOrder,
  createdAt,
});
const ids = (list: Sectioned[]) => list.map((i) => i.id);

describe('gallery sections (ADR 012)', () => {
  it('orders above before below, then by displayOrder, age and id', () => {
    const list = [
      image('d', 'below', 0),
      image('c', 'above', 5),
      image('b', 'above', 1, '2026-02-01T00:00:00.000Z'),
      image('a', 'above', 1, '2026-01-01T00:00:00.000Z'),
      image('e', 'above', 5),
    ];
    expect(ids([...list].sort(compareGalleryOrder))).toEqual(['a', 'b', 'c', 'e', 'd']);
  });

  it('puts at most eight pictures marked above into the above section; the rest of them lead the below section', () => {
    const above = Array.from({ length: 10 }, (_, i) => image(`a${i}`, 'above', i));
    const below = [image('b0', 'below', -5), image('b1', 'below', 3)];
    const { above: top, below: rest } = splitGallerySections([...below, ...above]);
    expect(ids(top)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7']);
    expect(ids(rest)).toEqual(['a8', 'a9', 'b0', 'b1']);
  });

  it('never lifts a picture marked below into the above section, even when fewer than eight are marked above', () => {
    const { above, below } = splitGallerySections([
      image('a', 'above', 9),
      image('b', 'below', 0),
      image('c', 'below', 1),
    ]);
    expect(ids(above)).toEqual(['a']);
    expect(ids(below)).toEqual(['b', 'c']);
    expect(splitGallerySections([image('b', 'below', 0)]).above).toEqual([]);
    expect(splitGallerySections([])).toEqual({ above: [], below: [] });
  });

  it('keeps each picture in its section when others are filtered out', () => {
    const all = Array.from({ length: 12 }, (_, i) => image(`a${i}`, 'above', i));
    const aboveIds = aboveSectionIds(all);
    // a9 is the tenth picture marked above: in the whole gallery it is below the divider, and stays there.
    const { above, below } = splitBySection([all[9], all[2]], aboveIds);
    expect(ids(above)).toEqual(['a2']);
    expect(ids(below)).toEqual(['a9']);
  });
});
