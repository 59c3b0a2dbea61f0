# One image for both roles: `npm start` (web) and `npm run worker`.
# Node 24, the LTS; the same release as NODE_LTS in .ci/run, where CI tests it.
FROM node:24.21.0-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
# The native addons compile against the Node 24.18.1 headers (from the npm registry), not the image's:
# built against >= 24.19 headers, better-sqlite3 12 aborts the process at random GCs (nodejs/node#65446;
# see NODE_LTS_HEADERS in .ci/run). Same ABI, so they load on 24.21.0. Built from source, not a prebuilt.
ARG NODE_ADDON_HEADERS=24.18.1
RUN set -e; arch="$(node -p process.arch)"; cd /tmp; \
    tgz="$(npm pack --silent "node-linux-$arch@$NODE_ADDON_HEADERS")"; \
    mkdir -p /tmp/node-headers && tar -xzf "$tgz" -C /tmp/node-headers --strip-components=1 package/include; \
    cd /app && npm_config_nodedir=/tmp/node-headers npm_config_build_from_source=true npm ci --no-audit --no-fund; \
    node -e "require('sweph'); require('better-sqlite3')"; \
    rm -rf /tmp/node-headers "/tmp/$tgz"
COPY . .
RUN npm run build && npm prune --omit=dev
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
# node directly (not npm start): signals reach the process and nothing rebuilds at start.
CMD ["node", "dist/api/server.js"]
