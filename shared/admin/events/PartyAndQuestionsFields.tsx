import { Button, Checkbox, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { Add, Trash } from '@blueprintjs/icons';
import { Field } from '../common/Field';
import { MAX_QUESTIONS, type QuestionKind } from '../../lib/eventQuestions';
import type { EventFormValues, FieldErrors, QuestionDraft } from './eventForm';

const KIND_LABELS: Record<QuestionKind, string> = {
  text: 'Short text',
  yesno: 'Yes or no',
  choice: 'One of a list',
};

interface Props {
  id: string;
  values: EventFormValues;
  errors: FieldErrors;
  set<K extends keyof EventFormValues>(name: K, value: EventFormValues[K]): void;
}

/**
 * How people sign up for the event beyond their name: how many guests each may bring (and whether children take
 * seats), and up to five questions, each a short text, yes or no, or one of a list, required or not.
 */
export function PartyAndQuestionsFields({ id, values, errors, set }: Props) {
  const change = (index: number, patch: Partial<QuestionDraft>) =>
    set(
      'questions',
      values.questions.map((q, i) => (i === index ? { ...q, ...patch } : q)),
    );
  return (
    <fieldset className="adm-event-party">
      <legend>Parties and questions</legend>
      <div className="adm-event-form-row">
        <Field
          id={`${id}-guests`}
          label="Guests per registration"
          error={errors.guestLimit}
          hint="0 takes one person per registration."
        >
          {(aria) => (
            <InputGroup
              {...aria}
              type="number"
              min={0}
              max={20}
              value={values.guestLimit}
              onValueChange={(v) => set('guestLimit', v)}
            />
          )}
        </Field>
      </div>
      <Checkbox
        checked={values.childrenTakeSeats}
        label="Children take a seat"
        onChange={(e) => set('childrenTakeSeats', e.currentTarget.checked)}
      />
      {values.questions.map((q, i) => (
        <div key={i} className="adm-event-question" role="group" aria-label={`Question ${i + 1}`}>
          <Field id={`${id}-q${i}-label`} label={`Question ${i + 1}`} error={errors[`questions.${i}.label`]}>
            {(aria) => <InputGroup {...aria} value={q.label} onValueChange={(v) => change(i, { label: v })} />}
          </Field>
          <Field id={`${id}-q${i}-kind`} label="Answer" error={errors[`questions.${i}.kind`]}>
            {(aria) => (
              <HTMLSelect
                {...aria}
                value={q.kind}
                onChange={(e) => change(i, { kind: e.currentTarget.value as QuestionKind })}
              >
                {Object.entries(KIND_LABELS).map(([kind, label]) => (
                  <option key={kind} value={kind}>
                    {label}
                  </option>
                ))}
              </HTMLSelect>
            )}
          </Field>
          {q.kind === 'choice' && (
            <Field
              id={`${id}-q${i}-options`}
              label="Choices"
              hint="One a line."
              error={errors[`questions.${i}.options`] ?? errors[`questions.${i}.options.0`]}
            >
              {(aria) => (
                <TextArea
                  {...aria}
                  rows={3}
                  fill
                  value={q.optionsText}
                  onChange={(e) => change(i, { optionsText: e.currentTarget.value })}
                />
              )}
            </Field>
          )}
          <Checkbox
            checked={q.required}
            label="An answer is required"
            onChange={(e) => change(i, { required: e.currentTarget.checked })}
          />
          <Button
            variant="minimal"
            icon={<Trash />}
            text={`Remove question ${i + 1}`}
            onClick={() =>
              set(
                'questions',
                values.questions.filter((_, j) => j !== i),
              )
            }
          />
        </div>
      ))}
      {values.questions.length < MAX_QUESTIONS && (
        <Button
          variant="outlined"
          icon={<Add />}
          text="Add a question"
          onClick={() =>
            set('questions', [
              ...values.questions,
              { id: null, label: '', kind: 'text', optionsText: '', required: false },
            ])
          }
        />
      )}
    </fieldset>
  );
}
