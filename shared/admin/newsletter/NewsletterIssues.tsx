import { useId, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, InputGroup, Tag } from '@blueprintjs/core';
import { Trash, Upload } from '@blueprintjs/icons';
import { newsletterIssuesQuery } from '../../api/queries';
import { queryKeys } from '../../api/keys';
import { call } from '../../api/call';
import type { NewsletterIssueDto } from '../../api/types';
import {
  NEWSLETTER_PDF_MAX_BYTES,
  NEWSLETTER_PDF_NOT_PDF,
  NEWSLETTER_PDF_REQUIRED,
  NEWSLETTER_PDF_TOO_LARGE,
  newsletterIssueSchema,
} from '../../schemas/newsletterIssues';
import { fieldErrorsOf } from '../../schemas/common';
import { formatIssueDate } from '../../lib/issueDate';
import { preserveCalendarDay } from '../../lib/eventTime';
import { Field } from '../common/Field';
import { panelStates, QueryStates } from '../common/QueryStates';
import { ConfirmRemoval, type RemovalQuestion } from '../common/ConfirmRemoval';
import { failureToast, successToast } from '../common/failureToast';
import { serverFieldErrors, type FieldErrors } from '../events/eventForm';

export const NO_NEWSLETTER_PDFS =
  'No newsletter PDF yet. Until you upload one, the site shows no newsletter link anywhere.';

const REMOVE_ISSUE: RemovalQuestion<NewsletterIssueDto> = {
  question: 'Delete this newsletter PDF? Visitors can no longer open it. This cannot be undone.',
  cancel: 'Keep it',
  confirm: 'Yes, delete',
  details: (issue) => `${issue.title} (${formatIssueDate(issue.issueDate)})`,
};

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The file as base64, the way the API takes it (the one body the desktop app's bridge carries too). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The first bytes of a PDF, checked before sending 20 MB the server would refuse. */
async function looksLikePdf(file: File): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return String.fromCharCode(...head) === '%PDF-';
}

/**
 * The newsletter PDFs (ADR 057): the newest is the one the site links to ("Read our annual newsletter"), every one
 * stays on the public /newsletters page until deleted here.
 */
export function NewsletterIssues() {
  const id = useId();
  const queryClient = useQueryClient();
  const query = useQuery(newsletterIssuesQuery());
  const [title, setTitle] = useState('');
  const [issueDate, setIssueDate] = useState(() => preserveCalendarDay(new Date()));
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [removing, setRemoving] = useState<NewsletterIssueDto | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.newsletterIssues });

  const upload = useMutation({
    meta: { adminCall: true },
    mutationFn: (body: { title: string; issueDate: string; pdf: string }) =>
      call('adminNewsletterIssueCreate', { body }),
    onSuccess: async (issue) => {
      successToast('Newsletter Uploaded', `${issue.title} is now the newsletter the site links to.`);
      setTitle('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
      await refresh();
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error));
      failureToast('Failed to Upload Newsletter', error, 'The newsletter could not be uploaded. Please try again.');
    },
  });

  const remove = useMutation({
    meta: { adminCall: true },
    mutationFn: async (issue: NewsletterIssueDto) => {
      await call('adminNewsletterIssueDelete', { params: { id: issue.id } });
      return issue;
    },
    onSuccess: async (gone) => {
      successToast('Newsletter Deleted', `${gone.title} is no longer on the site.`);
      await refresh();
    },
    onError: (error) => failureToast('Failed to Delete Newsletter', error, 'The newsletter could not be deleted.'),
  });

  const submit = async () => {
    const found: FieldErrors = {};
    const checked = newsletterIssueSchema.omit({ pdf: true }).safeParse({ title, issueDate });
    if (!checked.success) Object.assign(found, fieldErrorsOf(checked.error));
    if (!file) found.pdf = [NEWSLETTER_PDF_REQUIRED];
    else if (file.size > NEWSLETTER_PDF_MAX_BYTES) found.pdf = [NEWSLETTER_PDF_TOO_LARGE];
    else if (!(await looksLikePdf(file))) found.pdf = [NEWSLETTER_PDF_NOT_PDF];
    setErrors(found);
    if (Object.keys(found).length || !file || !checked.success) return;
    upload.mutate({ ...checked.data, pdf: await base64Of(file) });
  };

  return (
    <Card className="adm-section adm-newsletter-issues">
      <h2 id={`${id}-heading`}>Newsletter PDFs</h2>
      <p className="adm-meta">
        The newest one is linked from the home page, the history page and newsletters that ask for it; all of them are
        listed on the public Newsletters page. PDF only, up to 20 MB.
      </p>
      <form
        aria-labelledby={`${id}-heading`}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Field id={`${id}-title`} label="Title" error={errors.title} hint="For example: Annual Newsletter 2026">
          {(aria) => <InputGroup {...aria} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={150} />}
        </Field>
        <Field id={`${id}-date`} label="Date of the issue" error={errors.issueDate}>
          {(aria) => (
            <InputGroup {...aria} type="date" value={issueDate} onChange={(e) => setIssueDate(e.target.value)} />
          )}
        </Field>
        <Field id={`${id}-file`} label="PDF file" error={errors.pdf}>
          {(aria) => (
            <input
              {...aria}
              ref={fileInput}
              className="adm-file-input"
              type="file"
              accept="application/pdf,.pdf"
              onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
            />
          )}
        </Field>
        <Button type="submit" intent="primary" icon={<Upload />} loading={upload.isPending}>
          Upload Newsletter
        </Button>
      </form>
      <h3 className="adm-section">Uploaded</h3>
      <QueryStates query={query} {...panelStates('newsletter PDFs', NO_NEWSLETTER_PDFS)}>
        {(issues) => (
          <ul className="adm-list adm-newsletter-issue-list">
            {issues.map((issue, index) => (
              <li key={issue.id}>
                <span>
                  <a href={issue.url} target="_blank" rel="noopener">
                    {issue.title}
                  </a>{' '}
                  {index === 0 && (
                    <Tag minimal intent="success">
                      Linked from the site
                    </Tag>
                  )}{' '}
                  {issue.isDemo && <Tag minimal>Sample</Tag>}
                  <span className="adm-meta">
                    {' '}
                    {formatIssueDate(issue.issueDate)} · {megabytes(issue.size)}
                  </span>
                </span>
                <Button
                  variant="minimal"
                  intent="danger"
                  icon={<Trash />}
                  aria-label={`Delete: ${issue.title}`}
                  onClick={() => setRemoving(issue)}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      <ConfirmRemoval state={[removing, setRemoving]} mutation={remove} texts={REMOVE_ISSUE} />
    </Card>
  );
}
