/**
 * One HTTP/1.1 request over a real socket to a listening server, with a time bound. app.inject
 * cannot show a request that is never answered (it has no socket to leave open); this can. Written
 * on a plain TCP socket, as curl would send it, because Node's own clients refuse or misread some
 * requests a client may send: fetch refuses a body on GET and HEAD, and node:http fails to parse
 * the answer to a HEAD that carried a body.
 */
import { connect } from 'node:net';

export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export type RawOutcome = { status: number; response: string } | { error: string };

/**
 * Sends `raw` to `origin` with `Connection: close` and reads until the server closes; the status
 * comes from the status line. No complete answer within `timeoutMs` is an error.
 */
export function sendRaw(origin: string, raw: RawRequest, timeoutMs: number): Promise<RawOutcome> {
  const { hostname, port } = new URL(origin);
  const body = raw.body === undefined ? undefined : Buffer.from(raw.body, 'utf8');
  const headers = { ...raw.headers, connection: 'close', ...(body ? { 'content-length': String(body.length) } : {}) };
  const head = `${raw.method} ${raw.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;
  return new Promise((resolve) => {
    const signal = AbortSignal.timeout(timeoutMs);
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    const onAbort = () => {
      socket.destroy();
      resolve({ error: `no answer within ${timeoutMs} ms` });
    };
    signal.addEventListener('abort', onAbort, { once: true });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) => {
      signal.removeEventListener('abort', onAbort);
      resolve({ error: String(error) });
    });
    socket.on('end', () => {
      signal.removeEventListener('abort', onAbort);
      const response = Buffer.concat(chunks).toString('utf8');
      const status = /^HTTP\/1\.[01] (\d{3}) /.exec(response)?.[1];
      resolve(
        status
          ? { status: Number(status), response }
          : { error: `no status line in ${JSON.stringify(response.slice(0, 200))}` },
      );
    });
    // Not half-closed after the body: like curl, the client waits with its side open.
    socket.write(head);
    if (body) socket.write(body);
  });
}
