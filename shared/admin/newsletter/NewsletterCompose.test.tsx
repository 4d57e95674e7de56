import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminNewsletter } from './AdminNewsletter';
import { FORMAT_HINT } from './NewsletterCompose';
import { renderAdmin } from '../test/renderAdmin';

afterEach(cleanup);

/** Writing and sending the newsletter on the shared screen, against the real built server. */
describe('NewsletterCompose', () => {
  it('shows the field errors before sending anything, sends a test copy, then sends after the question', async () => {
    renderAdmin(<AdminNewsletter />, { path: '/admin/newsletter' });
    const form = await screen.findByRole('form', { name: 'Write a Newsletter' });
    expect(within(form).getByText(FORMAT_HINT)).toBeTruthy();

    await userEvent.click(within(form).getByRole('button', { name: 'Send Test to Me' }));
    expect(await within(form).findByText('Subject is required')).toBeTruthy();
    expect(within(form).getByText('Text is required')).toBeTruthy();
    expect(within(form).getByLabelText('Subject').getAttribute('aria-invalid')).toBe('true');

    const subject = `Component news ${Math.random().toString(36).slice(2, 8)}`;
    await userEvent.type(within(form).getByLabelText('Subject'), subject);
    await userEvent.type(within(form).getByLabelText('Text'), 'The **owls** are nesting.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send Test to Me' }));
    expect(await screen.findByText('Test Sent')).toBeTruthy();
    expect(within(form).queryByText('Subject is required')).toBeNull();

    await userEvent.click(within(form).getByRole('button', { name: 'Send to Subscribers' }));
    const question = await screen.findByRole('alertdialog');
    expect(within(question).getByText(/^Send this newsletter to \d+ confirmed subscribers? now\?$/)).toBeTruthy();
    await userEvent.click(within(question).getByRole('button', { name: 'Yes, send it' }));
    expect(await screen.findByText('Newsletter Sending')).toBeTruthy();
    const runs = await screen.findByRole('region', { name: 'Sent Newsletters' });
    const run = (await within(runs).findByText(subject)).closest('li') as HTMLElement;
    expect(within(run).getByRole('progressbar', { name: `Progress: ${subject}` })).toBeTruthy();
    // Sent: the form is empty again, so a second press cannot send the same newsletter twice by accident.
    expect((within(form).getByLabelText('Subject') as HTMLInputElement).value).toBe('');
  });
});
