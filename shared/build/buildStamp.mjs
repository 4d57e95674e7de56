/**
 * Whether a build is older than what it is built from, for the build scripts of the site and of the desktop
 * harness: each stamps its output folder when it finishes and rebuilds only when a source file is newer than
 * the stamp. Test files never make a build stale.
 */
import fs from 'node:fs';
import path from 'node:path';

function newestMtime(p, skip) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(p) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const name of fs.readdirSync(p)) {
    if (skip.has(name)) continue;
    newest = Math.max(newest, newestMtime(path.join(p, name), skip));
  }
  return newest;
}

/**
 * True when `stamp` is missing or a file under one of `sources` (paths relative to `root`) is newer; folders
 * named in `skip` are not looked into.
 */
export function isBuildStale({ root, stamp, sources, skip }) {
  let built = 0;
  try {
    built = fs.statSync(stamp).mtimeMs;
  } catch {
    return true;
  }
  return sources.some((s) => newestMtime(path.join(root, s), skip) > built);
}

/** Writes the stamp that `isBuildStale` compares against. */
export function writeBuildStamp(stamp) {
  fs.writeFileSync(stamp, new Date().toISOString() + '\n');
}
