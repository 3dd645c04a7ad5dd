/**
 * nginx (Debian's package, installed when missing) as the load balancer in front of the chaos
 * servers: a generated config in the temp folder with its own pid, logs and temp paths, in the
 * foreground as our child, so the system nginx (if any) is never involved.
 *
 * proxy_next_upstream is spelled out: `error timeout` without `non_idempotent`, so a POST/PATCH
 * that reached a server which then died is answered 502 instead of being replayed on the other
 * server (nginx's default since 1.9.13; written here so the run does not depend on it).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const NGINX = "/usr/sbin/nginx";

export function ensureNginx(): void {
  if (existsSync(NGINX)) return;
  console.log("nginx is missing: apt-get install -y nginx");
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "nginx"], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

export const NEXT_UPSTREAM = "error timeout";

export function nginxConfig(dir: string, port: number, upstreamPorts: number[]): string {
  const servers = upstreamPorts
    .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`)
    .join("\n");
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  upstream lenderlane {
${servers}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 2m;
    location / {
      proxy_pass http://lenderlane;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Retry on another server only when the request never reached one; never a non-idempotent
      # request that may have been processed.
      proxy_next_upstream ${NEXT_UPSTREAM};
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
      proxy_buffering off;
    }
  }
}
`;
}

export interface Nginx {
  readonly url: string;
  stop(): void;
}

export function startNginx(baseDir: string, port: number, upstreamPorts: number[]): Nginx {
  ensureNginx();
  const dir = path.join(baseDir, "nginx");
  mkdirSync(path.join(dir, "tmp"), { recursive: true, mode: 0o777 });
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(conf, nginxConfig(dir, port, upstreamPorts));
  // The workers run as `nobody` (a root master without a `user` line): give them the folder.
  execFileSync("chmod", ["-R", "a+rwX", dir]);
  execFileSync(NGINX, ["-t", "-q", "-p", dir, "-e", `${dir}/error.log`, "-c", conf], {
    stdio: "inherit",
  });
  const child: ChildProcess = spawn(NGINX, ["-p", dir, "-e", `${dir}/error.log`, "-c", conf], {
    stdio: "ignore",
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGQUIT");
    },
  };
}
