import { ConfigError, loadConfig } from './config';
import { createLogger } from './lib/logger';
import { startServer } from './server';

/** `npm start`: configuration, then the server; SIGTERM and SIGINT finish requests in flight and exit. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\nThe server did not start. Fix the variables above and try again.\n`);
      process.exit(1);
    }
    throw err;
  }
  const log = createLogger(config.logLevel);
  const server = await startServer(config, log);
  log.info('server ready', { url: server.url, database: config.database.kind, storage: server.deps.storage.driver });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    server.close().then(
      () => process.exit(0),
      (err) => {
        log.error('shutdown failed', { err });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err) => {
  process.stderr.write(`The server failed to start: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
