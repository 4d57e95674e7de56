// The board's model lives with the section rule it follows, where it is unit-tested (shared/lib/galleryBoard.test.ts).
export * from '../../../../shared/lib/galleryBoard';
