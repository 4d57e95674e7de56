import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, FormGroup, InputGroup, Intent, Tag, TextArea } from '@blueprintjs/core';
import { call } from '../../api/call';
import { queryKeys } from '../../api/keys';
import { pageTextsQuery } from '../../api/queries';
import type { PageTextDto } from '../../api/types';
import { pageTextSchema } from '../../schemas/content';
import type { PageTextKey } from '../../lib/pageTexts';
import { PAGE_TEXT_EDITOR, PAGE_TEXT_KEYS } from '../../lib/pageTextPlaces';
import { AdminScreen } from '../common/AdminScreen';
import { QueryStates } from '../common/QueryStates';
import { failureToast, successToast } from '../common/failureToast';
import { firstFieldErrors } from '../home/formErrors';
import { useUnsavedChanges } from '../common/unsavedChanges';
import './pageTexts.css';
import { adminScreen } from '../screens';

/**
 * 'Page texts' (ADR 043): the organisation's own words on the about, history and donate pages, one form per
 * place. A text left empty is left off its page. Saves carry the version the admin opened (409 when stale), and
 * the desktop app may draft them offline.
 */
export function AdminPageTexts() {
  const list = useQuery(pageTextsQuery());
  return (
    <AdminScreen title={adminScreen('page-texts').label}>
      <p className="adm-page-texts-intro">
        What visitors read about the organisation, on the pages named above each text. Plain text: the lines you type
        are the lines shown, and blank lines separate paragraphs. A text left empty is left off its page.
      </p>
      <QueryStates
        query={list}
        loadingLabel="Loading page texts..."
        error={{ title: 'Could not load the page texts', description: 'Check your connection and try again.' }}
        isEmpty={() => false}
        empty={{ title: 'No page texts' }}
      >
        {(texts) => (
          <ul className="adm-page-texts">
            {PAGE_TEXT_KEYS.map((key) => (
              <li key={key} id={key}>
                <PageTextForm textKey={key} text={texts.find((t) => t.key === key)} />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </AdminScreen>
  );
}

function PageTextForm({ textKey, text }: { textKey: PageTextKey; text: PageTextDto | undefined }) {
  const place = PAGE_TEXT_EDITOR[textKey];
  const id = useId();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(text?.title ?? '');
  const [body, setBody] = useState(text?.body ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // What was last saved from here: the list reloads after a save, and a draft on the desktop is not in it yet.
  const [saved, setSaved] = useState({ title: text?.title ?? '', body: text?.body ?? '' });
  useUnsavedChanges(title !== saved.title || body !== saved.body);
  const save = useMutation({
    mutationFn: () =>
      call('adminPageTextSave', { params: { key: textKey }, body: { title, body, version: text?.version } }),
    meta: { adminCall: true },
    onSuccess: async () => {
      setSaved({ title, body });
      successToast('Saved', `${place.page} page: ${place.label} updated`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.pageTexts });
    },
    onError: (error) => failureToast('Error', error, 'Failed to save the text'),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = pageTextSchema.safeParse({ title, body, version: text?.version });
    if (!parsed.success) {
      setErrors(firstFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate();
  };
  const headingId = `${id}-heading`;
  return (
    <Card compact>
      <form aria-labelledby={headingId} onSubmit={submit} noValidate>
        <h2 id={headingId} className="adm-page-text-heading">
          {place.page} page: {place.label}{' '}
          {text?.isDemo && (
            <Tag minimal intent="warning">
              Sample
            </Tag>
          )}
          {!text?.body.trim() && <Tag minimal>Not shown: empty</Tag>}
        </h2>
        {place.defaultTitle != null && (
          <FormGroup
            label="Heading"
            labelFor={`${id}-title`}
            helperText={
              errors.title ??
              (place.defaultTitle === 'none'
                ? 'Leave empty for no heading.'
                : `Leave empty for the page's own: ${place.defaultTitle}.`)
            }
            intent={errors.title ? Intent.DANGER : Intent.NONE}
          >
            <InputGroup id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} fill />
          </FormGroup>
        )}
        <FormGroup
          label="Text"
          labelFor={`${id}-body`}
          helperText={errors.body ?? place.format}
          intent={errors.body ? Intent.DANGER : Intent.NONE}
        >
          <TextArea id={`${id}-body`} value={body} onChange={(e) => setBody(e.target.value)} rows={6} fill />
        </FormGroup>
        <Button type="submit" intent="primary" loading={save.isPending} text={`Save ${place.label}`} />
      </form>
    </Card>
  );
}
