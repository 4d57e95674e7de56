import { Entity, PrimaryColumn } from 'typeorm';
import { TextColumn } from '../columns';

/** Small facts about this installation, e.g. when demo content was seeded (so it is never seeded twice). */
@Entity({ name: 'app_state' })
export class AppState {
  @PrimaryColumn({ type: 'varchar', length: 100 }) key!: string;
  @TextColumn() value!: string;
}
