/** What the API answers: the JSON shapes every face reads. Dates travel as ISO strings. */
import type { GalleryPosition } from '../constants';
import type { EventAnswer } from '../lib/eventQuestions';
import type { EventFieldValues } from '../schemas/events';

/** An event takes place ('scheduled') or has been called off ('cancelled'): it then stays on the site, marked. */
export const EVENT_STATUSES = ['scheduled', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/**
 * An event as every answer gives it: the fields an admin sets (their meaning is written beside their rules in
 * shared/schemas/events.ts), and those only the site sets. `date` travels as an ISO string.
 */
export interface EventDto extends EventFieldValues {
  id: string;
  /** The time text could not be read: shown as written, and the admin is asked to set the times. */
  timeNeedsReview: boolean;
  /** The series this event is one date of; null for a single event. */
  seriesId: string | null;
  /** On one event's own answer only: the series' other dates visitors may open, in order. */
  otherDates?: Array<{ id: string; date: string; time: string; status: EventStatus }>;
  /** Seats taken: every registrant with the guests of their party that take seats. */
  currentRegistrations: number;
  status: EventStatus;
  /** How many registrants were checked in at the trailhead; past events show it as attendance once above 0. */
  checkedInCount: number;
  createdAt: string;
  updatedAt: string;
  /** Counts the record's writes; send it back with an edit to be told of a newer change (409). */
  version: number;
  /** Only in the answer to an edit that asked to e-mail the registrants: how many were e-mailed (0 when none was due). */
  notified?: number;
}

/** How the office took a registration of its own: by phone, or at the trailhead. */
export type RegistrationChannel = 'phone' | 'walk-in';

/** What a registration and a place on the waiting list both hold besides the person: party and answers. */
export interface SignUpPartyDto {
  /** Adults coming with the person. */
  guests: number;
  /** Children coming with the person. */
  children: number;
  /** The seats it takes. */
  seats: number;
  answers: EventAnswer[];
}

/** What an admin's message to an event's people was queued for: how many registrants and people waiting. */
export interface EventMessageResultDto {
  registrants: number;
  waiting: number;
}

/** A message asked for with `preview`: whom it would go to, and the letter as a registrant reads it. Nothing sent. */
export interface EventMessagePreviewDto extends EventMessageResultDto {
  preview: { subject: string; text: string };
}

export interface RegistrationDto extends SignUpPartyDto {
  id: string;
  eventId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  specialRequests: string | null;
  registeredAt: string;
  /** Marked present at the trailhead. */
  checkedIn: boolean;
  /** Volunteer time recorded at an event that records hours, in minutes; null when none. */
  volunteerMinutes: number | null;
  /** The office's own entries: taken by phone or at the trailhead; null for the public forms. */
  channel: RegistrationChannel | null;
  /**
   * In the admin's lists only: the key of the client that signed the person up (an HMAC, never an address), null
   * for the office's own entries; what clusters are found by (shared/lib/registrationClusters.ts).
   */
  clientKey?: string | null;
}

/** A visitor's registration as the public form's answer: whether the confirmation could be sent (ADR 051). */
export interface RegistrationAnswerDto extends RegistrationDto {
  confirmationSent: boolean;
}

/** Someone on a full event's waiting list; `position` 1 gets the next free seat. */
export interface WaitlistEntryDto extends SignUpPartyDto {
  id: string;
  eventId: string;
  position: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  specialRequests: string | null;
  joinedAt: string;
  /** The key of the client that signed the person up, as on a registration. */
  clientKey?: string | null;
}

/**
 * The answer to joining a waiting list: the same for a new place and for an address already waiting or registered
 * (the place goes by mail), and whether that mail could be sent (ADR 051).
 */
export interface WaitlistJoinDto {
  mailed: boolean;
}

/** What removing a cluster took away, and how many people waiting got the freed seats. */
export interface ClusterRemovalDto {
  removedRegistrations: number;
  removedWaiting: number;
  promoted: number;
}

/** One address on the newsletter list; `confirmedAt` null while the sign-up waits for its link to be opened. */
export interface NewsletterSubscriberDto {
  id: string;
  email: string;
  firstName: string | null;
  subscribedAt: string;
  confirmedAt: string | null;
}

export interface VolunteerDto {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  interest: string;
  experience: string | null;
  availability: string | null;
  isActive: boolean;
  createdAt: string;
  /** Counts the record's writes; send it back with an edit to be told of a newer change (409). */
  version: number;
}

export interface ContactSubmissionDto {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
  type: string;
  isRead: boolean;
  createdAt: string;
  /** Counts the record's writes; send it back with an edit to be told of a newer change (409). */
  version: number;
}

export interface HomeSectionDto {
  id: string;
  section: string;
  title: string | null;
  content: string | null;
  isVisible: boolean;
  displayOrder: number;
  updatedAt: string;
  /** Counts the record's writes; send it back with an edit to be told of a newer change (409). */
  version: number;
}

export interface PageContentDto {
  key: string;
  value: string;
  updatedAt: string;
  version: number;
}

export interface GalleryImageDto {
  id: string;
  title: string;
  description: string | null;
  imageUrl: string;
  altText: string | null;
  category: string | null;
  /** Who uploaded it: sent to that person and to admins only (absent for everyone else). */
  uploadedBy?: string | null;
  isPublic: boolean;
  displayOrder: number;
  position: GalleryPosition;
  createdAt: string;
  /** Waiting for an admin's approval: on the uploader's own images, and on every image for admins. */
  pending?: boolean;
  /** Hidden by an admin (hidden_images): sent to admins only, who alone still see such images. */
  hidden?: boolean;
  /** Counts the record's writes; send it back with an edit to be told of a newer change (409). */
  version: number;
}

/** An admin's hiding of a gallery image (POST /api/admin/images/:id/hide). */
export interface HiddenImageDto {
  id: string;
  imageId: string;
  hiddenBy: string;
  createdAt: string;
}

/** PUT /api/gallery/reorder: how many images the request placed (every listed image is written). */
export interface GalleryReorderResultDto {
  updated: number;
  /** The gallery order's version after this save. */
  version: number;
}

/**
 * GET /api/gallery/order: the gallery order as one editable record (ADR 041). A reorder names `version` so one made
 * from an older board is refused with a 409 instead of overwriting an order saved meanwhile.
 */
export interface GalleryOrderDto {
  id: 'gallery';
  version: number;
  imageUpdates: { id: string; displayOrder: number; position: 'above' | 'below' }[];
}

/** POST /api/admin/migrate-gallery-urls: rows rewritten to /objects/uploads/{id}, and rows it could not read. */
export interface GalleryUrlMigrationDto {
  migrated: number;
  errors: number;
}

export interface UserDto {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
}

export interface HealthDto {
  ok: true;
}

/** A custom section of the history page (ADR 014). */
export interface HistorySectionDto {
  id: string;
  title: string;
  content: string | null;
  imageUrl: string | null;
  imageAlt: string | null;
  isVisible: boolean;
  displayOrder: number;
  updatedAt: string;
  /** Counts the record's writes; send it back with an edit to be told of a newer change (409). */
  version: number;
  /** Written by the demo seed (sample content) and not edited since (ADR 043). */
  isDemo: boolean;
}

/** GET /api/admin/scan-video-files (the Video File Scanner): the public paths of video files in storage. */
export interface VideoScanDto {
  videos: string[];
}

/** A newsletter sent to the list: how far it has got (ADR 039). */
export interface NewsletterRunDto {
  id: string;
  subject: string;
  /** 'sending' while any subscriber's copy is still to be queued or delivered; 'done' once all are settled. */
  status: 'sending' | 'done';
  /** Confirmed subscribers when the run was started. */
  total: number;
  /** Copies the mail server accepted. */
  sent: number;
  /** Copies the mail queue gave up on. */
  failed: number;
  /** Subscribers who left the list before their copy was due, and so got none. */
  skipped: number;
  createdAt: string;
  finishedAt: string | null;
}

/** The answer to a test send or a send: the mail is on its way. */
export interface NewsletterSendDto {
  id: string;
}
/**
 * The organisation's details as stored (GET /api/settings, ADR 040): everything the public pages show about it,
 * the version an admin's save names, and when it was last saved. `id` is always 'site' (the one record).
 */
export type SiteSettingsDto = import('../organisation').Organisation & {
  id: 'site';
  version: number;
  updatedAt: string;
};

/** One of the organisation's page texts (ADR 043). */
export interface PageTextDto {
  key: string;
  title: string | null;
  /** Plain text: blank lines separate paragraphs, a paragraph of "- " lines is a list. */
  body: string;
  /** Written by the demo seed and not saved by an admin since: pages mark it as sample. */
  isDemo: boolean;
  updatedAt: string;
  /** Counts the record's writes; send it back with an edit to be told of a newer change (409). */
  version: number;
}

/** One kind of demo content "Remove all demo content" would delete, e.g. "12 demo events". */
export interface DemoContentItem {
  name: string;
  count: number;
  label: string;
}

export interface DemoContentSummaryDto {
  items: DemoContentItem[];
  /** Sum of the items' counts: 0 means there is no demo content left. */
  total: number;
}

/** One uploaded newsletter PDF (ADR 057); `url` is where visitors read it. Newest issue first in lists. */
export interface NewsletterIssueDto {
  id: string;
  title: string;
  /** YYYY-MM-DD. */
  issueDate: string;
  url: string;
  size: number;
  isDemo: boolean;
}

/** Who hears of what waits for the office (ADR 057); `version` is null before the first save. */
export type NoticeSettingsDto = import('../schemas/notices').NoticeSettingsValues & {
  version: number | null;
  /** True while nothing is saved and the addresses come from the server's ADMIN_NOTIFY_EMAIL. */
  fromEnvironment: boolean;
};

/** What waits for the office, for the dashboard. */
export interface WaitingDto {
  unreadMessages: number;
  /** Volunteer applications of the last NEW_VOLUNTEER_DAYS days. */
  newVolunteers: number;
  photosToApprove: number;
}
