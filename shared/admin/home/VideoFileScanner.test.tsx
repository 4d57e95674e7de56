import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VideoFileScanner } from './VideoFileScanner';
import { recordingPlatform, renderAdmin } from '../test/renderAdmin';

afterEach(cleanup);
configure({ asyncUtilTimeout: 10_000 });

describe('VideoFileScanner', () => {
  it('does not offer the National Public Lands Day video while it is not in storage, and says why', async () => {
    const { platform, calls } = recordingPlatform();
    renderAdmin(<VideoFileScanner />, { platform });
    // The component server's storage holds no videos (adding the stored video: web/e2e/admin-home.test.ts).
    // In plain words, without a file name nobody in the office knows.
    const why = await screen.findByText(/The National Public Lands Day video has not been put on the site yet/);
    expect(why.textContent).not.toMatch(/\.mp4/);
    expect(screen.queryByRole('button', { name: 'Add National Public Lands Day Video' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Scan for Other Videos' })).toBeTruthy();
    expect(calls.reload).toBe(0);
  });

  it('a scan of empty storage says no videos were found', async () => {
    const user = userEvent.setup();
    renderAdmin(<VideoFileScanner />);
    await user.click(screen.getByRole('button', { name: 'Scan for Other Videos' }));
    // The toast store outlives a test: wait for this scan's toast rather than the first one shown.
    const toast = (await screen.findByText('No videos found')).closest('[role="alert"]') as HTMLElement;
    expect(toast.textContent).toContain('No video files were found in your app storage.');
  });

  it('the manual method names the video extensions and hosts the home page plays', () => {
    renderAdmin(<VideoFileScanner />);
    const text = screen.getByText(/Paste a video address/).textContent ?? '';
    for (const ext of ['.mp4', '.webm', '.ogg', '.avi', '.mov', '.wmv', '.flv', '.mkv', 'YouTube', 'Vimeo'])
      expect(text).toContain(ext);
    expect(
      within(screen.getByRole('region', { name: 'Video File Scanner' })).getByRole('button', {
        name: 'Scan for Other Videos',
      }),
    ).toBeTruthy();
  });
});
