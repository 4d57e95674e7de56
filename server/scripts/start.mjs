#!/usr/bin/env node
/** `npm start`: build whatever is stale, then run the built server in this same process. */
import { build, isStale } from './build.mjs';

if (isStale()) build();
await import('../dist/main.js');
