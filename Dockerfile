# LenderLane's production image (README 'Running it in production';
# docs/decisions/2026-11-27-backups-and-retention.md).
#
#   docker build -t lenderlane .
#   docker run --read-only --tmpfs /tmp -v lenderlane-data:/data -p 3000:3000 \
#     -e BASE_URL=https://lenderlane.example.com -e AUTH_SECRET=… -e SMTP_URL=smtps://… lenderlane
#
# Two stages: the build (dev dependencies, vite, esbuild) and the runtime (production
# dependencies, the built dist/, the migrations, and the sources the npm run commands need:
# db:migrate, db:backup, db:restore and admin:create run through tsx). The runtime runs as the
# image's unprivileged `node` user and writes only DATA_DIR (/data, the embedded database when
# DATABASE_URL is unset): it runs with a read-only root filesystem (`--read-only`, or
# `read_only: true` in compose), which `npm run check:read-only` checks in CI without Docker.

ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_CACHE=/tmp/.npm
WORKDIR /app
# Owned by root, read by `node`: the running server cannot change its own code.
COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/src ./src
COPY --from=build /app/scripts/start.mjs /app/scripts/server-bundle.mjs ./scripts/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Readiness (database, migrations, Redis when configured, catalogue): an instance that cannot
# serve is reported unhealthy, and compose's depends_on waits for it.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself as PID 1's child-free process: SIGTERM reaches the server, which drains
# (docs/decisions/reliability.md).
CMD ["node", "--max-old-space-size=640", "dist/node/start.js"]
