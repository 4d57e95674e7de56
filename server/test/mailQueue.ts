import { LessThanOrEqual } from 'typeorm';
import { OutboundEmail } from '@server/db/entities';
import type { TestServer } from './harness';
import { until } from './until';

/**
 * Every message in the mail queue, once the worker has dealt with all that were due: none waits or is being sent.
 * A "nothing went to X" check reads this instead of sleeping, because mail is queued in the transaction of what it
 * announces: once the answer has come and the queue has settled, a message to X would be here and already sent.
 */
export async function settledMailQueue(server: TestServer): Promise<OutboundEmail[]> {
  const repo = server.deps.db.repo(OutboundEmail);
  server.deps.mailQueue.kick();
  await until('the mail queue to send what is due', async () => {
    const busy =
      (await repo.countBy({ status: 'sending' })) +
      (await repo.countBy({ status: 'queued', nextAttemptAt: LessThanOrEqual(new Date()) }));
    return busy === 0;
  });
  return repo.find({ order: { createdAt: 'ASC' } });
}
