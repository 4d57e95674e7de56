import type { EventAnswer } from '@shared/lib/eventQuestions';
import { IntColumn, JsonColumn, RefColumn, TextColumn, VarcharColumn, WithId } from '../columns';

/** Someone who signed up for an event: a registrant, or a person on its waiting list. */
export abstract class EventPerson extends WithId {
  @RefColumn() eventId!: string;
  @VarcharColumn(100) firstName!: string;
  @VarcharColumn(100) lastName!: string;
  @VarcharColumn(254) email!: string;
  /** The address trimmed and lower-cased (normalizeEmail): what makes two sign-ups for an event the same person's. */
  @VarcharColumn(254) emailNormalized!: string;
  @VarcharColumn(40, { nullable: true }) phone!: string | null;
  @TextColumn({ nullable: true }) specialRequests!: string | null;
  /**
   * An HMAC of the client (IPv4 address or IPv6 /64) that signed the person up through a public form, never the
   * address itself (server/lib/clientKey.ts, ADR 051): what the per-client limits and the admin's clusters count.
   * Null for the office's own entries and rows from before it; erased with the person's details.
   */
  @VarcharColumn(64, { nullable: true }) clientKey!: string | null;
  /** Adults and children who come with the person (a party); none for one person alone. */
  @IntColumn({ default: 0 }) guests!: number;
  @IntColumn({ default: 0 }) children!: number;
  /** The seats the sign-up takes (shared/lib/eventParty.ts), kept so a cancellation gives back exactly those. */
  @IntColumn({ default: 1 }) seats!: number;
  /** Answers to the event's questions, each with the question's words as asked. */
  @JsonColumn({ nullable: true }) answers!: EventAnswer[] | null;
}
