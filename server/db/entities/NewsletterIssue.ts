import { Entity } from 'typeorm';
import { BoolColumn, IntColumn, RefColumn, TimestampColumn, VarcharColumn, WithId } from '../columns';

/**
 * One newsletter as a PDF an admin uploaded (ADR 057). The newest by `issueDate` is the one the site links to as
 * "the newsletter"; every one stays in the archive until an admin deletes it.
 */
@Entity({ name: 'newsletter_issues' })
export class NewsletterIssue extends WithId {
  @VarcharColumn(150) title!: string;
  /** The issue's calendar day, YYYY-MM-DD, as the admin gave it. */
  @VarcharColumn(10) issueDate!: string;
  /** Where the file is in the storage: `newsletters/<id>.pdf`. */
  @VarcharColumn(200) fileKey!: string;
  @IntColumn() size!: number;
  /** Written by the demo seed; "Remove all demo content" deletes only such rows (ADR 043). */
  @BoolColumn({ default: false }) isDemo!: boolean;
  @TimestampColumn() createdAt!: Date;
  @RefColumn({ nullable: true }) createdBy!: string | null;
}
