/**
 * Server test files that open no database of the site's (pure functions, the route table, files on disk, a mail
 * transport, scrypt): the PostgreSQL suite would repeat them exactly, so it leaves them to the SQLite suite
 * (vitest.config.ts). A file that starts a test server or opens a database must not be listed; databaseFree.test.ts
 * checks each listed file's imports. An unlisted file simply runs on both databases.
 */
export const DATABASE_FREE_TEST_FILES = [
  'server/db/migrations/columnSpec.test.ts',
  'server/db/migrations/discovery.test.ts',
  'server/lib/clientAddress.test.ts',
  'server/lib/threadBudget.test.ts',
  'server/lib/workQueue.test.ts',
  'server/middlewares/staticFiles.test.ts',
  'server/ops/deploymentFiles.test.ts',
  'server/routes/api/routeTable.test.ts',
  'server/services/mail/mail.test.ts',
  'server/services/mail/safety.test.ts',
  'server/services/passwords.test.ts',
  'server/services/storage/storage.test.ts',
  'server/test/databaseFree.test.ts',
  'server/test/retriedTests.test.ts',
];
