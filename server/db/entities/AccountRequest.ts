import { Entity, Index } from 'typeorm';
import { TimestampColumn, VarcharColumn, WithId } from '../columns';

/** What a recorded request asks for; the work itself depends on whether the address has an account. */
export type AccountRequestKind = 'signup' | 'password-reset';

/**
 * A sign-up or a password-reset request, recorded as it came in and answered at once (ADR 052). Whether the address
 * has an account decides what happens next (a link, a note to the owner, a reset link, or nothing), and that is
 * done afterwards by `services/accountRequests.ts`, which claims each row by deleting it in the transaction that
 * does the work. So the request's own answer, and the work done before it, are the same for every address.
 */
@Entity({ name: 'account_requests' })
export class AccountRequest extends WithId {
  @VarcharColumn(20) kind!: AccountRequestKind;
  /** The address as accounts keep it (trimmed, lower-cased, control characters removed). */
  @VarcharColumn(254) email!: string;
  @Index('idx_account_requests_requested') @TimestampColumn() requestedAt!: Date;
}
