import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Callout } from '@blueprintjs/core';
import { call } from '../../api/call';
import { adminDemoContentQuery } from '../../api/queries';
import { FormDialog } from '../common/FormDialog';
import { failureToast, successToast } from '../common/failureToast';

/**
 * "Remove all demo content" (ADR 043): while anything the demo seed wrote is left, the dashboard offers to remove
 * it in one go, after a confirmation naming what goes. Only rows the seed marked go; an admin's own stay.
 */
export function RemoveDemoContent() {
  const queryClient = useQueryClient();
  const summary = useQuery(adminDemoContentQuery());
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => call('adminDemoContentRemove'),
    meta: { adminCall: true },
    onSuccess: async () => {
      setConfirming(false);
      successToast('Demo Content Removed', 'The site now shows only what admins have added.');
      // Every list may have held demo rows: events, the gallery, sections, page texts.
      await queryClient.invalidateQueries();
    },
    onError: (error) => failureToast('Error', error, 'Failed to remove the demo content'),
  });

  const data = summary.data;
  if (!data || data.total === 0) return null;
  const items = data.items.filter((i) => i.count > 0);
  return (
    <section aria-labelledby="demo-content-title" className="adm-section">
      <Callout intent="warning">
        <h2 id="demo-content-title">Demo Content</h2>
        <p>
          The site still shows sample demo content ({items.map((i) => i.label).join(', ')}). Remove it once you have
          added your own.
        </p>
        <Button intent="danger" text="Remove all demo content" onClick={() => setConfirming(true)} />
      </Callout>
      {confirming && (
        <FormDialog
          title="Remove all demo content?"
          pending={remove.isPending}
          onClose={() => setConfirming(false)}
          onSubmit={() => remove.mutate()}
          submit={{ text: 'Remove demo content', intent: 'danger' }}
        >
          <p>This deletes for good:</p>
          <ul className="demo-content-list">
            {items.map((i) => (
              <li key={i.name}>{i.label}</li>
            ))}
          </ul>
          <p>
            Registrations for demo events and the demo pictures&apos; files go with them. Nothing an admin added or
            edited is removed.
          </p>
        </FormDialog>
      )}
    </section>
  );
}
