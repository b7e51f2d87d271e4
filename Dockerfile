# The production images: the app (one process serving the API, socket.io and the built React app) and the proxy.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

# The proxy (docker-compose.yml's `proxy`, target `proxy`): nginx serving the built web app from its own disk, each
# file beside its precompressed `.gz` (deploy/nginx.conf, mounted over /etc/nginx/nginx.conf, proxies the rest).
FROM nginx:1.27 AS proxy
COPY --from=build /app/frontend/dist /usr/share/nginx/html

# The app (the default target: the last stage).
FROM node:20-bookworm-slim AS app
ENV NODE_ENV=production PORT=3000
WORKDIR /app
# The code stays root's (read-only to the app); the app runs as the image's unprivileged `node` user and writes
# only DATA_DIR (/app/.data: the mail outbox when no SMTP_URL is set).
COPY --from=build /app /app
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
CMD ["node", "backend/dist/main.js"]
