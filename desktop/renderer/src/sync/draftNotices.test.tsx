import { afterEach, describe, expect, it } from 'vitest';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { configureSuccessToasts, successToast } from '@shared/admin/common/failureToast';
import { useToastStore } from '@shared/ui/toast';
import { draftNotices } from './draftNotices';

/** The shared screens' success notices, on the desktop: a change only kept on this computer never reads as done. */
describe('success notices of changes kept on this computer', () => {
  afterEach(() => {
    configureSuccessToasts(null);
    useToastStore.getState().dismiss();
  });

  async function save(notices: ReturnType<typeof draftNotices>, client: QueryClient, source: 'draft' | 'server') {
    await client
      .getMutationCache()
      .build(client, {
        mutationFn: async () => notices.answered({ source, summary: 'New event “Frog Chorus”' }),
        onSuccess: () => successToast('Event Created!', '“Frog Chorus” was added.'),
      })
      .execute(undefined);
    return useToastStore.getState().current;
  }

  it('says "Saved on this computer" for a drafted change, and the screen’s own words when the site took it', async () => {
    const notices = draftNotices();
    const client = new QueryClient({ mutationCache: notices.mutationCache });
    expect(await save(notices, client, 'draft')).toMatchObject({
      title: 'Saved on this computer',
      description: 'New event “Frog Chorus”: will be sent to the site when it can be reached.',
    });
    expect(await save(notices, client, 'server')).toMatchObject({
      title: 'Event Created!',
      description: '“Frog Chorus” was added.',
    });
  });

  it('says so too when the screen passes its notice to mutate() itself (home sections do)', async () => {
    const notices = draftNotices();
    const client = new QueryClient({ mutationCache: notices.mutationCache });
    const saveSection = async (source: 'draft' | 'server') => {
      const observer = new MutationObserver(client, {
        mutationFn: async () => notices.answered({ source, summary: 'Home section “Trails”' }),
      });
      const unsubscribe = observer.subscribe(() => {});
      await observer.mutate(undefined, { onSuccess: () => successToast('Success', 'Content updated successfully') });
      unsubscribe();
      // What the screen showed, once the task that settled it is over.
      await new Promise((resolve) => setTimeout(resolve, 0));
      return useToastStore.getState().current;
    };
    expect(await saveSection('draft')).toMatchObject({
      title: 'Saved on this computer',
      description: 'Home section “Trails”: will be sent to the site when it can be reached.',
    });
    expect(await saveSection('server')).toMatchObject({
      title: 'Success',
      description: 'Content updated successfully',
    });
  });
});
