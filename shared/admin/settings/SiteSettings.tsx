import { useId, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Callout, Classes, InputGroup, TextArea } from '@blueprintjs/core';
import { Add, ArrowDown, ArrowUp, Trash } from '@blueprintjs/icons';
import { siteSettingsQuery } from '../../api/queries';
import { queryKeys } from '../../api/keys';
import { failureBody } from '../../api/http';
import { call } from '../../api/call';
import type { SiteSettingsDto } from '../../api/types';
import { fieldErrorsOf } from '../../schemas/common';
import { MAX_BOARD_MEMBERS, siteSettingsSchema, type SiteSettingsInput } from '../../schemas/settings';
import { AdminScreen } from '../common/AdminScreen';
import { QueryStates } from '../common/QueryStates';
import { failureToast, successToast } from '../common/failureToast';
import { bodyOf, formValuesOf, moveMember, type SettingsErrors, type SettingsFormValues } from './settingsForm';
import './settings.css';
import { Field } from '../common/Field';
import { LogoField } from './LogoField';
import { NoticeSettings } from './NoticeSettings';
import { useUnsavedChanges } from '../common/unsavedChanges';
import { adminScreen } from '../screens';

export const SETTINGS_CONFLICT_NOTE =
  'Someone else changed the site settings since you opened them. Their values are shown now; make your changes again and save.';

/** The boxes of each board member, in order. */
const BOARD_PARTS = [
  ['name', 'Name'],
  ['role', 'Role'],
] as const;

/** Site Settings (/admin/settings): the organisation's details every public page, e-mail and calendar shows. */
export function SiteSettingsScreen() {
  const query = useQuery({ ...siteSettingsQuery(), refetchOnMount: 'always' });
  return (
    <AdminScreen title={adminScreen('settings').label}>
      <QueryStates
        query={query}
        loadingLabel="Loading the site settings..."
        error={{
          title: 'Error Loading Settings',
          description: 'The site settings could not be loaded.',
          reloads: true,
        }}
        isEmpty={() => false}
        empty={{ title: 'No Settings' }}
      >
        {(loaded) => (
          <>
            <SettingsForm settings={loaded} />
            {/* Below the organisation's details, asked for once those are on screen. */}
            <NoticeSettings />
          </>
        )}
      </QueryStates>
    </AdminScreen>
  );
}

function SettingsForm({ settings }: { settings: SiteSettingsDto }) {
  const id = useId();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<SettingsFormValues>(() => formValuesOf(settings));
  // What the site (or this computer's draft) holds: leaving asks first while the form differs from it.
  const [savedValues, setSavedValues] = useState<SettingsFormValues>(() => formValuesOf(settings));
  useUnsavedChanges(JSON.stringify(values) !== JSON.stringify(savedValues));
  // The version the next save names: the one loaded, a save's own, or the newer one a 409 brought.
  const [version, setVersion] = useState(settings.version);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [conflict, setConflict] = useState(false);
  const [status, setStatus] = useState('');

  const focusFirstError = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const save = useMutation({
    meta: { adminCall: true },
    mutationFn: ({ body }: { body: SiteSettingsInput; sent: SettingsFormValues }) =>
      call('adminSiteSettingsSave', { body }),
    onSuccess: (saved, { sent }) => {
      setConflict(false);
      setSavedValues(sent);
      if (typeof saved.version === 'number' && !saved.draft) setVersion(saved.version);
      // Public pages in this tab read the organisation from this entry: they show the new details at once.
      if (!saved.draft) queryClient.setQueryData(queryKeys.siteSettings, saved);
      successToast(
        'Settings Saved',
        saved.draft ? 'Saved on this computer; it is sent when the site can be reached.' : 'The site shows them now.',
      );
    },
    onError: (error) => {
      const current = failureBody(error, 409)?.current as SiteSettingsDto | undefined;
      if (current && typeof current === 'object') {
        setValues(formValuesOf(current));
        setSavedValues(formValuesOf(current));
        setVersion(current.version);
        setErrors({});
        setConflict(true);
        queryClient.setQueryData(queryKeys.siteSettings, current);
      }
      const fieldErrors = failureBody(error, 400)?.fieldErrors;
      if (fieldErrors && typeof fieldErrors === 'object') {
        setErrors(fieldErrors as SettingsErrors);
        focusFirstError();
      }
      failureToast('Failed to Save Settings', error, 'The settings could not be saved. Please try again.');
    },
  });

  // A list's errors name the list or one of its lines ('eventCategories.2'): all show under its one box.
  const errorsUnder = (path: string) => {
    const found = Object.entries(errors).flatMap(([key, list]) =>
      key === path || key.startsWith(`${path}.`) ? (list ?? []) : [],
    );
    return found.length > 0 ? [...new Set(found)] : undefined;
  };
  const set = (path: string, value: string) => {
    setValues((v) => {
      const [group, key] = path.split('.') as [keyof SettingsFormValues, string | undefined];
      if (!key) return { ...v, [group]: value };
      return { ...v, [group]: { ...(v[group] as Record<string, string>), [key]: value } };
    });
    setErrors((e) => ({ ...e, [path]: undefined }));
  };

  const text = (path: string, label: string, o: { hint?: string; type?: string; max?: number } = {}) => {
    const [group, key] = path.split('.');
    const source = values as unknown as Record<string, Record<string, string> | string>;
    const value = key ? (source[group] as Record<string, string>)[key] : (source[group] as string);
    return (
      <Field id={`${id}-${path}`} label={label} error={errors[path]} hint={o.hint}>
        {(aria) => (
          <InputGroup
            {...aria}
            type={o.type ?? 'text'}
            value={value}
            maxLength={o.max}
            onValueChange={(v) => set(path, v)}
          />
        )}
      </Field>
    );
  };

  const setBoard = (board: SettingsFormValues['board']) => {
    setValues((v) => ({ ...v, board }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !k.startsWith('board'))));
  };

  /** A move button at the list's end: looks and reads unavailable, yet keeps the focus. */
  const atEnd = (end: boolean) => ({ 'aria-disabled': end, className: end ? Classes.DISABLED : undefined });

  const move = (index: number, step: -1 | 1) => {
    const member = values.board[index];
    setBoard(moveMember(values.board, index, step));
    setStatus(`${member.name || 'Board member'} moved to place ${index + step + 1} of ${values.board.length}.`);
    // The buttons move with the row; keep the focus on the one pressed, in its new place.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>(`[data-board-move="${index + step}:${step}"]`)?.focus(),
    );
  };

  function submit(e: { preventDefault(): void }) {
    e.preventDefault();
    if (save.isPending) return;
    const body = bodyOf(values, version);
    const checked = siteSettingsSchema.safeParse(body);
    if (!checked.success) {
      setErrors(fieldErrorsOf(checked.error));
      focusFirstError();
      return;
    }
    setErrors({});
    // The schema has just taken it, so the body is what the route takes, whatever the form's texts held.
    save.mutate({ body: body as SiteSettingsInput, sent: values });
  }

  return (
    <form ref={formRef} className="adm-settings-form" onSubmit={submit} noValidate aria-label="Site settings">
      {conflict && (
        <Callout intent="warning" role="alert">
          {SETTINGS_CONFLICT_NOTE}
        </Callout>
      )}
      <fieldset>
        <legend>Organisation</legend>
        <div className="adm-settings-grid">
          {text('name', 'Organisation name', { max: 150 })}
          {text('abbreviation', 'Short name', { hint: 'An abbreviation, e.g. FMP', max: 20 })}
          {text('tagline', 'Tagline', { hint: 'Under the name on the home page', max: 200 })}
          {text('preserveName', 'Preserve name', { hint: 'The place, as the pages name it', max: 150 })}
          {text('acres', 'Size in acres', { hint: 'Leave empty to leave it off the pages', max: 10 })}
          {text('foundingYear', 'Founding year', { type: 'text', max: 4 })}
          {text('admission', 'Admission', { hint: 'E.g. Free for everyone; leave empty to say nothing', max: 200 })}
          {text('taxStatus', 'Tax status', {
            hint: 'E.g. Nonprofit 501(c)(3) public charity; leave empty to say nothing',
            max: 200,
          })}
          {text('ein', 'EIN', { hint: 'Like 12-3456789; leave empty to leave it off the pages', max: 10 })}
        </div>
        <Field
          id={`${id}-openingHours`}
          label="Opening hours"
          error={errors.openingHours}
          hint="The lines you type are the lines visitors see"
        >
          {(aria) => (
            <TextArea
              {...aria}
              value={values.openingHours}
              onChange={(e) => set('openingHours', e.target.value)}
              rows={2}
              maxLength={500}
              fill
            />
          )}
        </Field>
        <LogoField
          value={values.logoUrl}
          saved={savedValues.logoUrl}
          error={errors.logoUrl}
          onChange={(url) => set('logoUrl', url)}
        />
      </fieldset>
      <fieldset>
        <legend>Contact</legend>
        <div className="adm-settings-grid">
          {text('postalAddress.line1', 'Street or P.O. Box', { max: 150 })}
          {text('postalAddress.town', 'Town', { max: 100 })}
          {text('postalAddress.state', 'State', { max: 50 })}
          {text('postalAddress.postcode', 'ZIP code', { max: 10 })}
          {text('email', 'Email', { type: 'email', max: 254 })}
          {text('phone', 'Phone', {
            type: 'tel',
            hint: 'Digits, spaces and + ( ) - only, e.g. (609) 555-0142',
            max: 30,
          })}
        </div>
      </fieldset>
      <fieldset>
        <legend>Links</legend>
        <div className="adm-settings-grid">
          {text('donationUrl', 'Donation page address', { type: 'url', hint: 'Where GIVE NOW leads' })}
          {text('locationUrl', 'Map link', { type: 'url', hint: 'Used when the preserve has no coordinates' })}
          {text('social.facebook', 'Facebook', { type: 'url', hint: 'Optional' })}
          {text('social.twitter', 'Twitter', { type: 'url', hint: 'Optional' })}
          {text('social.instagram', 'Instagram', { type: 'url', hint: 'Optional' })}
        </div>
      </fieldset>
      <fieldset>
        <legend>Preserve location</legend>
        <p className="adm-meta">
          Where events take place: search results, calendar files and the map link show this address, not the postal
          one.
        </p>
        <div className="adm-settings-grid">
          {text('preserveLocation.name', 'Preserve name on maps', { hint: 'Empty: the preserve name', max: 150 })}
          {text('preserveLocation.street', 'Street address', { max: 150 })}
          {text('preserveLocation.town', 'Preserve town', { max: 100 })}
          {text('preserveLocation.state', 'Preserve state', { max: 50 })}
          {text('preserveLocation.postcode', 'Preserve ZIP code', { max: 10 })}
          {text('preserveLocation.coordinates', 'Coordinates', {
            hint: 'Latitude, longitude as a map shows them, e.g. 40.3779, -74.6135',
            max: 40,
          })}
        </div>
      </fieldset>
      <fieldset>
        <legend>Events</legend>
        <Field
          id={`${id}-eventCategories`}
          label="Event categories"
          error={errorsUnder('eventCategories')}
          hint="One per line, in the order the events page offers them as filters, e.g. Walk, Workday, Talk"
        >
          {(aria) => (
            <TextArea
              {...aria}
              value={values.eventCategories.join('\n')}
              onChange={(e) => setValues((v) => ({ ...v, eventCategories: e.target.value.split('\n') }))}
              rows={5}
              fill
            />
          )}
        </Field>
      </fieldset>
      <fieldset>
        <legend>Board of trustees</legend>
        {values.board.length === 0 && (
          <p className="adm-meta">No board members: the About page leaves the board out.</p>
        )}
        <ol className="adm-board-list">
          {values.board.map((member, index) => {
            const who = member.name || `member ${index + 1}`;
            return (
              <li key={index} className="adm-board-member">
                {BOARD_PARTS.map(([part, label]) => (
                  <Field
                    key={part}
                    id={`${id}-board-${index}-${part}`}
                    label={`${label} (${index + 1})`}
                    error={errors[`board.${index}.${part}`]}
                  >
                    {(aria) => (
                      <InputGroup
                        {...aria}
                        value={member[part]}
                        maxLength={100}
                        onValueChange={(v) =>
                          setBoard(values.board.map((m, i) => (i === index ? { ...m, [part]: v } : m)))
                        }
                      />
                    )}
                  </Field>
                ))}
                <div className="adm-board-buttons">
                  {/* At the list's ends a move button stays focusable (aria-disabled): focus follows the moved row to
                      the top or bottom and stays on the button pressed, instead of being lost. */}
                  <Button
                    icon={<ArrowUp />}
                    aria-label={`Move ${who} up`}
                    data-board-move={`${index}:-1`}
                    {...atEnd(index === 0)}
                    onClick={() => index > 0 && move(index, -1)}
                  />
                  <Button
                    icon={<ArrowDown />}
                    aria-label={`Move ${who} down`}
                    data-board-move={`${index}:1`}
                    {...atEnd(index === values.board.length - 1)}
                    onClick={() => index < values.board.length - 1 && move(index, 1)}
                  />
                  <Button
                    icon={<Trash />}
                    intent="danger"
                    aria-label={`Remove ${who}`}
                    onClick={() => {
                      setBoard(values.board.filter((_, i) => i !== index));
                      setStatus(`${who} removed from the board list.`);
                    }}
                  />
                </div>
              </li>
            );
          })}
        </ol>
        <Button
          icon={<Add />}
          disabled={values.board.length >= MAX_BOARD_MEMBERS}
          onClick={() => {
            setBoard([...values.board, { name: '', role: 'Trustee' }]);
            requestAnimationFrame(() => document.getElementById(`${id}-board-${values.board.length}-name`)?.focus());
          }}
        >
          Add board member
        </Button>
        {errors.board && <p className="bp6-text-muted">{errors.board[0]}</p>}
      </fieldset>
      <p className="adm-visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      <Button type="submit" intent="primary" loading={save.isPending}>
        Save Settings
      </Button>
    </form>
  );
}
