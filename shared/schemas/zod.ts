import { z } from 'zod';

// zod compiles object parsers with `new Function`, and decides whether it may when a schema is created, by
// probing. The site's and the desktop app's Content-Security-Policy forbid eval, and Chromium reports even that
// caught probe as a violation (a console error on the page). The probe is skipped only if this setting runs
// before the first schema exists, so every module takes `z` from here rather than from 'zod' itself (a lint
// rule holds to that): whichever module is evaluated first, the setting came before it. Interpreted parsing is
// plenty fast for forms and request bodies.
z.config({ jitless: true });

export { z };
