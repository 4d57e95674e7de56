/** How the season went, as the dashboard's charts show it (GET /api/admin/season-stats). */
export interface SeasonStatsDto {
  /** The last twelve months on the preserve's calendar, oldest first ('2027-03'). */
  months: Array<{
    month: string;
    /** People registered for events held that month. */
    registered: number;
    /** People checked in at those events. */
    attended: number;
    /** Hours recorded at check-in that month. */
    volunteerHours: number;
    /** Confirmed newsletter subscribers at the month's end. */
    subscribers: number;
  }>;
  /** Events held in those months by kind (null: none given), with who registered and who came. */
  categories: Array<{ category: string | null; events: number; registered: number; attended: number }>;
}

/** Volunteer hours for grant reports (GET /api/admin/volunteer-hours): per person and per month, all recorded. */
export interface VolunteerHoursDto {
  people: Array<{
    /** The address the person gave, lower-cased; a walk-in who gave none is a person of their own. */
    key: string;
    name: string;
    email: string;
    totalMinutes: number;
    events: Array<{ eventId: string; title: string; date: string; minutes: number }>;
  }>;
  /** Months with hours on the preserve's calendar, oldest first. */
  months: Array<{ month: string; minutes: number; people: number }>;
}
