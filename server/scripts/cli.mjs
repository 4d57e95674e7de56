#!/usr/bin/env node
/** `npm run user -- ...` and friends: build if stale, then run the built command-line tool. */
import { build, isStale } from './build.mjs';

if (isStale()) build();
await import('../dist/cli.js');
