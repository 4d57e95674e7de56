import { useId, useState } from 'react';
import { useUnsavedChanges } from '../common/unsavedChanges';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Callout, Checkbox, TextArea } from '@blueprintjs/core';
import { adminNoticesQuery } from '../../api/queries';
import { queryKeys } from '../../api/keys';
import { failureBody } from '../../api/http';
import { call } from '../../api/call';
import type { NoticeSettingsDto } from '../../api/types';
import { fieldErrorsOf } from '../../schemas/common';
import {
  NOTICE_KINDS,
  NOTICE_LABELS,
  noticeSettingsSchema,
  splitAddresses,
  type NoticeKind,
  type NoticeSettingsInput,
} from '../../schemas/notices';
import { QueryStates } from '../common/QueryStates';
import { failureToast, successToast } from '../common/failureToast';
import { Field } from '../common/Field';

export const NOTICES_FROM_ENVIRONMENT_NOTE =
  'Until you save here, notices of messages and volunteers go to the address the server was set up with.';

/** Why the office gets each notice, under its box. */
const NOTICE_HINTS: Record<NoticeKind, string> = {
  contactMessages: 'Someone wrote through the contact form. Replying to the notice answers them.',
  volunteerApplications: 'Someone applied to volunteer. Replying to the notice writes to them.',
  memberPhotos: 'A member added a photo to the gallery; it shows once an admin approves it.',
};

type FormValues = Record<NoticeKind, { enabled: boolean; addresses: string }>;

const formValuesOf = (dto: NoticeSettingsDto): FormValues =>
  Object.fromEntries(
    NOTICE_KINDS.map((k) => [k, { enabled: dto[k].enabled, addresses: dto[k].recipients.join(', ') }]),
  ) as FormValues;

/** The errors of one kind's addresses, whichever address they are about. */
const addressErrors = (errors: Record<string, string[]>, kind: NoticeKind) => {
  const found = Object.entries(errors)
    .filter(([key]) => key === kind || key.startsWith(`${kind}.`))
    .flatMap(([, messages]) => messages);
  return found.length ? [...new Set(found)] : undefined;
};

/**
 * Who hears of what waits for the office (ADR 057): each kind on or off, with its addresses. Kept apart from the
 * organisation's details (those are public; these addresses are not) and saved on its own.
 */
export function NoticeSettings() {
  const query = useQuery({ ...adminNoticesQuery(), refetchOnMount: 'always' });
  return (
    <section className="adm-section" aria-labelledby="adm-notices-heading">
      <h2 id="adm-notices-heading">Notices to the office</h2>
      <QueryStates
        query={query}
        loadingLabel="Loading the notices..."
        level={3}
        error={{ title: 'Could not load the notices', description: 'Check your connection and try again.' }}
        isEmpty={() => false}
        empty={{ title: 'No Notices' }}
      >
        {(loaded) => <NoticeForm notices={loaded} />}
      </QueryStates>
    </section>
  );
}

function NoticeForm({ notices }: { notices: NoticeSettingsDto }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FormValues>(() => formValuesOf(notices));
  const [version, setVersion] = useState(notices.version);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  useUnsavedChanges(JSON.stringify(values) !== JSON.stringify(formValuesOf(notices)));

  const save = useMutation({
    meta: { adminCall: true },
    mutationFn: (body: NoticeSettingsInput) => call('adminNoticesSave', { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.adminNotices, saved);
      setVersion(saved.version);
      setValues(formValuesOf(saved));
      successToast('Notices Saved', 'The office will hear of new things as set here.');
    },
    onError: (error) => {
      const body = failureBody(error, 409);
      if (body && 'current' in body) {
        const current = body.current as NoticeSettingsDto;
        setVersion(current.version);
        setValues(formValuesOf(current));
      }
      const fields = failureBody(error, 400)?.fieldErrors;
      if (fields && typeof fields === 'object') setErrors(fields as Record<string, string[]>);
      failureToast('Failed to Save Notices', error, 'The notices could not be saved. Please try again.');
    },
  });

  const set = (kind: NoticeKind, change: Partial<FormValues[NoticeKind]>) =>
    setValues((v) => ({ ...v, [kind]: { ...v[kind], ...change } }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      ...Object.fromEntries(
        NOTICE_KINDS.map((k) => [k, { enabled: values[k].enabled, recipients: splitAddresses(values[k].addresses) }]),
      ),
      ...(version !== null ? { version } : {}),
    };
    const checked = noticeSettingsSchema.safeParse(body);
    if (!checked.success) {
      setErrors(fieldErrorsOf(checked.error));
      return;
    }
    setErrors({});
    save.mutate(checked.data);
  };

  return (
    <form className="adm-settings-form" onSubmit={submit} noValidate aria-labelledby="adm-notices-heading">
      <p className="adm-meta">
        An e-mail to these addresses each time something new arrives. Separate several addresses with commas.
      </p>
      {notices.fromEnvironment && <Callout intent="primary">{NOTICES_FROM_ENVIRONMENT_NOTE}</Callout>}
      {NOTICE_KINDS.map((kind) => (
        <fieldset key={kind}>
          <legend>{NOTICE_LABELS[kind]}</legend>
          <Checkbox
            checked={values[kind].enabled}
            label="Send a notice"
            onChange={(e) => set(kind, { enabled: e.currentTarget.checked })}
          />
          <Field id={`${id}-${kind}`} label="To" error={addressErrors(errors, kind)} hint={NOTICE_HINTS[kind]}>
            {(aria) => (
              <TextArea
                {...aria}
                value={values[kind].addresses}
                onChange={(e) => set(kind, { addresses: e.target.value })}
                rows={1}
                maxLength={2700}
                fill
              />
            )}
          </Field>
        </fieldset>
      ))}
      <Button type="submit" intent="primary" loading={save.isPending}>
        Save Notices
      </Button>
    </form>
  );
}
