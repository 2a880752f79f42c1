# Production image: builds both apps and the server, then serves everything from compiled JavaScript.
FROM node:22-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@10
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json tsconfig.json ./
COPY shared-types/package.json shared-types/
COPY server/package.json server/
COPY admin/package.json admin/
COPY public-site/package.json public-site/
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm build

FROM node:22-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data MEDIA_DIR=/data/media
COPY --from=build /app /app
VOLUME /data
EXPOSE 3000
# Plain node, no TypeScript loader, the heap sized as `pnpm start` sizes it. Pending migrations are
# applied at start; SIGTERM lets in-flight requests finish. WEB_CONCURRENCY=N serves from N worker
# processes (with DATABASE_URL), each with that heap. Operator commands: node server/dist/cli.js …
CMD ["node", "--max-old-space-size=512", "--heap-growing-percent=100", "server/dist/server.js"]
