# The production image: one process serving the API, socket.io and the built React app.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000
WORKDIR /app
# The code stays root's (read-only to the app); the app runs as the image's unprivileged `node` user and writes
# only DATA_DIR (/app/.data: the mail outbox when no SMTP_URL is set).
COPY --from=build /app /app
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
CMD ["node", "backend/dist/main.js"]
