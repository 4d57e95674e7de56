import { afterEach, describe, expect, inject, it } from 'vitest';
import { cleanup, configure, screen, within } from '@testing-library/react';
import { HomeImageUpload } from './HomeImageUpload';
import { apiUrl, renderAdmin } from '../test/renderAdmin';

afterEach(cleanup);
configure({ asyncUtilTimeout: 10_000 });

describe('HomeImageUpload', () => {
  it('offers both changers with the formats and recommended sizes, and an uploader each', async () => {
    renderAdmin(<HomeImageUpload />);
    expect(screen.getByRole('heading', { level: 2, name: 'Homepage Image Upload' })).toBeTruthy();
    const about = screen
      .getByRole('heading', { name: 'Home Page: About Picture' })
      .closest('.adm-changer') as HTMLElement;
    const bg = screen
      .getByRole('heading', { name: 'Home Page: Explore Background' })
      .closest('.adm-changer') as HTMLElement;
    expect(
      within(about).getByText('Supported formats: JPG, PNG, WebP. Recommended size: 800x600 or larger.'),
    ).toBeTruthy();
    expect(
      within(bg).getByText('Supported formats: JPG, PNG, WebP. Recommended size: 1024x695 or larger.'),
    ).toBeTruthy();
    expect(await within(about).findByLabelText('Choose a new home page About picture')).toBeTruthy();
    expect(await within(bg).findByLabelText('Choose a new home page Explore background')).toBeTruthy();
  });

  it('shows the image stored now, read through the admin endpoint', async () => {
    const res = await fetch(`${apiUrl()}/api/admin/page-content/about-image`, {
      headers: { Authorization: `Bearer ${inject('adminToken')}` },
    });
    renderAdmin(<HomeImageUpload />);
    const about = screen
      .getByRole('heading', { name: 'Home Page: About Picture' })
      .closest('.adm-changer') as HTMLElement;
    if (res.status === 200) {
      const { value } = (await res.json()) as { value: string };
      const img = (await within(about).findByRole('img', {
        name: 'Current home page About picture',
      })) as HTMLImageElement;
      expect(img.getAttribute('src')).toBe(value);
    } else {
      expect(res.status).toBe(404);
      expect(await within(about).findByText('The built-in default image is shown until you upload one.')).toBeTruthy();
    }
  });
});
