import { afterEach, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import ImageUploader from './ImageUploader';

afterEach(() => {
  vi.useRealTimers();
});

it('sets up no uploader (no listeners, no timer) until a file is chosen', () => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  const { getByLabelText, unmount } = render(<ImageUploader onUploaded={() => {}} />);
  expect(getByLabelText('Image file')).toBeTruthy();
  // Uppy's constructor schedules a timer that nothing can cancel; none may be pending for a form left untouched.
  expect(vi.getTimerCount()).toBe(0);
  unmount();
  expect(vi.getTimerCount()).toBe(0);
});
