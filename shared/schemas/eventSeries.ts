import { z } from './zod';
import { MAX_SERIES_DATES, seriesDates, type SeriesRule } from '../lib/eventSeries';
import { parseEventDateInput } from '../lib/eventTime';

const day = (label: string) =>
  z
    .string({ error: `${label} must be a date like 2027-03-13` })
    .trim()
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && parseEventDateInput(v, null) !== null, {
      error: `${label} must be a date like 2027-03-13`,
    });

const weekday = z
  .number({ error: 'Weekday must be 0 (Sunday) to 6 (Saturday)' })
  .int('Weekday must be 0 (Sunday) to 6 (Saturday)')
  .min(0, 'Weekday must be 0 (Sunday) to 6 (Saturday)')
  .max(6, 'Weekday must be 0 (Sunday) to 6 (Saturday)');

/** How the dates of a series are chosen; the same rule the series dialog shows its dates with. */
export const seriesRuleSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({
        kind: z.literal('weekly'),
        every: z
          .number({ error: 'Repeat every 1 to 4 weeks' })
          .int('Repeat every 1 to 4 weeks')
          .min(1, 'Repeat every 1 to 4 weeks')
          .max(4, 'Repeat every 1 to 4 weeks'),
        weekday,
        from: day('First date'),
        until: day('Last date'),
      }),
      z.object({
        kind: z.literal('monthly'),
        nth: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(-1)], {
          error: 'Which week must be the first to the fourth, or the last',
        }),
        weekday,
        from: day('First date'),
        until: day('Last date'),
      }),
      z.object({
        kind: z.literal('dates'),
        dates: z.array(day('Each date'), { error: 'Dates must be a list' }).max(MAX_SERIES_DATES),
      }),
    ],
    { error: 'Choose how the dates repeat' },
  )
  .superRefine((rule, ctx) => {
    if (rule.kind !== 'dates' && rule.until < rule.from)
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'Last date must be on or after the first date' });
    const count = seriesDates(rule as SeriesRule).length;
    if (count === 0) ctx.addIssue({ code: 'custom', path: [], message: 'These choices give no dates' });
    if (count > MAX_SERIES_DATES)
      ctx.addIssue({ code: 'custom', path: [], message: `A series may have at most ${MAX_SERIES_DATES} dates` });
  });

export type SeriesRuleInput = z.input<typeof seriesRuleSchema>;

/** Which events an edit of one date of a series changes: that one, or it and every later date. */
export const seriesScopeSchema = z.enum(['this', 'following'], { error: 'Choose this event or all later ones' });
export type SeriesScope = z.output<typeof seriesScopeSchema>;
