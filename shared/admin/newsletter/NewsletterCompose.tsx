import { useEffect, useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { newsletterIssuesQuery } from '../../api/queries';
import { Alert, Button, Card, TextArea } from '@blueprintjs/core';
import { Envelope, SendMessage } from '@blueprintjs/icons';
import { call } from '../../api/call';
import { queryKeys } from '../../api/keys';
import { newsletterMessageSchema, type NewsletterMessageInput } from '../../schemas/newsletter';
import { fieldErrorsOf } from '../../schemas/common';
import { failureToast, successToast } from '../common/failureToast';
import { Field, SubjectField } from '../common/Field';
import { FlagCheckbox } from '../common/FlagCheckbox';
import { serverFieldErrors, type FieldErrors } from '../events/eventForm';
import { countOf } from '../../lib/plural';
import { useUnsavedChanges } from '../common/unsavedChanges';
import { forgetNewsletterDraft, keepNewsletterDraft, readNewsletterDraft } from './newsletterDraft';

export const FORMAT_HINT =
  'A blank line starts a new paragraph. **Words** between double stars are bold; [words](https://...) makes a link.';
export const SEND_QUESTION = (n: number | null) =>
  n === null
    ? 'Send this newsletter to every confirmed subscriber now?'
    : `Send this newsletter to ${countOf(n, 'confirmed subscriber')} now?`;

export const NO_PDF_TO_LINK_HINT = 'Upload a newsletter PDF below to offer a link to it in the mail.';

const people = (n: number) => countOf(n, 'subscriber');

export const DRAFT_KEPT = 'Kept as a draft on this computer until it is sent: you can leave and come back to it.';

/**
 * Writing the newsletter: a test copy goes to the signed-in admin, then the real send starts a run that goes out
 * a batch a minute (ADR 039). Both need the site: the mail leaves at once, so the desktop app never drafts them.
 * What is written is kept in this browser (or this computer's app) until it is sent or discarded, so leaving the
 * screen loses nothing.
 */
export function NewsletterCompose({ confirmed }: { confirmed: number | null }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [pdfLink, setPdfLink] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [asking, setAsking] = useState(false);
  // A mail links to the newsletter PDF only when there is one to open (ADR 057).
  const hasPdf = (useQuery(newsletterIssuesQuery()).data?.length ?? 0) > 0;
  // The draft is read once the screen is in the browser (the server renders it empty), and kept at every keystroke.
  const [draftRead, setDraftRead] = useState(false);
  const [draftKept, setDraftKept] = useState(false);
  useEffect(() => {
    const draft = readNewsletterDraft();
    if (draft) {
      setSubject(draft.subject);
      setText(draft.text);
      setPdfLink(draft.pdfLink);
    }
    setDraftRead(true);
  }, []);
  const written = subject.trim() !== '' || text.trim() !== '';
  useEffect(() => {
    if (draftRead) setDraftKept(keepNewsletterDraft({ subject, text, pdfLink }));
  }, [draftRead, subject, text, pdfLink]);
  // Where the browser keeps no draft (storage full or turned off), leaving asks first instead.
  useUnsavedChanges(draftRead && written && !draftKept);

  const discard = () => {
    setSubject('');
    setText('');
    setPdfLink(false);
    setErrors({});
    forgetNewsletterDraft();
  };

  const test = useMutation({
    meta: { adminCall: true },
    mutationFn: (body: NewsletterMessageInput) => call('adminNewsletterTest', { body }),
    onSuccess: () => successToast('Test Sent', 'A test copy is on its way to your own address.'),
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      failureToast('Failed to Send Test', error, 'The test copy could not be sent. Please try again.');
    },
  });
  const send = useMutation({
    meta: { adminCall: true },
    mutationFn: (body: NewsletterMessageInput) => call('adminNewsletterSend', { body }),
    onSuccess: async () => {
      successToast(
        'Newsletter Sending',
        confirmed === null ? 'The newsletter is going out.' : `The newsletter is going out to ${people(confirmed)}.`,
      );
      discard();
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminNewsletterRuns });
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      failureToast('Failed to Send Newsletter', error, 'The newsletter could not be sent. Please try again.');
    },
  });

  const valid = (): NewsletterMessageInput | null => {
    const parsed = newsletterMessageSchema.safeParse({ subject, text, pdfLink: pdfLink && hasPdf });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error));
      return null;
    }
    setErrors({});
    return parsed.data;
  };
  const pending = test.isPending || send.isPending;

  return (
    <Card className="adm-section adm-newsletter-compose">
      <h2 id={`${id}-heading`}>Write a Newsletter</h2>
      <form
        aria-labelledby={`${id}-heading`}
        onSubmit={(e) => {
          e.preventDefault();
          if (valid()) setAsking(true);
        }}
        noValidate
      >
        <SubjectField id={`${id}-subject`} value={subject} onChange={setSubject} error={errors.subject} />
        <Field id={`${id}-text`} label="Text" error={errors.text} hint={FORMAT_HINT}>
          {(aria) => <TextArea {...aria} value={text} onChange={(e) => setText(e.target.value)} rows={10} fill />}
        </Field>
        {hasPdf ? (
          <FlagCheckbox label="Link the latest newsletter PDF" checked={pdfLink} onChange={setPdfLink} />
        ) : (
          <p className="adm-meta">{NO_PDF_TO_LINK_HINT}</p>
        )}
        {written && draftKept && <p className="adm-meta adm-newsletter-draft">{DRAFT_KEPT}</p>}
        <div className="adm-newsletter-buttons">
          <Button
            icon={<Envelope />}
            loading={test.isPending}
            disabled={pending}
            onClick={() => {
              const body = valid();
              if (body) test.mutate(body);
            }}
          >
            Send Test to Me
          </Button>
          <Button type="submit" intent="primary" icon={<SendMessage />} loading={send.isPending} disabled={pending}>
            Send to Subscribers
          </Button>
          {written && (
            <Button variant="minimal" disabled={pending} onClick={discard}>
              Discard Draft
            </Button>
          )}
        </div>
      </form>
      <Alert
        isOpen={asking}
        className="adm"
        {...{ 'aria-labelledby': `${id}-question` }}
        intent="primary"
        icon={<SendMessage />}
        cancelButtonText="Not yet"
        confirmButtonText="Yes, send it"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          const body = valid();
          if (body) send.mutate(body);
        }}
      >
        <p id={`${id}-question`}>{SEND_QUESTION(confirmed)}</p>
      </Alert>
    </Card>
  );
}
