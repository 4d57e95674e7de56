import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureHttp } from '../../api/http';
import { apiUrl, renderAdmin } from '../test/renderAdmin';
import { AdminDashboard } from '../dashboard/AdminDashboard';
import { HomeContentManager } from '../home/HomeContentManager';
import { ScreenState } from './ScreenState';

afterEach(cleanup);

/** Nothing listens on the discard port: every call fails until the test points the screens at the real server again. */
let reachable = true;
function Network({ children }: { children: ReactNode }) {
  if (!reachable) configureHttp({ baseUrl: 'http://127.0.0.1:9' });
  return children;
}
function reconnect() {
  reachable = true;
  configureHttp({ baseUrl: apiUrl() });
}

describe('ScreenState', () => {
  it('announces loading politely, with its words', () => {
    renderAdmin(<ScreenState kind="loading" label="Loading volunteers..." />);
    const status = screen.getAllByRole('status').find((s) => s.classList.contains('adm-state'));
    expect(status?.textContent).toBe('Loading volunteers...');
  });

  it('puts the empty title at the level asked for, with its hint and action', () => {
    renderAdmin(
      <>
        <ScreenState kind="empty" title="No Volunteers Yet" description="Applications appear here." />
        <ScreenState kind="empty" level={3} title="No Sections Yet" action={<button type="button">Add Section</button>} />
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No Volunteers Yet' })).toBeTruthy();
    expect(screen.getByText('Applications appear here.')).toBeTruthy();
    const panel = screen.getByRole('heading', { level: 3, name: 'No Sections Yet' }).closest('.adm-empty') as HTMLElement;
    expect(within(panel).getByRole('button', { name: 'Add Section' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a failure at once and retries with the label asked for', async () => {
    let retried = 0;
    renderAdmin(
      <>
        <ScreenState kind="error" title="Error Loading Volunteers" description="The list could not be loaded." retryLabel="Refresh Page" onRetry={() => retried++} />
        <ScreenState kind="error" level={3} title="Could not load the sections" onRetry={() => retried++} />
      </>,
    );
    const [first, second] = screen.getAllByRole('alert');
    expect(within(first).getByRole('heading', { level: 2, name: 'Error Loading Volunteers' })).toBeTruthy();
    expect(within(second).getByRole('heading', { level: 3, name: 'Could not load the sections' })).toBeTruthy();
    await userEvent.click(within(first).getByRole('button', { name: 'Refresh Page' }));
    await userEvent.click(within(second).getByRole('button', { name: 'Try Again' }));
    expect(retried).toBe(2);
  });

  it("is the dashboard's failure: an h2 under the screen's h1, and Try Again loads the numbers", async () => {
    reachable = false;
    renderAdmin(
      <Network>
        <AdminDashboard />
      </Network>,
    );
    const failure = await screen.findByRole('heading', { level: 2, name: 'Some numbers could not be loaded' }, { timeout: 15_000 });
    reconnect();
    await userEvent.click(within(failure.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('heading', { name: 'Recent Events' });
    await expect.poll(() => screen.queryByRole('heading', { name: 'Some numbers could not be loaded' })).toBeNull();
  });

  it("is a panel's failure under its h2: an h3, announced, and Try Again loads the sections", async () => {
    reachable = false;
    renderAdmin(
      <Network>
        <HomeContentManager />
      </Network>,
    );
    const failure = await screen.findByRole('heading', { level: 3, name: 'Could not load the sections' }, { timeout: 15_000 });
    expect(failure.closest('[role="alert"]')).toBeTruthy();
    reconnect();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await expect.poll(() => screen.queryByRole('heading', { name: 'Could not load the sections' }), { timeout: 15_000 }).toBeNull();
  });
});
