import { Initial1763800000000 } from './1763800000000-Initial';

/** In order. Add new migrations at the end; never edit one that has shipped. */
export const migrations = [Initial1763800000000];
