/**
 * The load balancer of `npm run cluster`: Debian's nginx, round robin over the instances, in a
 * directory of its own (configuration, logs, temporary files), in the foreground as a child process.
 * It forwards the client's address (X-Forwarded-For) and the public host, which the instances trust
 * from 127.0.0.1 (TRUST_PROXY), so every rate limit counts the real client.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];

export function nginxBinary(): string | undefined {
  return CANDIDATES.find((path) => existsSync(path));
}

/** The configuration: one upstream of the instances' ports, one server on the balancer's port. */
export function nginxConfig(dir: string, port: number, instancePorts: number[]): string {
  const runsAsRoot = process.getuid?.() === 0;
  return `# Written by npm run cluster (src/server/cluster/nginx.ts); a fresh one on every start.
${runsAsRoot ? '# Started by root: the workers keep the user that owns this directory.\nuser root;\n' : ''}worker_processes 1;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  # Which instance answered each request: the round robin can be seen.
  log_format balanced '$remote_addr [$time_local] "$request" $status -> $upstream_addr $request_time s';
  access_log ${join(dir, 'access.log')} balanced;
  client_body_temp_path ${join(dir, 'client-body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  # Proofs are up to 10 MB; the instances refuse bigger ones with their own message.
  client_max_body_size 12m;
  upstream kursmarkt {
    # Round robin (nginx's default); keep-alive connections to the instances.
${instancePorts.map((instance) => `    server 127.0.0.1:${instance} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://kursmarkt;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # An instance that stops answering: the request goes to the next one.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_read_timeout 60s;
    }
  }
}
`;
}

/** Starts nginx with a configuration written into `dir`; resolves when it runs (stop() ends it gracefully). */
export function startNginx(binary: string, dir: string, port: number, instancePorts: number[]): { child: ChildProcess; stop(): Promise<void> } {
  mkdirSync(dir, { recursive: true });
  const configFile = join(dir, 'nginx.conf');
  writeFileSync(configFile, nginxConfig(dir, port, instancePorts));
  const child = spawn(binary, ['-p', dir, '-c', configFile], { stdio: ['ignore', 'inherit', 'inherit'] });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      // SIGQUIT: a graceful shutdown (open requests are finished).
      child.kill('SIGQUIT');
    });
  return { child, stop };
}
