import { useCallback, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from '../../../shared/schemas/zod';
import type { FormOutcome } from '@shared/forms/publicForms';

type Values = Record<string, string>;

/** A form schema fetched on demand: zod is a large library that a page should not wait for before it hydrates. */
export interface LazySchema<S extends z.ZodType> {
  current: S | null;
  load(): Promise<S>;
}

export function lazySchema<S extends z.ZodType>(importer: () => Promise<S>): LazySchema<S> {
  let pending: Promise<S> | null = null;
  const holder: LazySchema<S> = {
    current: null,
    load: () => (pending ??= importer().then((s) => (holder.current = s))),
  };
  return holder;
}

/**
 * Form state checked by a shared zod schema, the same one the server applies. A field's error shows once the
 * person changed it and left it (or typed in it, with `validateOnChange`), and every field's error on submit; they
 * update as the person types; submit runs only with valid, parsed data. Leaving a field untouched shows nothing: an
 * error appearing then would move the buttons below it away from the pointer that is about to press them.
 * `posted` is how the same form came out when the browser posted it itself: its typed values and the server's
 * field errors show until the person changes those fields.
 */
export function useZodForm<S extends z.ZodType>(
  source: LazySchema<S>,
  initial: Values,
  options: { validateOnChange?: boolean; posted?: FormOutcome | null } = {},
) {
  const formId = useId();
  // Null until loaded (also during server rendering, so the first browser render matches). It loads when the
  // person first enters a field or submits, not with the page: until then no error could show anyway, and a
  // visitor who only reads the page never downloads zod (docs/performance.md).
  const [schema, setSchema] = useState<S | null>(source.current);
  const want = useCallback(
    () =>
      source.load().then((s) => {
        setSchema(() => s);
        return s;
      }),
    [source],
  );
  const [postedValues] = useState<Values>(() =>
    options.posted && !options.posted.ok ? { ...initial, ...options.posted.values } : initial,
  );
  // Until the form is reset (sent again with scripts): then what was posted before is over.
  const [postedCurrent, setPostedCurrent] = useState(true);
  const serverErrors = postedCurrent && options.posted && !options.posted.ok ? options.posted.fieldErrors : {};
  const [values, setValues] = useState<Values>(postedValues);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [changed, setChanged] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);

  const errorsFor = useCallback(
    (v: Values): Record<string, string> => {
      if (!schema) return {};
      const result = schema.safeParse(v);
      if (result.success) return {};
      const out: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const key = String(issue.path[0] ?? '_');
        out[key] ??= issue.message;
      }
      return out;
    },
    [schema],
  );

  const allErrors = errorsFor(values);
  const visible = (name: string) =>
    submitted || touched[name] || (options.validateOnChange && values[name] !== initial[name]);
  const errors: Record<string, string | undefined> = {};
  for (const [k, msg] of Object.entries(serverErrors)) if (values[k] === postedValues[k]) errors[k] = msg;
  for (const [k, msg] of Object.entries(allErrors)) if (visible(k)) errors[k] = msg;

  const setValue = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));

  const field = (name: string) => {
    const id = `${formId}-${name}`;
    const error = errors[name];
    return {
      id,
      name,
      value: values[name] ?? '',
      onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
        setValue(name, e.target.value);
        setChanged((c) => (c[name] ? c : { ...c, [name]: true }));
      },
      onFocus: () => void want(),
      onBlur: () => {
        if (changed[name]) setTouched((t) => (t[name] ? t : { ...t, [name]: true }));
      },
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      error,
    };
  };

  const handleSubmit = (onValid: (data: z.output<S>) => void) => async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    // Submitted before any field was entered: the schema arrives now, and with it the errors to show.
    const result = (schema ?? (await want())).safeParse(values);
    if (!result.success) {
      // Move focus to the first field that needs attention so keyboard and screen-reader users land on it.
      const first = String(result.error.issues[0]?.path[0] ?? '');
      document.getElementById(`${formId}-${first}`)?.focus();
      return;
    }
    onValid(result.data);
  };

  const reset = () => {
    setValues(initial);
    setTouched({});
    setChanged({});
    setPostedCurrent(false);
    setSubmitted(false);
  };

  return { values, errors, field, setValue, handleSubmit, reset, isValid: Object.keys(allErrors).length === 0 };
}

export type ZodForm = ReturnType<typeof useZodForm>;
