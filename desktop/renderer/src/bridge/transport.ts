import type { Transport } from '@shared/api/http';
import type { BridgeMethod, DesktopBridge } from '@shared/desktop/bridge';

const METHODS: readonly BridgeMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Sends the shared API client's calls through the bridge and hands back a Response, so the client's one
 * error rule (an ApiError with the answer's status and body) holds on the desktop too. A bridge failure (e.g.
 * not signed in, core stopped) becomes a 503 with its message rather than a thrown TypeError the screens cannot word.
 */
export function bridgeTransport(
  bridge: DesktopBridge,
  onAnswer?: (answer: { source: string; status: number; summary?: string }) => void,
): Transport {
  return async (method, path, body) => {
    const m = method.toUpperCase() as BridgeMethod;
    if (!METHODS.includes(m)) throw new Error(`Unsupported method ${method}`);
    try {
      const answer = await bridge.request({ method: m, path, ...(body !== undefined ? { body } : {}) });
      onAnswer?.(answer);
      // A refusal the site sent as text (a proxy's page, plain status text) stays text, as the web client sees it.
      const asText = typeof answer.body === 'string' && answer.status >= 400;
      const text = answer.body === undefined ? '' : asText ? (answer.body as string) : JSON.stringify(answer.body);
      // 204/304 may not carry a body in a Response.
      const noBody = answer.status === 204 || answer.status === 304;
      return new Response(noBody ? null : text, {
        status: answer.status,
        headers: { 'Content-Type': asText ? 'text/plain' : 'application/json' },
      });
    } catch (err) {
      return new Response(JSON.stringify({ message: err instanceof Error ? err.message : String(err) }), {
        status: 503,
      });
    }
  };
}
