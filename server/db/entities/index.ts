import { ApiToken } from './ApiToken';
import { AppState } from './AppState';
import { ContactSubmission } from './ContactSubmission';
import { Donation } from './Donation';
import { Event } from './Event';
import { EventRegistration } from './EventRegistration';
import { EventWaitlistEntry } from './EventWaitlistEntry';
import { GalleryImage } from './GalleryImage';
import { HiddenImage } from './HiddenImage';
import { HistorySection } from './HistorySection';
import { HomePageContent } from './HomePageContent';
import { NewsletterSubscription } from './NewsletterSubscription';
import { OutboundEmail } from './OutboundEmail';
import { PageContent } from './PageContent';
import { PasswordResetToken } from './PasswordResetToken';
import { PendingSignup } from './PendingSignup';
import { Session } from './Session';
import { UploadSlot } from './UploadSlot';
import { User } from './User';
import { Volunteer } from './Volunteer';

export {
  ApiToken,
  AppState,
  ContactSubmission,
  Donation,
  Event,
  EventRegistration,
  EventWaitlistEntry,
  GalleryImage,
  HiddenImage,
  HistorySection,
  HomePageContent,
  NewsletterSubscription,
  OutboundEmail,
  PageContent,
  PasswordResetToken,
  PendingSignup,
  Session,
  UploadSlot,
  User,
  Volunteer,
};

export const entities = [
  ApiToken,
  AppState,
  ContactSubmission,
  Donation,
  Event,
  EventRegistration,
  EventWaitlistEntry,
  GalleryImage,
  HiddenImage,
  HistorySection,
  HomePageContent,
  NewsletterSubscription,
  OutboundEmail,
  PageContent,
  PasswordResetToken,
  PendingSignup,
  Session,
  UploadSlot,
  User,
  Volunteer,
];
