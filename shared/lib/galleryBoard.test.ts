import { describe, expect, it } from 'vitest';
import type { GalleryImageDto } from '../api/types';
import { boardOf, imageUpdatesOf, moveTo } from './galleryBoard';

const image = (id: string, position: 'above' | 'below', displayOrder: number): GalleryImageDto => ({
  id,
  title: id,
  version: 1,
  description: null,
  imageUrl: '/api/placeholder-image',
  altText: null,
  category: 'conservation',
  isPublic: true,
  displayOrder,
  position,
  createdAt: '2026-01-01T00:00:00.000Z',
});
const ids = (list: GalleryImageDto[]) => list.map((i) => i.id);
const tenAbove = () => [...Array.from({ length: 10 }, (_, i) => image(`a${i}`, 'above', i)), image('b0', 'below', 0)];

describe('the reorder board follows the section rule (ADR 012)', () => {
  it('starts with the sections visitors see, and saving writes the ninth and later as below', () => {
    const board = boardOf(tenAbove());
    expect(ids(board.above)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7']);
    expect(ids(board.below)).toEqual(['a8', 'a9', 'b0']);
    const updates = imageUpdatesOf(board);
    expect(updates.map((u) => `${u.id}:${u.position}:${u.displayOrder}`).slice(7)).toEqual(['a7:above:7', 'a8:below:8', 'a9:below:9', 'b0:below:10']);
  });

  it('a picture joining a full above section takes at most the eighth place and pushes the last one below', () => {
    const board = boardOf(tenAbove());
    const atEnd = moveTo(board, 'b0', 'above', 8);
    expect(ids(atEnd.above)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'b0']);
    expect(ids(atEnd.below)).toEqual(['a7', 'a8', 'a9']);
    expect(atEnd.below[0].position).toBe('below');

    const atStart = moveTo(board, 'a9', 'above', 0);
    expect(ids(atStart.above)).toEqual(['a9', 'a0', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6']);
    expect(ids(atStart.below)).toEqual(['a7', 'a8', 'b0']);
  });

  it('moves within a section and down into the below section without touching the cap', () => {
    const board = boardOf(tenAbove());
    expect(ids(moveTo(board, 'a0', 'above', 2).above)).toEqual(['a1', 'a2', 'a0', 'a3', 'a4', 'a5', 'a6', 'a7']);
    const down = moveTo(board, 'a3', 'below', 0);
    expect(ids(down.above)).toHaveLength(7);
    expect(ids(down.below)).toEqual(['a3', 'a8', 'a9', 'b0']);
  });
});
