# syntax=docker/dockerfile:1
# HappyWay: one image serving the SPA, the API and (unless OIDC_ISSUER is set) the embedded issuer.

# 1. Everything, to build the SPA.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx vite build

# 2. Production dependencies only (no vite, vitest, playwright, nor the `node` devDependency: the image has Node 24).
FROM node:24-bookworm-slim AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

# 3. The runtime: Node 24 runs the server's TypeScript directly (type stripping), as a non-root user.
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production APP_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=production-deps --chown=node:node /app/node_modules ./node_modules
COPY --chown=node:node package.json ./
COPY --chown=node:node server ./server
COPY --chown=node:node domain ./domain
COPY --chown=node:node locales ./locales
COPY --from=build --chown=node:node /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM reaches node directly (exec form): requests in flight finish, then it exits 0 within 10 s.
STOPSIGNAL SIGTERM
CMD ["node", "server/main.ts"]
