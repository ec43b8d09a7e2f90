import { liveAnswer, readinessAnswer } from '@careledger/domain';
import { Controller, Get, Inject, Injectable, Module, Res, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Answers, AnswersThroughReply } from '../openapi/answers.decorators';
import type { Readiness, ReadyAnswer } from './readiness';

const READINESS = Symbol('Readiness');

/**
 * What a load balancer asks. Outside `/api`, reads only: no session, no X-Requested-With, no XSRF
 * echo, and no per-client limit counts them.
 */
@ApiTags('health')
@Controller('health')
export class HealthHttp {
  constructor(@Inject(READINESS) private readonly readiness: Readiness) {}

  @Get('live')
  @ApiOperation({ summary: 'Answers while the process serves requests.', description: 'A liveness probe: 200 as long as the process runs, whatever its database.' })
  @Answers(liveAnswer)
  live(): { status: 'live' } {
    return { status: 'live' };
  }

  @Get('ready')
  @ApiOperation({ summary: 'Whether this process should be sent requests: its database, Redis when it uses it, and how far the read models trail the log when it reads them.', description: 'A readiness probe: HAProxy takes a process out after two failed checks, so one that is stopping drains first.' })
  @AnswersThroughReply(readinessAnswer, { description: 'Ready: send it requests. The same body with 503 when it is not ready or stopping.' })
  async ready(@Res({ passthrough: true }) reply: FastifyReply): Promise<ReadyAnswer> {
    const answer = await this.readiness.answer();
    void reply.status(answer.status === 'ready' ? 200 : 503).header('cache-control', 'no-store');
    return answer;
  }
}

/**
 * Once the process is stopping, every answer closes its connection: a request in flight when the
 * server closes would otherwise leave its connection open, and the close waiting, for the whole
 * keep-alive timeout; and a client's next request goes through the balancer to another process.
 */
@Injectable()
class ConnectionsCloseWhileStopping implements OnModuleInit {
  constructor(
    @Inject(READINESS) private readonly readiness: Readiness,
    @Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost,
  ) {}

  onModuleInit(): void {
    this.adapterHost.httpAdapter.getInstance<FastifyInstance>().addHook('onSend', (_request, reply, payload, done) => {
      if (this.readiness.stopping) void reply.header('connection', 'close');
      done(null, payload);
    });
  }
}

@Module({})
export class HealthModule {
  /** `GET /health/live` and `GET /health/ready` for a process, ready as `readiness` says. */
  static register(readiness: Readiness): DynamicModule {
    return { module: HealthModule, controllers: [HealthHttp], providers: [{ provide: READINESS, useValue: readiness }, ConnectionsCloseWhileStopping] };
  }
}
