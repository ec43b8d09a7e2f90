import { Controller, Get, Inject, Injectable, Module, Res, type DynamicModule, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyInstance, FastifyReply } from 'fastify';
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
  @ApiOperation({ summary: 'Answers while the process serves requests.' })
  @ApiResponse({ status: 200, description: "{ status: 'live' }" })
  live(): { status: 'live' } {
    return { status: 'live' };
  }

  @Get('ready')
  @ApiOperation({ summary: 'Whether this process should be sent requests: its database, Redis when it uses it, and how far the read models trail the log when it reads them.' })
  @ApiResponse({ status: 200, description: "{ status: 'ready', checks: { database: { ok, ms }, redis?: { ok, ms }, projections?: { ok, ms, lag, behind? } } }" })
  @ApiResponse({
    status: 503,
    description: "{ status: 'not_ready', checks } naming the failed check (ok: false, error), or a projection lag over READY_MAX_PROJECTION_LAG; { status: 'stopping' } once the process is shutting down.",
  })
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
