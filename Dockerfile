# Sportello in production: the same start path as `npm start` (build, then apps/server/dist/server.js),
# without development dependencies and without the development identity provider (never started
# when NODE_ENV=production). It follows the tested configuration; see README "Deployment".

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/i18n/package.json packages/i18n/
COPY packages/html/package.json packages/html/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/dev-idp/package.json apps/dev-idp/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/packages/contracts/package.json packages/contracts/
COPY --from=build /app/packages/i18n/package.json packages/i18n/
COPY --from=build /app/packages/html/package.json packages/html/
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/apps/dev-idp/package.json apps/dev-idp/
COPY --from=build /app/e2e/package.json e2e/
RUN npm ci --omit=dev --workspace @sportello/server --no-audit --no-fund && npm cache clean --force
# The bundle (workspace packages inlined), its migrations, and the built web app. The bundle holds the
# admin command too: in the image the first admin is `node apps/server/dist/admin.js create …`
# (README "The first admin"); `npm run admin` builds first, which needs what this stage leaves out.
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/src/db/migrations apps/server/src/db/migrations
COPY --from=build /app/apps/web/dist apps/web/dist
# DATA_DIR (default ./data, here /app/data): the embedded database when DATABASE_URL is unset. It must
# belong to the unprivileged user, and outlive the container.
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# `npm run serve` without npm as PID 1 (signals reach the server): the V8 heap flags of package.json
# `config.serverNodeFlags`, which keep the process within its memory budget (docs/performance.md).
CMD ["node", "--max-semi-space-size=8", "--max-old-space-size=192", "apps/server/dist/server.js"]
