import { describe, expect, it } from 'vitest';
import type { GalleryImageDto } from '../api/types';
import { boardOf, imageUpdatesOf, moveTargetOf, moveTo, rebaseBoard, sameOrder } from './galleryBoard';

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

describe('move buttons', () => {
  it('go one place earlier or later, last into the above section and first into the below one', () => {
    const board = boardOf([image('a0', 'above', 0), image('a1', 'above', 1), image('b0', 'below', 0), image('b1', 'below', 1)]);
    expect(moveTargetOf(board, 'a1', 'earlier')).toEqual({ section: 'above', index: 0 });
    expect(moveTargetOf(board, 'b0', 'later')).toEqual({ section: 'below', index: 1 });
    expect(moveTargetOf(board, 'b1', 'section')).toEqual({ section: 'above', index: 2 });
    expect(moveTargetOf(board, 'a0', 'section')).toEqual({ section: 'below', index: 0 });
    expect(moveTargetOf(board, 'gone', 'earlier')).toBeNull();
  });
});

describe('a draft meets a changed gallery', () => {
  const gallery = () => [image('a0', 'above', 0), image('a1', 'above', 1), image('a2', 'above', 2), image('b0', 'below', 0), image('b1', 'below', 1)];

  it('keeps the drafted order, drops a deleted picture and takes the others’ new details', () => {
    const draft = moveTo(moveTo(boardOf(gallery()), 'a2', 'above', 0), 'b1', 'above', 1);
    expect(ids(draft.above)).toEqual(['a2', 'b1', 'a0', 'a1']);
    const changed = gallery()
      .filter((i) => i.id !== 'a0')
      .map((i) => (i.id === 'a1' ? { ...i, hidden: true } : i));
    const next = rebaseBoard(draft, changed);
    expect(ids(next.above)).toEqual(['a2', 'b1', 'a1']);
    expect(ids(next.below)).toEqual(['b0']);
    expect(next.above[2].hidden).toBe(true);
    // Saving names exactly the pictures that still exist, with the drafted sections.
    expect(imageUpdatesOf(next).map((u) => `${u.id}:${u.position}`)).toEqual(['a2:above', 'b1:above', 'a1:above', 'b0:below']);
  });

  it('puts a picture it did not know where visitors would see it, within the eight-picture cap', () => {
    const draft = moveTo(boardOf(tenAbove()), 'b0', 'above', 0);
    const uploaded = image('new', 'above', -1);
    const next = rebaseBoard(draft, [...tenAbove(), uploaded]);
    expect(ids(next.above)).toEqual(['new', 'b0', 'a0', 'a1', 'a2', 'a3', 'a4', 'a5']);
    expect(ids(next.below)).toEqual(['a6', 'a7', 'a8', 'a9']);
    expect(sameOrder(next, boardOf([...tenAbove(), uploaded]))).toBe(false);
  });

  it('changes nothing when the gallery did not change', () => {
    const draft = moveTo(boardOf(gallery()), 'b0', 'above', 1);
    expect(sameOrder(rebaseBoard(draft, gallery()), draft)).toBe(true);
  });
});
