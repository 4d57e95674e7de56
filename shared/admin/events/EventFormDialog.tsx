import { useEffect, useId, useState } from 'react';
import { useUnsavedChanges } from '../common/unsavedChanges';
import { PartyAndQuestionsFields } from './PartyAndQuestionsFields';
import {
  Button,
  Callout,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  HTMLSelect,
  InputGroup,
  Radio,
  RadioGroup,
  Switch,
  TextArea,
} from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { adminEventWaitlistQuery, siteSettingsQuery } from '../../api/queries';
import { eventCategoriesOf, sameCategory } from '../../lib/eventCategories';
import { isEventPast } from '../../lib/eventSchedule';
import {
  emptyEventForm,
  formFactOf,
  formValuesOf,
  seriesPreview,
  validateEventForm,
  validateRepeat,
  type EventFormValues,
  type RepeatKind,
  type FieldErrors,
} from './eventForm';
import type { EventDto } from '../../api/types';
import { Field } from '../common/Field';
import { AdminImageUpload, pictureProblem, type ImageUploadStatus } from '../common/AdminImageUpload';
import { countOf } from '../../lib/plural';
import { formatShortDate } from '../../lib/eventTime';
import type { SeriesScope } from '../../schemas/eventSeries';
import { TOLD_TO_REGISTRANTS } from '../../lib/eventFacts';

interface Props {
  /** The event being edited, or null to create one. */
  event: EventDto | null;
  isOpen: boolean;
  saving: boolean;
  /** Field errors the server answered with (400), shown like the dialog's own. */
  serverErrors: FieldErrors;
  /** Create only: an event whose fields the new one starts from (Duplicate), its date left for the admin to pick. */
  template?: EventDto | null;
  /**
   * `notify`: the admin asked to tell the registrants about a new date, time or place; `scope`: on a date of a
   * series, whether the change is for it alone or also every later date.
   */
  onSubmit(values: EventFormValues, notify: boolean, scope: SeriesScope): void;
  onClose(): void;
}

/** The settings' categories, and the event's own when it has one the list no longer holds. */
const categoryChoices = (list: readonly string[], current: string): string[] =>
  current && !list.some((c) => sameCategory(c, current)) ? [...list, current] : [...list];

/** Create and Edit share one dialog: the same fields, checked with the schema the server uses. */
export function EventFormDialog({ event, template = null, isOpen, saving, serverErrors, onSubmit, onClose }: Props) {
  const id = useId();
  const [values, setValues] = useState<EventFormValues>(emptyEventForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  // A new upload round each time the dialog opens, so the uploader forgets the last file.
  const [round, setRound] = useState(0);
  const [notify, setNotify] = useState(true);
  const [scope, setScope] = useState<SeriesScope>('this');
  const [picture, setPicture] = useState<ImageUploadStatus>('idle');
  const settings = useQuery({ ...siteSettingsQuery(), enabled: isOpen });
  const categories = settings.data ? eventCategoriesOf(settings.data) : [];

  useEffect(() => {
    if (!isOpen) return;
    setValues(event ? formValuesOf(event) : template ? { ...formValuesOf(template), date: '' } : emptyEventForm);
    setErrors({});
    setNotify(true);
    setScope('this');
    setRound((r) => r + 1);
  }, [isOpen, event, template]);

  // Registrants are asked about only when what they planned around moved.
  const opened = event ? formValuesOf(event) : null;
  const moved =
    !!opened &&
    (event?.status ?? 'scheduled') === 'scheduled' &&
    event!.currentRegistrations > 0 &&
    TOLD_TO_REGISTRANTS.some((k) => formFactOf(values, k) !== formFactOf(opened, k));

  // More room, or registration opened again, registers people from the waiting list and mails them on save
  // (the server's fillFreedSeats): the admin is told how many before saving, never after.
  // Not on the render before the form holds the event's values: the empty form's "no limit" would read the waiting
  // list of every event opened (a needless request, and an error logged while the desktop app is offline).
  const promoted = values === emptyEventForm ? null : promotedOnSave(event, values);
  const waitlist = useQuery({ ...adminEventWaitlistQuery(event?.id ?? ''), enabled: isOpen && promoted !== null });
  const promotedCount = promoted === null || !waitlist.data ? 0 : Math.min(waitlist.data.length, promoted);

  useEffect(() => setErrors((e) => ({ ...e, ...serverErrors })), [serverErrors]);
  // An open form with edits asks before the screen is left (or the window closed), as every admin form does.
  useUnsavedChanges(isOpen && !saving && JSON.stringify(values) !== JSON.stringify(opened ?? emptyEventForm));

  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const text = (key: keyof EventFormValues) => ({
    value: values[key] as string,
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as never),
  });

  function submit(e: { preventDefault(): void }) {
    e.preventDefault();
    const found = { ...validateEventForm(values), ...(event ? {} : validateRepeat(values)) };
    // Never saved as if it had the picture the admin chose while that picture is not attached.
    const problem = pictureProblem(picture);
    if (problem) found.imageUrl = [problem];
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values, moved && notify, event?.seriesId ? scope : 'this');
  }

  const currentImage = event?.imageUrl ?? null;
  const title = event ? 'Edit Event' : template ? 'Duplicate Event' : 'Create Event';
  const preview = event ? [] : seriesPreview(values);
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      portalClassName="adm"
      className="adm-event-dialog"
      canOutsideClickClose={!saving}
    >
      <form onSubmit={submit} noValidate aria-label={title}>
        <DialogBody>
          <Field id={`${id}-title`} label="Title" error={errors.title}>
            {(aria) => <InputGroup {...aria} {...text('title')} maxLength={200} />}
          </Field>
          <Field id={`${id}-description`} label="Description" error={errors.description}>
            {(aria) => <TextArea {...aria} {...text('description')} rows={4} fill />}
          </Field>
          <div className="adm-event-form-row">
            <Field id={`${id}-date`} label="Date" error={errors.date}>
              {(aria) => <InputGroup {...aria} {...text('date')} type="date" />}
            </Field>
            <Field id={`${id}-start`} label="Starts" error={errors.startTime ?? errors.time}>
              {(aria) => <InputGroup {...aria} {...text('startTime')} type="time" disabled={values.allDay} />}
            </Field>
            <Field id={`${id}-end`} label="Ends" error={errors.endTime} hint="Leave empty if it has no set end.">
              {(aria) => <InputGroup {...aria} {...text('endTime')} type="time" disabled={values.allDay} />}
            </Field>
          </div>
          <Checkbox
            checked={values.allDay}
            label="All day"
            onChange={(e) => {
              set('allDay', e.currentTarget.checked);
              setErrors((errs) => ({ ...errs, startTime: undefined, endTime: undefined, time: undefined }));
            }}
          />
          {values.unreadTime !== null && !values.allDay && !values.startTime && (
            <Callout intent="warning" className="adm-event-unread-time">
              {`The time “${values.unreadTime}” could not be read as a time. Visitors see it as written until you set when the event starts, or mark it all day.`}
            </Callout>
          )}
          <Field id={`${id}-category`} label="Category" error={errors.category}>
            {(aria) => (
              <HTMLSelect
                {...aria}
                value={values.category}
                onChange={(e) => {
                  const next = e.currentTarget.value;
                  set('category', next);
                  // A workday records hours unless the admin says otherwise; choosing it again is no reason to undo that.
                  if (sameCategory(next, 'Workday')) set('recordsHours', true);
                }}
              >
                <option value="">None</option>
                {categoryChoices(categories, values.category).map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </HTMLSelect>
            )}
          </Field>
          <Checkbox
            checked={values.recordsHours}
            label="Check-in records volunteer hours (the event's length, correctable at check-in)"
            onChange={(e) => set('recordsHours', e.currentTarget.checked)}
          />
          {!event && (
            <div className="adm-event-form-row">
              <Field id={`${id}-repeat`} label="Repeats" error={errors.repeat}>
                {(aria) => (
                  <HTMLSelect
                    {...aria}
                    value={values.repeat}
                    onChange={(e) => set('repeat', e.currentTarget.value as RepeatKind)}
                  >
                    <option value="none">Does not repeat</option>
                    <option value="weekly">Every week</option>
                    <option value="fortnightly">Every two weeks</option>
                    <option value="monthly">Every month, on the same weekday</option>
                    <option value="dates">On dates I choose</option>
                  </HTMLSelect>
                )}
              </Field>
              {values.repeat === 'dates' ? (
                <Field
                  id={`${id}-repeat-dates`}
                  label="Other dates"
                  error={errors.repeatDates}
                  hint="One a line, like 2027-05-08"
                >
                  {(aria) => <TextArea {...aria} {...text('repeatDates')} rows={3} fill />}
                </Field>
              ) : values.repeat !== 'none' ? (
                <Field id={`${id}-repeat-until`} label="Until" error={errors.repeatUntil}>
                  {(aria) => <InputGroup {...aria} {...text('repeatUntil')} type="date" />}
                </Field>
              ) : null}
            </div>
          )}
          {preview.length > 0 && (
            <p className="adm-meta adm-series-preview" aria-live="polite">
              {`Makes ${countOf(preview.length, 'event')}, each with its own seats: ${preview.map((d) => formatShortDate(`${d}T12:00:00Z`)).join(', ')}.`}
            </p>
          )}
          <Field id={`${id}-location`} label="Location" error={errors.location}>
            {(aria) => <InputGroup {...aria} {...text('location')} maxLength={200} />}
          </Field>
          <Field id={`${id}-capacity`} label="Max capacity" error={errors.maxCapacity} hint="Leave empty for no limit.">
            {(aria) => <InputGroup {...aria} {...text('maxCapacity')} inputMode="numeric" />}
          </Field>
          {promotedCount > 0 && (
            <Callout intent="warning" className="adm-event-promotes">
              {`${values.maxCapacity.trim() === '' ? 'Removing the capacity limit' : values.isActive && !event!.isActive ? 'Opening registration' : 'Raising capacity'} will register ${countOf(promotedCount, 'person', 'people')} from the waiting list and e-mail them.`}
            </Callout>
          )}
          <PartyAndQuestionsFields id={id} values={values} errors={errors} set={set} />
          <Switch
            checked={values.isActive}
            label="Active (shown on the events page)"
            onChange={(e) => set('isActive', e.currentTarget.checked)}
          />
          <fieldset className="adm-event-image">
            <legend>Image</legend>
            {values.imageUrl && values.imageUrl === currentImage ? (
              <div className="adm-event-thumbnail">
                <img src={currentImage} alt="Current image" loading="lazy" />
                <Button size="small" variant="outlined" text="Remove Image" onClick={() => set('imageUrl', null)} />
              </div>
            ) : currentImage && !values.imageUrl ? (
              <p className="adm-meta">
                The current image will be removed.{' '}
                <Button
                  size="small"
                  variant="outlined"
                  text="Keep Current Image"
                  onClick={() => set('imageUrl', currentImage)}
                />
              </p>
            ) : null}
            {errors.imageUrl?.length ? (
              <p className="adm-field-error" role="alert">
                {errors.imageUrl[0]}
              </p>
            ) : null}
            <AdminImageUpload
              key={round}
              label={currentImage ? 'Replace with a new image' : 'Image file'}
              onUploaded={(url) => set('imageUrl', url)}
              onCleared={() => set('imageUrl', null)}
              onStatusChange={setPicture}
            />
          </fieldset>
          <Field id={`${id}-recap`} label="Event recap (shown on past events)" error={errors.eventContent}>
            {(aria) => <TextArea {...aria} {...text('eventContent')} rows={3} fill />}
          </Field>
          {event?.seriesId && (
            <RadioGroup
              label="Change"
              selectedValue={scope}
              onChange={(e) => setScope(e.currentTarget.value as SeriesScope)}
            >
              <Radio value="this" label="This event only" />
              <Radio value="following" label="This event and all later dates of the series" />
            </RadioGroup>
          )}
          {moved && (
            <Checkbox
              checked={notify}
              label={`E-mail the ${countOf(event!.currentRegistrations, 'registered person', 'registered people')} about the new date, time or place`}
              onChange={(e) => setNotify(e.currentTarget.checked)}
            />
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text="Cancel" onClick={onClose} disabled={saving} />
              <Button type="submit" intent="primary" loading={saving} text={event ? 'Save Changes' : 'Create Event'} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}

/**
 * How many seats saving would free for the waiting list (at most; the list may be shorter), or null when the save
 * frees none that were not free before: only a higher capacity, no limit, or registration opened again does.
 */
function promotedOnSave(event: EventDto | null, values: EventFormValues): number | null {
  if (!event || event.status !== 'scheduled' || !values.isActive || isEventPast(event)) return null;
  const text = values.maxCapacity.trim();
  if (text !== '' && !/^\d+$/.test(text)) return null;
  const after = text === '' ? null : Number(text);
  const roomAfter = after === null ? Number.POSITIVE_INFINITY : after - event.currentRegistrations;
  const roomBefore = !event.isActive
    ? 0
    : event.maxCapacity === null
      ? Number.POSITIVE_INFINITY
      : event.maxCapacity - event.currentRegistrations;
  return roomAfter > 0 && roomAfter > Math.max(0, roomBefore) ? roomAfter : null;
}
