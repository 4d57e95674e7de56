/**
 * Entity -> JSON, field by field. Nothing leaves the server that is not listed here or, for an event, among the fields
 * an admin sets (the event schema's own list): no password hashes, no internal columns. Dates travel as ISO strings.
 */
import { EVENT_FIELD_NAMES, type EventFieldValues } from '../../shared/schemas/events';
import type {
  ContactSubmissionDto,
  EventDto,
  GalleryImageDto,
  HomeSectionDto,
  PageContentDto,
  RegistrationDto,
  SignUpPartyDto,
  UserDto,
  VolunteerDto,
  WaitlistEntryDto,
} from '../../shared/api/types';
import type {
  ContactSubmission,
  Event,
  EventRegistration,
  EventWaitlistEntry,
  GalleryImage,
  HomePageContent,
  PageContent,
  User,
  Volunteer,
} from '../db/entities';
import type { EventPerson } from '../db/entities/EventPerson';

const iso = (d: Date) => d.toISOString();

export const presentUser = (u: User): UserDto => ({
  id: u.id,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  profileImageUrl: u.profileImageUrl,
  isAdmin: u.isAdmin,
});

/** `checkedInCount` is counted by the caller (reads.ts counts them for every answer it gives). */
export const presentEvent = (e: Event, checkedInCount = 0): EventDto => ({
  // Every field an admin sets, as stored (a field added to the schema and the entity comes along).
  ...(Object.fromEntries(EVENT_FIELD_NAMES.map((k) => [k, e[k]])) as Pick<Event, keyof EventFieldValues>),
  id: e.id,
  date: iso(e.date),
  timeNeedsReview: e.timeNeedsReview,
  seriesId: e.seriesId,
  currentRegistrations: e.currentRegistrations,
  questions: e.questions ?? [],
  imageUrls: e.imageUrls ?? [],
  status: e.status,
  checkedInCount,
  createdAt: iso(e.createdAt),
  updatedAt: iso(e.updatedAt),
  version: e.version,
});

export const presentRegistration = (r: EventRegistration): RegistrationDto => ({
  id: r.id,
  eventId: r.eventId,
  firstName: r.firstName,
  lastName: r.lastName,
  email: r.email,
  phone: r.phone,
  specialRequests: r.specialRequests,
  registeredAt: iso(r.registeredAt),
  checkedIn: r.checkedInAt != null,
  volunteerMinutes: r.volunteerMinutes,
  channel: r.channel ?? null,
  ...presentParty(r),
});

/** A sign-up's party and answers, as a registration and a place on the waiting list both show them. */
const presentParty = (p: EventPerson): SignUpPartyDto => ({
  guests: p.guests ?? 0,
  children: p.children ?? 0,
  seats: p.seats ?? 1,
  answers: p.answers ?? [],
});

export const presentWaitlistEntry = (w: EventWaitlistEntry, position: number): WaitlistEntryDto => ({
  id: w.id,
  eventId: w.eventId,
  position,
  firstName: w.firstName,
  lastName: w.lastName,
  email: w.email,
  phone: w.phone,
  specialRequests: w.specialRequests,
  joinedAt: iso(w.joinedAt),
  ...presentParty(w),
});

export const presentVolunteer = (v: Volunteer): VolunteerDto => ({
  id: v.id,
  firstName: v.firstName,
  lastName: v.lastName,
  email: v.email,
  phone: v.phone,
  interest: v.interest,
  experience: v.experience,
  availability: v.availability,
  isActive: v.isActive,
  createdAt: iso(v.createdAt),
  version: v.version,
});

export const presentContact = (c: ContactSubmission): ContactSubmissionDto => ({
  id: c.id,
  firstName: c.firstName,
  lastName: c.lastName,
  email: c.email,
  subject: c.subject,
  message: c.message,
  type: c.type,
  isRead: c.isRead,
  createdAt: iso(c.createdAt),
  version: c.version,
});

export const presentHomeSection = (s: HomePageContent): HomeSectionDto => ({
  id: s.id,
  section: s.section,
  title: s.title,
  content: s.content,
  isVisible: s.isVisible,
  displayOrder: s.displayOrder,
  updatedAt: iso(s.updatedAt),
  version: s.version,
});

export const presentPageContent = (p: PageContent): PageContentDto => ({
  key: p.key,
  value: p.value,
  updatedAt: iso(p.updatedAt),
  version: p.version,
});

export const presentGalleryImage = (g: GalleryImage): GalleryImageDto => ({
  id: g.id,
  title: g.title,
  description: g.description,
  imageUrl: g.imageUrl,
  altText: g.altText,
  category: g.category,
  uploadedBy: g.uploadedBy,
  isPublic: g.isPublic,
  displayOrder: g.displayOrder,
  position: g.position,
  createdAt: iso(g.createdAt),
  version: g.version,
});

export { presentAdminUser, presentApiToken } from './accounts';
