import { describe, expect, it } from 'vitest';
import { seriesRuleSchema } from './eventSeries';
import { fieldErrorsOf } from './common';

const errors = (body: unknown) => {
  const r = seriesRuleSchema.safeParse(body);
  return r.success ? {} : fieldErrorsOf(r.error);
};

describe('a series rule', () => {
  it('takes the three kinds', () => {
    expect(errors({ kind: 'monthly', nth: 2, weekday: 6, from: '2027-03-01', until: '2027-11-30' })).toEqual({});
    expect(errors({ kind: 'weekly', every: 2, weekday: 3, from: '2027-03-01', until: '2027-04-15' })).toEqual({});
    expect(errors({ kind: 'dates', dates: ['2027-04-01'] })).toEqual({});
  });

  it('says what is wrong, field by field', () => {
    expect(errors({ kind: 'weekly', every: 9, weekday: 3, from: '2027-03-01', until: '2027-04-15' })).toEqual({
      every: ['Repeat every 1 to 4 weeks'],
    });
    expect(errors({ kind: 'monthly', nth: 2, weekday: 6, from: '2027-11-30', until: '2027-03-01' })).toMatchObject({
      until: ['Last date must be on or after the first date'],
    });
    expect(errors({ kind: 'dates', dates: ['2027-02-30'] })).toEqual({
      'dates.0': ['Each date must be a date like 2027-03-13'],
    });
    expect(errors({ kind: 'yearly' })).toMatchObject({ kind: ['Choose how the dates repeat'] });
    expect(errors({ kind: 'weekly', every: 1, weekday: 1, from: '2027-01-01', until: '2029-01-01' })).toEqual({
      _: ['A series may have at most 53 dates'],
    });
  });
});
