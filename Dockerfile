# syntax=docker/dockerfile:1
# Tourmarket's production images, both from this file (docs/deploy.md):
#   docker build --target api -t tourmarket-api .
#   docker build --target web -t tourmarket-web .
# Node 24 runs the TypeScript sources directly (type stripping), so only the storefront is built.
ARG NODE_IMAGE=node:24-bookworm-slim

# The workspaces' manifests: what `npm ci` needs, so its layer is reused until they change.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/contracts/package.json packages/contracts/
COPY packages/api-client/package.json packages/api-client/
COPY packages/ui/package.json packages/ui/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/

# Every dependency, for the storefront's build.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
# §2's booking path is compiled into the storefront.
ARG BOOKING_BASE_PATH=booking
ENV BOOKING_BASE_PATH=${BOOKING_BASE_PATH}
RUN npm run build -w @tourmarket/web

# What runs: production dependencies, the sources and the storefront's build; no dev tools.
FROM manifests AS runtime
ENV NODE_ENV=production
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY packages packages
COPY apps/api apps/api
COPY apps/web/server.ts apps/web/path-rules.json apps/web/
COPY apps/web/server apps/web/server
COPY apps/web/app apps/web/app
COPY --from=build /app/apps/web/build apps/web/build
# Uploads and resized images; mount a volume here (shared by every API instance, docs/deploy.md).
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node

FROM runtime AS api
ENV API_HOST=0.0.0.0 API_PORT=4000
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:4000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/src/server.ts"]

FROM runtime AS web
ENV WEB_HOST=0.0.0.0 WEB_PORT=3000
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/web/server.ts"]
