import { Initial1763800000000 } from './1763800000000-Initial';
import { Accounts1763900000000 } from './1763900000000-Accounts';
import { UploadSlots1764000000000 } from './1764000000000-UploadSlots';
import { UniqueHiddenImages1764100000000 } from './1764100000000-UniqueHiddenImages';
import { OutboundEmails1764200000000 } from './1764200000000-OutboundEmails';
import { HistorySections1764300000000 } from './1764300000000-HistorySections';
import { RecordVersions1764400000000 } from './1764400000000-RecordVersions';
import { UniqueRegistrationEmails1764500000000 } from './1764500000000-UniqueRegistrationEmails';
import { PendingSignups1764600000000 } from './1764600000000-PendingSignups';
import { EventWaitlist1764700000000 } from './1764700000000-EventWaitlist';
import { EventOperations1764800000000 } from './1764800000000-EventOperations';
import { NewsletterConfirmation1764900000000 } from './1764900000000-NewsletterConfirmation';
import { RegistrationCheckIn1765000000000 } from './1765000000000-RegistrationCheckIn';
import { MailHeaders1765300000000 } from './1765300000000-MailHeaders';
import { PageContentVersion1765541230417 } from './1765541230417-PageContentVersion';
import { NewsletterRuns1765547213000 } from './1765547213000-NewsletterRuns';
import { SiteSettings1765548213000 } from './1765548213000-SiteSettings';
import { PageTextsAndDemoMarks1765548213500 } from './1765548213500-PageTextsAndDemoMarks';
import { MemberUploadDays1765560000000 } from './1765560000000-MemberUploadDays';
import { AccountRequests1765600000000 } from './1765600000000-AccountRequests';
import { MailRecipientCap1765610000000 } from './1765610000000-MailRecipientCap';
import { SignUpClients1765610001000 } from './1765610001000-SignUpClients';
import { FormResults1765620000000 } from './1765620000000-FormResults';
import { NewsletterIssuesAndNotices1765657000000 } from './1765657000000-NewsletterIssuesAndNotices';
import { ChangeAuthors1765700000000 } from './1765700000000-ChangeAuthors';
import { EventClock1765800000000 } from './1765800000000-EventClock';
import { EventCategories1765900000000 } from './1765900000000-EventCategories';
import { VolunteerHours1766000000000 } from './1766000000000-VolunteerHours';
import { EventSeries1766100000000 } from './1766100000000-EventSeries';
import { PartiesAndQuestions1766200000000 } from './1766200000000-PartiesAndQuestions';

/** In order. Add new migrations at the end; never edit one that has shipped. */
export const migrations = [
  Initial1763800000000,
  Accounts1763900000000,
  UploadSlots1764000000000,
  UniqueHiddenImages1764100000000,
  OutboundEmails1764200000000,
  HistorySections1764300000000,
  RecordVersions1764400000000,
  UniqueRegistrationEmails1764500000000,
  PendingSignups1764600000000,
  EventWaitlist1764700000000,
  EventOperations1764800000000,
  NewsletterConfirmation1764900000000,
  RegistrationCheckIn1765000000000,
  MailHeaders1765300000000,
  PageContentVersion1765541230417,
  NewsletterRuns1765547213000,
  SiteSettings1765548213000,
  PageTextsAndDemoMarks1765548213500,
  MemberUploadDays1765560000000,
  AccountRequests1765600000000,
  MailRecipientCap1765610000000,
  SignUpClients1765610001000,
  FormResults1765620000000,
  NewsletterIssuesAndNotices1765657000000,
  ChangeAuthors1765700000000,
  EventClock1765800000000,
  EventCategories1765900000000,
  VolunteerHours1766000000000,
  EventSeries1766100000000,
  PartiesAndQuestions1766200000000,
];
