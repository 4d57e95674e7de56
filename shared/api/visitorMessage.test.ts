import { describe, expect, it } from 'vitest';
import { throwIfResNotOk, visitorMessage } from './http';

/** The Error a form's call ends with when the server answers `res`. */
async function failureOf(res: Response): Promise<unknown> {
  try {
    await throwIfResNotOk(res, '/api/contact');
  } catch (err) {
    return err;
  }
  throw new Error('expected the answer to count as a failure');
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('visitorMessage: what a visitor-facing notice may say about a failed call', () => {
  it("passes on the site's own explanation of a refusal", async () => {
    expect(visitorMessage(await failureOf(json(409, { message: 'Sorry, this event is full.' })))).toBe(
      'Sorry, this event is full.',
    );
    expect(visitorMessage(await failureOf(json(400, { message: 'This event has already taken place.' })))).toBe(
      'This event has already taken place.',
    );
  });

  it('never passes on a server failure, whatever its body says', async () => {
    expect(visitorMessage(await failureOf(new Response('Internal Server Error', { status: 500 })))).toBeNull();
    expect(
      visitorMessage(await failureOf(new Response('', { status: 500, statusText: 'Internal Server Error' }))),
    ).toBeNull();
    expect(visitorMessage(await failureOf(json(500, { message: 'Internal Server Error' })))).toBeNull();
    expect(visitorMessage(await failureOf(json(503, { message: 'SQLITE_BUSY: database is locked' })))).toBeNull();
    expect(
      visitorMessage(await failureOf(new Response('<html><body>Bad gateway</body></html>', { status: 502 }))),
    ).toBeNull();
  });

  it('never passes on plain text or a page, even with a 4xx status', async () => {
    expect(visitorMessage(await failureOf(new Response('Too Many Requests', { status: 429 })))).toBeNull();
    expect(visitorMessage(await failureOf(new Response('<html>Forbidden</html>', { status: 403 })))).toBeNull();
    expect(visitorMessage(await failureOf(json(400, { message: '   ' })))).toBeNull();
    expect(visitorMessage(await failureOf(json(400, { error: 'no message field' })))).toBeNull();
  });

  it('has nothing to say about a network failure or anything that is not an answer', () => {
    expect(visitorMessage(new TypeError('Failed to fetch'))).toBeNull();
    expect(visitorMessage('500: Internal Server Error')).toBeNull();
    expect(visitorMessage(null)).toBeNull();
  });
});
