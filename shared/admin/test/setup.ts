import { cleanup } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { useToastStore } from '../../ui/toast';

// jsdom lacks a few browser APIs that Blueprint's overlays and popovers call.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

// A worker runs several test files one after the other in the same document (isolate: false in vitest.config.ts,
// which spares each file loading React, Blueprint and the screens again). Each file starts as a fresh one would:
// nothing rendered by an earlier file, no notice still showing, no overlay left in the body, no newsletter draft
// kept by an earlier file's typing.
beforeAll(() => {
  cleanup();
  window.localStorage.clear();
  useToastStore.getState().dismiss();
  document.body.innerHTML = '';
});
