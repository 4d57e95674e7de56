import type { VolunteerDto } from '../../api/types';
import { VOLUNTEER_INTERESTS } from '../../constants';

/** The counts above the list: all applications, then one number per interest in the form's order. */
export function volunteerCounts(volunteers: readonly VolunteerDto[]) {
  return {
    total: volunteers.length,
    byInterest: VOLUNTEER_INTERESTS.map((interest) => ({
      interest,
      count: volunteers.filter((v) => v.interest === interest).length,
    })),
  };
}
