import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VideoFileScanner } from './VideoFileScanner';
import { PUBLIC_LANDS_DAY_SECTION, PUBLIC_LANDS_DAY_VIDEO_URL } from './publicLandsDayVideo';
import { apiUrl, recordingPlatform, renderAdmin } from '../test/renderAdmin';
import type { HomeSectionDto } from '../../api/types';

afterEach(cleanup);
configure({ asyncUtilTimeout: 10_000 });

describe('VideoFileScanner', () => {
  it('adds the fixed National Public Lands Day section (visible, order 1, URL and thanks), says so and reloads', async () => {
    const user = userEvent.setup();
    const { platform, calls } = recordingPlatform();
    renderAdmin(<VideoFileScanner />, { platform });
    await user.click(screen.getByRole('button', { name: 'Add National Public Lands Day Video' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Video Added!');
    await waitFor(() => expect(calls.reload).toBe(1));
    const res = await fetch(`${apiUrl()}/api/home-content`);
    const section = ((await res.json()) as HomeSectionDto[]).find(
      (s) => s.section === PUBLIC_LANDS_DAY_SECTION.section,
    );
    expect(section).toMatchObject({ isVisible: true, displayOrder: 1 });
    expect(section?.content?.startsWith(`${PUBLIC_LANDS_DAY_VIDEO_URL}\n`)).toBe(true);
    expect(section?.content).toMatch(/Thank you/);
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
