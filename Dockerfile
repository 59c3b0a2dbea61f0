# One image for both roles: `npm start` (web) and `npm run worker`.
FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
# node directly (not npm start): signals reach the process and nothing rebuilds at start.
CMD ["node", "dist/api/server.js"]
