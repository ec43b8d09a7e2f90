FROM node:20-bookworm-slim
WORKDIR /careledger
COPY package.json package-lock.json .npmrc ./
COPY domain/package.json domain/
COPY storage/package.json storage/
COPY http/package.json http/
COPY jobs/package.json jobs/
COPY command-service/package.json command-service/
COPY projections/package.json projections/
COPY query-service/package.json query-service/
COPY client/package.json client/
COPY app/package.json app/
COPY console/package.json console/
COPY tests/package.json tests/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build:console
ENV NODE_ENV=production
CMD ["node", "--import", "tsx", "app/src/main.ts"]
