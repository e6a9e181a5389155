/**
 * Requests to shop instances started as processes (src/server/bench/shop-process.ts), as a load
 * balancer forwards them: to one instance's own address, with the shop's public host in Host and the
 * client's address in X-Forwarded-For (the instances trust the balancer: TRUST_PROXY). node:http
 * rather than fetch, which may not set Host.
 */
import http from 'node:http';

export interface InstanceAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text(): string;
}

export interface InstanceRequest {
  method?: string;
  path: string;
  /** The client as the balancer names it. */
  client: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export function send(baseUrl: string, host: string, request: InstanceRequest): Promise<InstanceAnswer> {
  const target = new URL(request.path, baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      target,
      {
        method: request.method ?? 'GET',
        headers: { host, 'x-forwarded-for': request.client, ...request.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body, text: () => body.toString('utf8') });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

/** The cookies a browser would send back: name=value of every Set-Cookie (paths ignored; one host). */
export class InstanceCookies {
  private readonly cookies = new Map<string, string>();

  keep(answer: InstanceAnswer): InstanceAnswer {
    for (const line of answer.headers['set-cookie'] ?? []) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const value = pair!.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(pair!.slice(0, eq));
      else this.cookies.set(pair!.slice(0, eq), value);
    }
    return answer;
  }

  header(): Record<string, string> {
    return this.cookies.size ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {};
  }
}
