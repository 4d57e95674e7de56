import { describe, expect, it } from 'vitest';
import { QueueFull, WorkQueue } from './workQueue';

/** A job that starts when the queue runs it and ends when the test says so. */
function heldJob(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    job: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    finish,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('WorkQueue', () => {
  it('runs one at a time in the order the jobs came, each only after the one before ended', async () => {
    const log: string[] = [];
    const queue = new WorkQueue('test', 1, 10);
    const jobs = ['a', 'b', 'c', 'd'].map((name) => heldJob(log, name));
    const results = jobs.map((j) => queue.run(j.job));
    await settle();
    expect(log).toEqual(['start a']);
    expect([queue.running, queue.waiting]).toEqual([1, 3]);
    // Ended out of order: c cannot start before b, nor d before c.
    jobs[2].finish();
    jobs[0].finish();
    await settle();
    expect(log).toEqual(['start a', 'end a', 'start b']);
    jobs[1].finish();
    await settle();
    expect(log.slice(3)).toEqual(['end b', 'start c', 'end c', 'start d']);
    jobs[3].finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('never runs more than its concurrency, and a freed slot goes to the first in line', async () => {
    const log: string[] = [];
    const queue = new WorkQueue('test', 2, 10);
    const jobs = Array.from({ length: 6 }, (_, i) => heldJob(log, String(i)));
    let most = 0;
    const results = jobs.map((j) =>
      queue.run(async () => {
        most = Math.max(most, queue.running);
        return j.job();
      }),
    );
    await settle();
    expect(log).toEqual(['start 0', 'start 1']);
    jobs[1].finish();
    await settle();
    expect(log).toEqual(['start 0', 'start 1', 'end 1', 'start 2']);
    for (const j of jobs) j.finish();
    await Promise.all(results);
    expect(log.filter((l) => l.startsWith('start'))).toEqual(['0', '1', '2', '3', '4', '5'].map((n) => `start ${n}`));
    expect(most).toBe(2);
  });

  it('refuses at once when the line is full; the jobs already taken all run', async () => {
    const log: string[] = [];
    const queue = new WorkQueue('test', 1, 2);
    const jobs = ['a', 'b', 'c'].map((name) => heldJob(log, name));
    const taken = jobs.map((j) => queue.run(j.job));
    await expect(queue.run(async () => 'd')).rejects.toBeInstanceOf(QueueFull);
    for (const j of jobs) j.finish();
    expect(await Promise.all(taken)).toEqual(['a', 'b', 'c']);
    // Room again once the line has emptied.
    expect(await queue.run(async () => 'e')).toBe('e');
  });

  it('a job that fails passes its turn on like any other', async () => {
    const queue = new WorkQueue('test', 1, 5);
    const failing = queue.run(async () => {
      throw new Error('boom');
    });
    const next = queue.run(async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('next');
    expect(queue.running).toBe(0);
  });
});
