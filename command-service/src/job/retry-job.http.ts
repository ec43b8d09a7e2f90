import { ApiOperation } from '@nestjs/swagger';
import { Controller, ForbiddenException, HttpCode, Inject, NotFoundException, Param, Post, ServiceUnavailableException, UseFilters, UseGuards } from '@nestjs/common';
import { can, jobRetriedAnswer } from '@careledger/domain';
import { UnknownQueue } from '@careledger/jobs';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import { INFRASTRUCTURE, type CommandInfrastructure } from '../infrastructure';

/** Runs a failed job again, from its start: a job's commands carry keys, so what it did before is not done twice. */
@UseFilters(ErrorFilter)
@Controller('api/admin/jobs')
@UseGuards(SessionGuard)
export class RetryJobHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: CommandInfrastructure) {}

  @Post(':queue/:id/retry')
  @HttpCode(202)
  @ApiOperation({ summary: 'Run a failed background job again.', description: 'Administrators only. Puts a failed job of a queue (GET /api/admin/jobs lists them) back to waiting; the job sends its commands again, each under its key, so what it had done is not done twice. 404 for an unknown queue or no such failed job; 503 when this process reaches no job queue.' })
  @Answers(jobRetriedAnswer, { status: 202, description: 'The failed job is waiting again. Administrators only.', refusals: [...refusalsOf.restricted, 404, 409] })
  async retry(@CurrentActor() actor: Actor, @Param('queue') queue: string, @Param('id') id: string): Promise<{ queue: string; id: string; state: 'waiting' }> {
    if (!can(actor, 'job.retry')) throw new ForbiddenException({ message: 'Only administrators may retry a background job.' });
    const jobs = this.infrastructure.jobs;
    if (!jobs) throw new ServiceUnavailableException({ message: 'This process reaches no job queue: set REDIS_URL, or run npm start, which runs the jobs itself.' });
    let retried: boolean;
    try {
      retried = await jobs.retry(queue, id);
    } catch (error) {
      if (error instanceof UnknownQueue) throw new NotFoundException({ message: error.message });
      throw error;
    }
    if (!retried) throw new NotFoundException({ message: `Queue ${queue} has no failed job ${id} to retry.` });
    return { queue, id, state: 'waiting' };
  }
}
