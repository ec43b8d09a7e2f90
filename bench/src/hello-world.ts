import { Controller, Get, HttpCode, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';

const ANSWER = { id: '00000000-0000-4000-8000-000000000000', version: 0, globalPosition: 1 };

@Controller('hello')
class HelloHttp {
  @Get()
  read(): typeof ANSWER {
    return ANSWER;
  }

  @Post()
  @HttpCode(201)
  write(): typeof ANSWER {
    return ANSWER;
  }
}

@Module({ controllers: [HelloHttp] })
class HelloModule {}

/** The baseline of the HTTP figures: NestJS on Fastify answering fixed JSON, nothing else. */
export const startHelloWorld = async (): Promise<{ url: string; close: () => Promise<void> }> => {
  const app = await NestFactory.create<NestFastifyApplication>(HelloModule, new FastifyAdapter(), { logger: false });
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/hello`, close: () => app.close() };
};
