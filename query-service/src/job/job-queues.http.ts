import { ApiOperation } from '@nestjs/swagger';
import { Controller, ForbiddenException, Get, Inject, ServiceUnavailableException, UseFilters, UseGuards } from '@nestjs/common';
import { can, type JobAnswer, type JobQueuesAnswer, jobQueuesAnswer } from '@careledger/domain';
import type { JobView } from '@careledger/jobs';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { ReadsNoReadModel } from '../http/min-position.guard';

/** What operators see of a job: not its data, which may name people, nor its result. */
export const jobAnswerOf = ({ queue, id, state, progress, detail, attempts, failedReason, addedAt, finishedAt }: JobView): JobAnswer => ({
  queue,
  id,
  state,
  progress,
  detail,
  attempts,
  failedReason,
  addedAt,
  finishedAt,
});

/** Every queue: how many jobs wait, run and failed, and the latest jobs with their progress and errors. */
@UseFilters(ErrorFilter)
@ReadsNoReadModel()
@Controller('api/admin/jobs')
@UseGuards(SessionGuard)
export class JobQueuesHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get()
  @ApiOperation({ summary: 'The background job queues.', description: 'Administrators only. Each queue (posting expiry, billing runs, reminders, exports, anchors, verifications …) with its waiting, active, delayed, completed and failed counts and its latest jobs (progress, attempts, error); POST /api/admin/jobs/{queue}/{id}/retry runs a failed one again. 503 when this process reaches no job queue.' })
  @Answers(jobQueuesAnswer, { description: 'Administrators only.', refusals: refusalsOf.restricted })
  async list(@CurrentActor() actor: Actor): Promise<JobQueuesAnswer> {
    if (!can(actor, 'job.read')) throw new ForbiddenException({ message: 'Only administrators may see the background jobs.' });
    const jobs = this.infrastructure.jobs;
    if (!jobs) throw new ServiceUnavailableException({ message: 'This process reaches no job queue: set REDIS_URL, or run npm start, which runs the jobs itself.' });
    const queues = await jobs.queues.overview();
    return { runsOn: jobs.runsOn, data: queues.map(({ queue, counts, recent }) => ({ queue, counts, recent: recent.map(jobAnswerOf) })) };
  }
}
