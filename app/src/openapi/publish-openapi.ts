import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { componentSchemas, serveApiReference, withNullableTyped, withPathParametersDeclared, withReadDescriptions, withSchemasConverted, withSharedRefusals, withWebhookCallbacks } from '@careledger/http';

/** The OpenAPI document of every call this process answers: each answer's schema from the domain, each refusal's body. */
export const openApiDocumentOf = (app: NestFastifyApplication): OpenAPIObject => {
  const config = new DocumentBuilder()
    .setTitle('Careledger API')
    .setDescription(
      'Commands (POST) append events; queries (GET) read projections. See docs/architecture.md in the repository. ' +
        'A signed-in browser sends `X-Requested-With: XMLHttpRequest` with every call and echoes the `XSRF-TOKEN` cookie in `X-XSRF-TOKEN` with every command. ' +
        'A machine sends an API key as `Authorization: Bearer clk_…` instead (no cookie, no XSRF header): it acts as its organisation within its scopes, and is refused with 401 once revoked, 403 naming a scope it lacks, and 429 with `Retry-After` over its rate.',
    )
    .setVersion('0.1.0')
    .addCookieAuth('careledger_session')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'An API key made at POST /api/api-keys (clk_…).' }, 'apiKey')
    .addServer('/', 'This server')
    .build();
  const document = withWebhookCallbacks(withSharedRefusals(withReadDescriptions(withPathParametersDeclared(withSchemasConverted(SwaggerModule.createDocument(app, config))))));
  const tags = [...new Set(Object.values(document.paths).flatMap((operations) => Object.values(operations as Record<string, { tags?: string[] }>).flatMap((operation) => operation.tags ?? [])))];
  return withNullableTyped({
    ...document,
    tags: tags.sort().map((name) => ({ name })),
    components: { ...document.components, schemas: { ...document.components?.schemas, ...componentSchemas() } },
  });
};

/** Swagger UI at GET /api/docs, the JSON at GET /api/docs-json. */
export const publishOpenApi = (app: NestFastifyApplication): void => {
  serveApiReference(app.getHttpAdapter().getInstance(), () => openApiDocumentOf(app));
};
