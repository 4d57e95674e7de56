import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPlatform } from '../common/platform';
import { recordingPlatform, renderAdmin } from '../test/renderAdmin';
import { picture } from '../test/galleryImages';
import { EventFormDialog } from './EventFormDialog';
import type { EventFormValues } from './eventForm';

afterEach(cleanup);

const nextYear = new Date().getUTCFullYear() + 1;

/**
 * The event dialog's picture goes through the program's upload where it has one (the desktop app's core), never
 * straight to the site; an event is not saved as if it had the picture while that picture is not attached.
 */
describe('the event dialog’s picture, through the program’s upload', { timeout: 60_000 }, () => {
  function renderDialog(uploadImage: AdminPlatform['uploadImage'], pictureWaits?: AdminPlatform['pictureWaits']) {
    const saved: EventFormValues[] = [];
    const platform: AdminPlatform = { ...recordingPlatform().platform, uploadImage, pictureWaits };
    renderAdmin(
      <EventFormDialog
        event={null}
        isOpen
        saving={false}
        serverErrors={{}}
        onSubmit={(values) => saved.push(values)}
        onClose={() => {}}
      />,
      { platform },
    );
    return saved;
  }

  async function fillIn(user: ReturnType<typeof userEvent.setup>) {
    const form = screen.getByRole('form', { name: 'Create Event' });
    await user.type(within(form).getByLabelText('Title'), 'Frog Chorus');
    await user.type(within(form).getByLabelText('Description'), 'Listening at dusk.');
    await user.type(within(form).getByLabelText('Date'), `${nextYear}-04-05`);
    await user.type(within(form).getByLabelText('Starts'), '19:00');
    return form;
  }

  it('a picture kept on the computer (offline) goes with the event and says where it is', async () => {
    const saved = renderDialog(
      async (_file, onProgress) => {
        onProgress(100);
        return '/objects/desktop-draft/0b6c2d8e-5a8f-4c1e-9d0a-3f1e2b7c9a11';
      },
      () => true,
    );
    const user = userEvent.setup();
    const form = await fillIn(user);
    await user.upload(within(form).getByLabelText('Image file'), await picture('frogs.png'));
    await within(form).findByText(
      'Picture kept on this computer: it is uploaded first when the site can be reached, then what uses it.',
    );
    await user.click(within(form).getByRole('button', { name: 'Create Event' }));
    expect(saved.map((v) => v.imageUrl)).toEqual(['/objects/desktop-draft/0b6c2d8e-5a8f-4c1e-9d0a-3f1e2b7c9a11']);
  });

  it('is not saved while the picture uploads, nor after it failed, until it is removed', async () => {
    let fail!: (error: Error) => void;
    const saved = renderDialog(
      (_file, onProgress) =>
        new Promise<string>((_resolve, reject) => {
          onProgress(30);
          fail = reject;
        }),
    );
    const user = userEvent.setup();
    const form = await fillIn(user);
    await user.upload(within(form).getByLabelText('Image file'), await picture('frogs.png'));
    expect(
      (await within(form).findByRole('progressbar', { name: 'Upload progress' })).getAttribute('aria-valuenow'),
    ).toBe('30');
    await user.click(within(form).getByRole('button', { name: 'Create Event' }));
    expect(await within(form).findByText('Wait for the picture to finish uploading.')).toBeTruthy();
    expect(saved).toEqual([]);

    fail(new Error('The site refused the picture.'));
    await within(form).findByText(/The site refused the picture\. The picture is not attached/);
    await user.click(within(form).getByRole('button', { name: 'Create Event' }));
    expect(
      await within(form).findByText('The picture could not be uploaded: choose it again, or remove it.'),
    ).toBeTruthy();
    expect(saved).toEqual([]);

    await user.click(within(form).getByRole('button', { name: 'Remove' }));
    await user.click(within(form).getByRole('button', { name: 'Create Event' }));
    expect(saved.map((v) => [v.title, v.imageUrl])).toEqual([['Frog Chorus', null]]);
  });
});
