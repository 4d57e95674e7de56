import { describe, expect, it } from 'vitest';
import { answersText, numberQuestions, readAnswers, type EventQuestion } from './eventQuestions';

const q = (label: string, kind: EventQuestion['kind'], extra: Partial<EventQuestion> = {}) => ({
  label,
  kind,
  options: [] as string[],
  required: false,
  ...extra,
});

describe('event questions', () => {
  it('keep their numbers; a new one takes the lowest free number; a repeated number is given anew', () => {
    const numbered = numberQuestions([q('B', 'text', { id: 3 }), q('New', 'yesno'), q('Again', 'text', { id: 3 })]);
    expect(numbered.map((x) => [x.id, x.label])).toEqual([
      [3, 'B'],
      [1, 'New'],
      [2, 'Again'],
    ]);
    // Choices belong to list questions only.
    expect(numberQuestions([q('T', 'text', { options: ['x'] })])[0].options).toEqual([]);
  });

  it('read answers against their questions, and the office may leave required ones out', () => {
    const questions = numberQuestions([
      q('Size', 'choice', { options: ['S', 'M'], required: true }),
      q('Lunch', 'yesno'),
      q('Note', 'text'),
    ]);
    expect(readAnswers(questions, { answer2: 'YES', answer3: ' Late ' })).toEqual({
      answers: [
        { id: 2, label: 'Lunch', value: 'Yes' },
        { id: 3, label: 'Note', value: 'Late' },
      ],
      errors: { answer1: ['Please answer this question'] },
    });
    expect(readAnswers(questions, { answer1: 'XL', answer2: 'maybe' }).errors).toEqual({
      answer1: ['Please choose one of the answers'],
      answer2: ['Please answer yes or no'],
    });
    expect(readAnswers(questions, {}, { office: true })).toEqual({ answers: [], errors: {} });
    expect(answersText([{ id: 2, label: 'Lunch', value: 'No' }])).toBe('Lunch: No');
  });
});
