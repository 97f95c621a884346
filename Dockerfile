# syntax=docker/dockerfile:1
# The reference broker as one image: the built server, both built web apps, and only the
# production dependencies. docs/deployment.md explains how to run it; deploy/compose.yaml runs
# it scaled out behind a balancer.

FROM node:20-bookworm-slim AS build
# pnpm pinned like packageManager in package.json (corepack would need COREPACK_INTEGRITY_KEYS=0
# against registries that serve no signatures). No browser download: the image runs no tests.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
RUN npm install -g pnpm@10.34.9
WORKDIR /src
# The lockfile alone decides what is downloaded, so this layer survives source changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
RUN pnpm install --frozen-lockfile --offline
# The server, both web apps and the packages they are built from, in dependency order.
RUN pnpm --filter "@beurs/server..." --filter "@beurs/web-public..." --filter "@beurs/terminal..." run build
# The server package with its production dependencies only (@beurs/domain as its built
# package), laid out as in the repository so the server finds the web apps next to it.
RUN pnpm --filter @beurs/server deploy --prod --legacy /out/apps/server \
 && mkdir -p /out/apps/web-public /out/apps/terminal \
 && cp -r apps/web-public/dist /out/apps/web-public/dist \
 && cp -r apps/terminal/dist /out/apps/terminal/dist

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=7799 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /out /app
# The embedded database and uploaded documents live in /data; the node user (uid 1000) owns it.
# uploads/ exists in the image so a volume mounted there starts owned by that user too.
RUN mkdir -p /data/uploads && chown -R node:node /data
VOLUME /data
USER node
EXPOSE 7799
# Liveness only: /readyz (database, migrations, Redis) is for the balancer, which should stop
# sending traffic to a replica that is not ready rather than have it restarted.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 7799) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server stops on SIGTERM: it closes sockets and the database before exiting.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
