import { useId, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Callout, Card, FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import { History, Media } from '@blueprintjs/icons';
import { failureBody } from '../../api/http';
import { call } from '../../api/call';
import { refreshEvents } from '../events/eventWrites';
import { galleryQuery, siteSettingsQuery } from '../../api/queries';
import {
  imagePathsFrom,
  isStoredImagePath,
  NOT_A_STORED_IMAGE,
  pastEventRows,
  type PastEventOrganisation,
  type PastEventRow,
} from '../../lib/pastEvents';
import { toast } from '../../ui/toast';
import { failureToast, successToast } from '../common/failureToast';
import { Field } from '../common/Field';
import { countOf } from '../../lib/plural';
import { StoredImagePicker } from './StoredImagePicker';
import './dashboard.css';

type RowField = Exclude<keyof PastEventRow, 'imageUrl'>;
type RowErrors = Partial<Record<keyof PastEventRow, string[]>>;

/** A line of the box as the preview shows it: the rules' proposal with the volunteer's changes laid over it. */
interface PreviewRow {
  key: string;
  row: PastEventRow;
  /** Why this path will not be created, when it is not a stored image. */
  problem: string | null;
}

const keyOf = (index: number, path: string) => `${index}:${path}`;

/** The field errors of a 400 answer, by the index of the row sent and its field ('events.2.imageUrl'). */
function rowErrorsOf(error: unknown): Map<number, RowErrors> {
  const out = new Map<number, RowErrors>();
  const fieldErrors = failureBody(error, 400)?.fieldErrors;
  if (!fieldErrors || typeof fieldErrors !== 'object') return out;
  for (const [key, messages] of Object.entries(fieldErrors as Record<string, string[]>)) {
    const m = /^events\.(\d+)\.(\w+)$/.exec(key);
    if (!m) continue;
    const errors = out.get(Number(m[1])) ?? {};
    errors[m[2] as keyof PastEventRow] = messages;
    out.set(Number(m[1]), errors);
  }
  return out;
}

/**
 * The bulk past-event creator on the dashboard: stored pictures in, one inactive past event per picture out. The
 * rules propose each event (the annual meeting of the path's year, at the preserve); the preview is a form where
 * every proposal can be changed before anything is sent. A path that is not a picture the site stores is flagged
 * and left out, and the site checks again: the rows are created all together or not at all.
 */
export function BulkPastEvents({ organisation }: { organisation: PastEventOrganisation }) {
  const id = useId();
  const queryClient = useQueryClient();
  // The site's own settings where they are at hand (the desktop app passes none), so the place is the preserve's.
  const settings = useQuery(siteSettingsQuery());
  const org = settings.data ?? organisation;
  // A stored path carries no year: the gallery row behind it does (a year in its title, else its upload's).
  const gallery = useQuery(galleryQuery());
  const known = useMemo(() => {
    const byPath = new Map((gallery.data ?? []).map((image) => [image.imageUrl, image]));
    return (path: string) => byPath.get(path);
  }, [gallery.data]);
  const [text, setText] = useState('');
  const [edits, setEdits] = useState<Record<string, Partial<PastEventRow>>>({});
  const [errors, setErrors] = useState<Record<string, RowErrors>>({});
  // Stored-looking paths whose picture did not load: nothing is behind them.
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const [picking, setPicking] = useState(false);

  const preview: PreviewRow[] = useMemo(
    () =>
      pastEventRows(text, org, new Date(), known).map((proposed, index) => {
        const key = keyOf(index, proposed.imageUrl);
        const row = { ...proposed, ...edits[key] };
        const stored = isStoredImagePath(row.imageUrl) && !broken.has(row.imageUrl);
        return { key, row, problem: stored ? null : NOT_A_STORED_IMAGE };
      }),
    [text, org, known, edits, broken],
  );
  const creatable = preview.filter((p) => p.problem === null && !errors[p.key]?.imageUrl);
  const flagged = preview.length - creatable.length;

  const setField = (key: string, field: RowField) => (value: string) => {
    setEdits((e) => ({ ...e, [key]: { ...e[key], [field]: value } }));
    setErrors((e) => (e[key]?.[field] ? { ...e, [key]: { ...e[key], [field]: undefined } } : e));
  };

  const create = useMutation({
    meta: { adminCall: true },
    mutationFn: (list: PreviewRow[]) => call('adminPastEventsCreate', { body: { events: list.map((p) => p.row) } }),
    onSuccess: (created, list) => {
      successToast(
        'Past Events Created!',
        `${countOf(created.length, 'past event was', 'past events were')} created as inactive events.`,
      );
      // What was created leaves the box; a flagged path stays so the volunteer can put it right.
      const done = new Set(list.map((p) => p.key));
      const left = preview.filter((p) => !done.has(p.key)).map((p) => p.row.imageUrl);
      setText(left.join('\n'));
      setEdits({});
      setErrors({});
    },
    onError: (error, list) => {
      const byIndex = rowErrorsOf(error);
      const next: Record<string, RowErrors> = {};
      for (const [index, rowErrors] of byIndex) if (list[index]) next[list[index].key] = rowErrors;
      setErrors(next);
      failureToast('Failed to Create Events', error, 'None of the events were created. Please try again.');
    },
    onSettled: async () => {
      await refreshEvents(queryClient);
    },
  });

  function start() {
    if (creatable.length === 0) {
      toast({
        title: 'No Events to Create',
        description:
          preview.length === 0
            ? 'Enter at least one image path, one per line, or pick stored images.'
            : 'None of the paths is a stored image. Pick stored images instead.',
        variant: 'destructive',
      });
      return;
    }
    create.mutate(creatable);
  }

  function addPaths(paths: string[]) {
    const have = new Set(imagePathsFrom(text));
    const fresh = paths.filter((p) => !have.has(p));
    if (fresh.length) setText((t) => [...imagePathsFrom(t), ...fresh].join('\n'));
  }

  return (
    <Card className="adm-bulk adm-section">
      <h2 id={`${id}-title`}>Bulk Past Events</h2>
      <p className="adm-meta">
        Each picture becomes one past event, inactive, with its picture on the Past Events page. Every event starts as
        the “{org.abbreviation} Annual Meeting” of the year in its path (for example /2019/), else of this year, on June
        15 at 10:00 AM at the preserve; change any of it in the preview before creating.
      </p>
      <p className="adm-meta" id={`${id}-where`}>
        Only pictures stored on this site can be used. Every photo uploaded to the gallery (or to an event) is stored,
        with a path like /objects/uploads/… : choose them with Pick Stored Images, or paste paths one per line. To use a
        photo that is not on the site yet, upload it to the gallery first.
      </p>
      <Button icon={<Media />} onClick={() => setPicking(true)} disabled={create.isPending}>
        Pick Stored Images
      </Button>
      <FormGroup label="Image paths (one per line)" labelFor={`${id}-paths`} className="adm-bulk-paths">
        <TextArea
          id={`${id}-paths`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={4}
          fill
          disabled={create.isPending}
          aria-describedby={`${id}-where`}
          placeholder={'/objects/uploads/…'}
        />
      </FormGroup>
      {preview.length > 0 && (
        <section className="adm-bulk-preview" aria-labelledby={`${id}-preview`}>
          <h3 id={`${id}-preview`}>
            Preview: {countOf(creatable.length, 'event')} will be created
            {flagged > 0 && `, ${countOf(flagged, 'path')} will not`}
          </h3>
          <ol className="adm-bulk-rows">
            {preview.map((p, index) => (
              <PreviewRowForm
                key={p.key}
                id={`${id}-row${index}`}
                number={index + 1}
                preview={p}
                errors={errors[p.key] ?? {}}
                disabled={create.isPending}
                onChange={(field) => setField(p.key, field)}
                onBroken={() => setBroken((b) => new Set(b).add(p.row.imageUrl))}
              />
            ))}
          </ol>
        </section>
      )}
      <Button intent="primary" icon={<History />} loading={create.isPending} onClick={start}>
        {creatable.length > 0 ? `Create ${countOf(creatable.length, 'Past Event')}` : 'Create Past Events'}
      </Button>
      <StoredImagePicker
        isOpen={picking}
        onClose={() => setPicking(false)}
        onChoose={(paths) => {
          addPaths(paths);
          setPicking(false);
        }}
      />
    </Card>
  );
}

function PreviewRowForm({
  id,
  number,
  preview: { row, problem },
  errors,
  disabled,
  onChange,
  onBroken,
}: {
  id: string;
  number: number;
  preview: PreviewRow;
  errors: RowErrors;
  disabled: boolean;
  onChange(field: RowField): (value: string) => void;
  onBroken(): void;
}) {
  const imageProblem = problem ?? errors.imageUrl?.[0] ?? null;
  const text = (field: RowField, label: string) => (
    <Field id={`${id}-${field}`} label={label} error={errors[field]}>
      {(aria) => (
        <InputGroup
          {...aria}
          type={field === 'date' ? 'date' : 'text'}
          value={row[field]}
          onValueChange={onChange(field)}
          disabled={disabled}
        />
      )}
    </Field>
  );
  return (
    <li className={`adm-bulk-row${imageProblem ? ' is-flagged' : ''}`} data-path={row.imageUrl}>
      <fieldset aria-labelledby={`${id}-legend`}>
        <legend id={`${id}-legend`}>
          Event {number}: {imageProblem ? 'will not be created' : row.title}
        </legend>
        <div className="adm-bulk-image">
          {problem === null && (
            <img src={row.imageUrl} alt="" width={120} height={90} loading="lazy" onError={onBroken} />
          )}
          <code>{row.imageUrl}</code>
        </div>
        {imageProblem ? (
          <Callout intent="danger" compact>
            {imageProblem}
          </Callout>
        ) : (
          <div className="adm-bulk-fields">
            {text('title', 'Title')}
            {text('date', 'Date')}
            {text('time', 'Time')}
            {text('location', 'Location')}
            <Field id={`${id}-description`} label="Description" error={errors.description}>
              {(aria) => (
                <TextArea
                  {...aria}
                  value={row.description}
                  onChange={(e) => onChange('description')(e.target.value)}
                  rows={3}
                  fill
                  disabled={disabled}
                />
              )}
            </Field>
          </div>
        )}
      </fieldset>
    </li>
  );
}
