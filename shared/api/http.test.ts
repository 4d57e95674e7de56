import { describe, expect, it } from 'vitest';
import { ApiError, failureBody, serverMessage, statusOf, throwIfResNotOk, visitorMessage } from './http';

async function failureOf(res: Response): Promise<ApiError> {
  try {
    await throwIfResNotOk(res, '/api/admin/events/e1?x=1');
  } catch (err) {
    return err as ApiError;
  }
  throw new Error('expected the answer to count as a failure');
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('ApiError: a failed call carries its status and body', () => {
  it('parses a JSON answer and keeps the text of any other', async () => {
    const refused = await failureOf(json(400, { message: 'Check the form.', fieldErrors: { title: ['Required'] } }));
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: 'Check the form.', fieldErrors: { title: ['Required'] } });
    expect(refused.path).toBe('/api/admin/events/e1');

    const page = await failureOf(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(page.body).toBe('<html>Bad gateway</html>');
    const bare = await failureOf(new Response('', { status: 503, statusText: 'Service Unavailable' }));
    expect(bare.body).toBe('Service Unavailable');
  });

  it('keeps the "<status>: <text>" message as the answer came', async () => {
    expect((await failureOf(new Response('{ "message": "No" }', { status: 409 }))).message).toBe(
      '409: { "message": "No" }',
    );
    expect(new ApiError(404, { message: 'Not found' }, '/api/events/x').message).toBe('404: {"message":"Not found"}');
    expect(new ApiError(500, 'boom', '/api/events').message).toBe('500: boom');
  });

  it('is read by its fields, never by a message that merely looks like one', async () => {
    const lookalike = new Error('409: {"message":"Someone else saved first.","current":{"id":"e1"}}');
    expect(statusOf(lookalike)).toBeNull();
    expect(failureBody(lookalike, 409)).toBeNull();
    expect(serverMessage(lookalike)).toBeNull();
    expect(visitorMessage(lookalike)).toBeNull();

    const conflict = new ApiError(409, { message: 'Someone else saved first.', current: { id: 'e1' } }, '/api/x');
    expect(statusOf(conflict)).toBe(409);
    expect(failureBody(conflict, 409)).toEqual({ message: 'Someone else saved first.', current: { id: 'e1' } });
    expect(failureBody(conflict, 400)).toBeNull();
    expect(serverMessage(conflict)).toBe('Someone else saved first.');
    expect(visitorMessage(conflict)).toBe('Someone else saved first.');
  });

  it("gives the server's message from JSON or plain text, never from a page", async () => {
    expect(serverMessage(await failureOf(new Response('Too Many Requests', { status: 429 })))).toBe(
      'Too Many Requests',
    );
    expect(serverMessage(await failureOf(new Response('<html>Forbidden</html>', { status: 403 })))).toBeNull();
    expect(serverMessage(await failureOf(json(400, { error: 'no message' })))).toBeNull();
    expect(failureBody(await failureOf(json(400, ['a list'])), 400)).toBeNull();
  });
});
