import { ConfigError, loadConfig } from '../config';
import { Database } from '../db/database';
import { createLogger } from '../lib/logger';
import { userCommand } from './user';
import { videoCommand } from './video';
import { createStorage } from '../services/storage';
import { backupCommand, restoreCommand } from './backup';

/** Command-line tools; they read the same environment as the server. */
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      return 1;
    }
    throw err;
  }
  const openDb = () => Database.open(config.database, createLogger('warn'));
  switch (command) {
    case 'user':
      return userCommand(rest, openDb, config.passwordHashCost);
    case 'video':
      return videoCommand(rest, () => createStorage(config));
    case 'backup':
      return backupCommand(rest, config);
    case 'restore':
      return restoreCommand(rest, config);
    default:
      process.stderr.write('Commands: user, video, backup, restore\n');
      return command ? 1 : 0;
  }
}

// npm passes the script name's own arguments after the command, e.g. `cli.mjs user create ...`.
const args = process.argv.slice(2);
main(args).then(
  (code) => process.exit(code),
  (err) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
