import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';

const uiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Careledger API reference</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
<link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/initializer.js"></script>
</body>
</html>
`;

// A served file, not an inline script: the Content-Security-Policy allows scripts from 'self' only.
const initializer = `window.ui = SwaggerUIBundle({ url: '/api/docs-json', dom_id: '#swagger-ui', deepLinking: true, presets: [SwaggerUIBundle.presets.apis] });\n`;

const assets: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

/**
 * The API reference: Swagger UI at `GET /api/docs` (its assets from `swagger-ui-dist`, served by
 * this process) over the document at `GET /api/docs-json`, built once, on its first request.
 */
export const serveApiReference = (server: FastifyInstance, buildDocument: () => unknown): void => {
  let document: unknown;
  server.get('/api/docs-json', async (_request, reply) => {
    document ??= buildDocument();
    return reply.header('cache-control', 'no-cache').send(document);
  });
  server.get('/api/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page));
  server.get('/api/docs/initializer.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(initializer));
  for (const [file, type] of Object.entries(assets)) {
    let content: Buffer | undefined;
    server.get(`/api/docs/${file}`, async (_request, reply) => {
      content ??= await readFile(join(uiDir, file));
      return reply.type(type).header('cache-control', 'public, max-age=86400').send(content);
    });
  }
};
