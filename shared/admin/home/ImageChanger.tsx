import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Callout, Card } from '@blueprintjs/core';
import { call } from '../../api/call';
import { queryKeys } from '../../api/keys';
import { adminPageContentQuery } from '../../api/queries';
import { failureToast, successToast } from '../common/failureToast';
import { ScreenState } from '../common/ScreenState';
import { AdminImageUpload } from '../common/AdminImageUpload';

export interface ImageChangerProps {
  pageKey: string;
  /** The heading, e.g. 'Home Page: About Picture'. */
  title: string;
  /** Where visitors see the picture, under the heading. */
  where: string;
  /**
   * The image in running text, after 'Choose a new' and 'Current', e.g. 'home page About picture'. Written out
   * rather than lower-casing the title, which would turn a proper name into a common one.
   */
  subject: string;
  /** Helper text with the accepted formats and the recommended size. */
  hint: string;
  successText: string;
  failureText: string;
  /** What the panel says when the current image for this key cannot be loaded. */
  loadFailureText: string;
}

/**
 * Replaces one page image (about-image, mapleton-preserve-bg). The admin picks a file; the shared uploader
 * sends it to storage, and the raw upload URL it ends with goes to the image's save (PUT /api/admin/page-content/:key), where the
 * server processes it like a gallery photo and stores only its public path (ADR 014).
 */
export function ImageChanger({
  pageKey,
  title,
  where,
  subject,
  hint,
  successText,
  failureText,
  loadFailureText,
}: ImageChangerProps) {
  const queryClient = useQueryClient();
  const current = useQuery(adminPageContentQuery(pageKey));
  // A fresh uploader after each save, so it forgets the file it just sent.
  const [uploaderRound, setUploaderRound] = useState(0);
  const headingId = `adm-changer-${pageKey}`;

  const save = useMutation({
    mutationFn: (value: string) =>
      // The version shown names the image being replaced, so a change made elsewhere meanwhile is a 409.
      call('adminPageContentSave', { params: { key: pageKey }, body: { value, version: current.data?.version } }),
    meta: { adminCall: true },
    onSuccess: async () => {
      successToast('Success!', successText);
      setUploaderRound((n) => n + 1);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.pageContent(pageKey) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminPageContent(pageKey) }),
      ]);
    },
    onError: (error) => failureToast('Error', error, failureText),
  });

  return (
    <Card className="adm-changer">
      <h3 id={headingId}>{title}</h3>
      <p className="adm-meta">{where}</p>
      {current.isPending ? (
        <ScreenState kind="loading" label="Loading the current image..." />
      ) : current.isError ? (
        <Callout intent="danger" role="alert">
          {loadFailureText}
        </Callout>
      ) : current.data && 'draft' in current.data ? (
        // The desktop app's offline copy: the new image waits on this computer, which shows it from there.
        <>
          <img className="adm-changer-preview" src={current.data.value} alt={`New ${subject}`} />
          <p className="adm-hint" role="status">
            Your new {subject} is saved on this computer and will be sent when the site can be reached.
          </p>
        </>
      ) : current.data ? (
        <img className="adm-changer-preview" src={current.data.value} alt={`Current ${subject}`} />
      ) : (
        <p className="adm-hint">The built-in default image is shown until you upload one.</p>
      )}
      <p className="adm-hint" id={`${headingId}-hint`}>
        {hint}
      </p>
      <div className={save.isPending ? 'adm-busy' : undefined} aria-busy={save.isPending}>
        <AdminImageUpload
          key={uploaderRound}
          label={`Choose a new ${subject}`}
          onUploaded={(url) => save.mutate(url)}
        />
      </div>
      {save.isPending && (
        // A dimmed, disabled 'Updating...' button while the new image is saved.
        <Button className="adm-busy" disabled text="Updating..." />
      )}
    </Card>
  );
}
