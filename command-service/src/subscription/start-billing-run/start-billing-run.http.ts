import { ApiOperation } from '@nestjs/swagger';
import { Body, Controller, ForbiddenException, HttpCode, Inject, Post, ServiceUnavailableException, UseFilters, UseGuards } from '@nestjs/common';
import { can, jobAnswer, type JobAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import { jobQueueCatalogue } from '@careledger/jobs';
import { INFRASTRUCTURE, type CommandInfrastructure } from '../../infrastructure';
import { parseStartBillingRunRequest } from './start-billing-run.request';

/** Starts a billing run now, for today or a past day: what earlier runs billed is not billed again (their keys). */
@UseFilters(ErrorFilter)
@Controller('api/admin/billing-runs')
@UseGuards(SessionGuard)
export class StartBillingRunHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: CommandInfrastructure) {}

  @Post()
  @HttpCode(202)
  @ApiOperation({ summary: 'Start a billing run for a day.', description: 'Administrators only. Queues the billing job that the scheduler runs hourly: each subscription’s periods due by the day become UNPAID payments at the product’s price and tax rate, one command per period under its key, so running it twice bills nothing twice. 503 when this process reaches no job queue.' })
  @Answers(jobAnswer, { status: 202, description: 'The billing run, queued. Administrators only.', refusals: refusalsOf.restricted })
  async start(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<JobAnswer> {
    if (!can(actor, 'job.start')) throw new ForbiddenException({ message: 'Only administrators may start a billing run.' });
    const request = parseStartBillingRunRequest(body, this.infrastructure.now().toISOString().slice(0, 10));
    const jobs = this.infrastructure.jobs;
    if (!jobs) throw new ServiceUnavailableException({ message: 'This process reaches no job queue: set REDIS_URL, or run npm start, which runs the jobs itself.' });
    const { queue, id, state, progress, detail, attempts, failedReason, addedAt, finishedAt } = await jobs.add(jobQueueCatalogue.billingRuns.queue, request);
    return jobAnswer.parse({ queue, id, state, progress, detail, attempts, failedReason, addedAt, finishedAt });
  }
}
