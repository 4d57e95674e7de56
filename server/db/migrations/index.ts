import { Initial1763800000000 } from './1763800000000-Initial';
import { Accounts1763900000000 } from './1763900000000-Accounts';

/** In order. Add new migrations at the end; never edit one that has shipped. */
export const migrations = [Initial1763800000000, Accounts1763900000000];
