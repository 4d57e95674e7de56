import type { EventDto } from '@shared/api/types';
import type { ZodForm } from '../../lib/useZodForm';
import { SelectField, TextField } from '../form/Fields';

const counts = (n: number) => Array.from({ length: n }, (_, i) => String(i + 1));

/**
 * The field of the answer to question `id`, as the site reads it (answerField in shared/lib/eventQuestions.ts).
 * Written out here so the event page does not carry the question rules, which only the site and the office use.
 */
const answerField = (id: number) => `answer${id}`;

/**
 * What an event asks beyond the person: who comes with them (when it takes guests) and its own questions. Plain
 * fields, so the form posted before the scripts start sends them too; the site checks them against the event.
 */
export function PartyFields({
  form,
  event,
}: {
  form: ZodForm;
  event: Pick<EventDto, 'guestLimit' | 'childrenTakeSeats' | 'questions'>;
}) {
  const limit = event.guestLimit ?? 0;
  return (
    <>
      {limit > 0 && (
        <div className="form-row">
          {(
            [
              ['guests', 'Adults coming with you', undefined],
              [
                'children',
                'Children coming with you',
                event.childrenTakeSeats ? undefined : 'Children do not take a spot at this event.',
              ],
            ] as const
          ).map(([name, label, hint]) => (
            <SelectField
              key={name}
              form={form}
              name={name}
              label={label}
              options={counts(limit)}
              placeholder="None"
              hint={hint}
            />
          ))}
        </div>
      )}
      {(event.questions ?? []).map((q) =>
        q.kind === 'text' ? (
          <TextField key={q.id} form={form} name={answerField(q.id)} label={q.label} required={q.required} />
        ) : (
          <SelectField
            key={q.id}
            form={form}
            name={answerField(q.id)}
            label={q.label}
            required={q.required}
            options={q.kind === 'yesno' ? ['Yes', 'No'] : q.options}
            placeholder={q.required ? 'Choose an answer' : 'No answer'}
          />
        ),
      )}
    </>
  );
}
