import { Entity } from 'typeorm';
import { BoolColumn, TextColumn, TimestampColumn, VarcharColumn, WithTimestamps } from '../columns';

@Entity({ name: 'users' })
export class User extends WithTimestamps {
  @VarcharColumn(254, { unique: true }) email!: string;
  @VarcharColumn(100, { nullable: true }) firstName!: string | null;
  @VarcharColumn(100, { nullable: true }) lastName!: string | null;
  @TextColumn({ nullable: true }) profileImageUrl!: string | null;
  @BoolColumn({ default: false }) isAdmin!: boolean;
  /** scrypt hash with its parameters (see services/passwords.ts); null for accounts that cannot sign in yet. */
  @TextColumn({ nullable: true }) passwordHash!: string | null;
  /** A disabled account cannot sign in, and its sessions and tokens stop working. */
  @BoolColumn({ default: false }) disabled!: boolean;
  @TimestampColumn({ nullable: true }) lastSignInAt!: Date | null;
}
