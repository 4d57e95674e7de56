/**
 * An event's own questions to the people who register (up to five: a short text, yes or no, or one of a list), and
 * the answers a sign-up gives. A question keeps its number (1 to 5) while it exists, so answers stay with it when
 * others are added, moved or removed; an answer keeps the question's words as they were asked.
 */
export const QUESTION_KINDS = ['text', 'yesno', 'choice'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const MAX_QUESTIONS = 5;
export const MAX_CHOICES = 10;
export const ANSWER_MAX_LENGTH = 500;

export interface EventQuestion {
  id: number;
  label: string;
  kind: QuestionKind;
  /** The choices of a 'choice' question; empty for the others. */
  options: string[];
  required: boolean;
}

export interface EventAnswer {
  id: number;
  label: string;
  value: string;
}

/** The form field (and body key) that carries the answer to a question. */
export const answerField = (id: number) => `answer${id}`;
export const ANSWER_FIELDS = Array.from({ length: MAX_QUESTIONS }, (_, i) => answerField(i + 1));

/** Numbers the questions: each keeps the number it has, a new one takes the lowest free number. */
export function numberQuestions(questions: ReadonlyArray<Omit<EventQuestion, 'id'> & { id?: number | null }>) {
  const taken = new Set<number>();
  const kept = questions.map((q) => {
    const id = q.id && q.id >= 1 && q.id <= MAX_QUESTIONS && !taken.has(q.id) ? q.id : null;
    if (id) taken.add(id);
    return id;
  });
  return questions.map((q, i): EventQuestion => {
    let id = kept[i];
    if (!id) {
      id = 1;
      while (taken.has(id)) id++;
      taken.add(id);
    }
    return { id, label: q.label, kind: q.kind, options: q.kind === 'choice' ? q.options : [], required: q.required };
  });
}

const YES_NO: Partial<Record<string, string>> = { yes: 'Yes', no: 'No' };

/**
 * Reads the answers to an event's questions from a sign-up's fields: each must fit its question (yes or no, one of
 * the choices), and a required one must be given unless `office` (an admin typing in a phone call may not have
 * asked). Unknown fields are ignored. The errors are by field, in the words a visitor reads.
 */
export function readAnswers(
  questions: readonly EventQuestion[],
  fields: Record<string, unknown>,
  { office = false } = {},
): { answers: EventAnswer[]; errors: Record<string, string[]> } {
  const answers: EventAnswer[] = [];
  const errors: Record<string, string[]> = {};
  for (const q of questions) {
    const field = answerField(q.id);
    const raw = fields[field];
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (!value) {
      if (q.required && !office) errors[field] = ['Please answer this question'];
      continue;
    }
    // Yes or no in any letter case: the form offers 'Yes' and 'No', an API client may send 'yes'.
    const yesNo = YES_NO[value.toLowerCase()];
    if (q.kind === 'yesno' && !yesNo) errors[field] = ['Please answer yes or no'];
    else if (q.kind === 'choice' && !q.options.includes(value)) errors[field] = ['Please choose one of the answers'];
    else answers.push({ id: q.id, label: q.label, value: q.kind === 'yesno' ? yesNo! : value });
  }
  return { answers, errors };
}

/** The answers in one line, for a list, a CSV cell or the check-in screen: 'Lunch: Yes; T-shirt: M'. */
export const answersText = (answers: readonly EventAnswer[] | null | undefined) =>
  (answers ?? []).map((a) => `${a.label}: ${a.value}`).join('; ');
