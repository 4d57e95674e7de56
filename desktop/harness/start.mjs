#!/usr/bin/env node
/** `npm run desktop:harness`: build the renderer and harness if stale, then run the harness in this process. */
import { build } from './build.mjs';

build({ ifStale: true });
await import('./dist/main.js');
