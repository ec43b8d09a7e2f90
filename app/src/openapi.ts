import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** The OpenAPI document of every call this process answers, at GET /api/docs. */
export const publishOpenApi = (app: NestFastifyApplication): void => {
  const config = new DocumentBuilder()
    .setTitle('Careledger API')
    .setDescription('Commands (POST) append events; queries (GET) read projections. See docs/architecture.md in the repository.')
    .setVersion('0.1.0')
    .addCookieAuth('careledger_session')
    .build();
  let document: unknown;
  app.getHttpAdapter().getInstance().get('/api/docs', async () => {
    document ??= SwaggerModule.createDocument(app, config);
    return document;
  });
};
