import { randomUUID } from 'node:crypto';
import { Body, Controller, ForbiddenException, Get, HttpCode, Inject, NotFoundException, Param, Post, ServiceUnavailableException, UseFilters, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  STREAM_ID_PATTERN,
  can,
  integrityVerifyRequest,
  invalidRequest,
  parseOrThrow,
  type IntegrityAnswer,
  type IntegrityRunAnswer,
  type StreamIntegrityAnswer, integrityAnswer, integrityRunAnswer, streamIntegrityAnswer,
} from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import { createIntegrityRun, lastRunCovering, readIntegrityRun, recentIntegrityRuns, storedAnchors, type IntegrityRun } from '@careledger/storage';
import { ReadsNoReadModel } from '../http/min-position.guard';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { withNames } from '../names/display-names';
import { INTEGRITY_QUEUE } from './integrity-verification.job';

/** The runs `GET /api/admin/integrity` shows. */
const RUNS_SHOWN = 20;

const runAnswers = async (infrastructure: QueryInfrastructure, runs: readonly IntegrityRun[]): Promise<IntegrityRunAnswer[]> =>
  withNames(
    infrastructure,
    runs.map(({ attempts: _attempts, steps: _steps, place: _place, ...answer }) => answer),
    { requestedBy: 'user' },
  );

const requestSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    category: { type: 'string', pattern: '^[a-z][a-z0-9]*$', description: 'Only the streams of this category (patient, note ...): their chains.' },
    streamId: { type: 'string', description: 'Only this stream (patient-<uuid> ...): its chain. Not with category.' },
  },
  example: { category: 'patient' },
};

/**
 * The log's tamper evidence for administrators: verifications run as jobs (every stream and the
 * anchors, a category, a stream), their progress and what they found, and a stream's last verdict.
 */
@ApiTags('integrity')
@UseFilters(ErrorFilter)
@ReadsNoReadModel()
@Controller('api/admin/integrity')
@UseGuards(SessionGuard)
export class IntegrityHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get()
  @ApiOperation({ summary: 'The latest verifications, newest first (when, what, how many streams, events and anchors, every broken link found), and the anchor chain (administrators only).', description: 'Start one with POST /api/admin/integrity/verify; each broken link names the stream, version, expected and stored hash.' })
  @Answers(integrityAnswer, { description: 'Administrators only.', refusals: refusalsOf.restricted })
  async overview(@CurrentActor() actor: Actor): Promise<IntegrityAnswer> {
    if (!can(actor, 'integrity.read')) throw new ForbiddenException({ message: 'Only administrators may see the verifications.' });
    const [runs, anchors] = await Promise.all([recentIntegrityRuns(this.infrastructure.db, RUNS_SHOWN), storedAnchors(this.infrastructure.eventStore)]);
    return { runs: await runAnswers(this.infrastructure, runs), anchors: anchors.length, lastAnchor: anchors.at(-1) ?? null };
  }

  @Post('verify')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Starts a verification as a background job: every stream\'s hash chain and the log against every anchor (`{}`), one category\'s chains, or one stream\'s.',
    description: 'Answers 202 with the run; its progress and findings are in GET /api/admin/integrity. A run whose process dies goes on from where it got to.',
  })
  @ApiBody({ schema: requestSchema })
  @Answers(integrityRunAnswer, { status: 202, description: 'The verification run, queued. Administrators only; 503 when this process reaches no job queue.', refusals: refusalsOf.restricted })
  async verify(@CurrentActor() actor: Actor, @Body() body: unknown): Promise<IntegrityRunAnswer> {
    if (!can(actor, 'integrity.verify')) throw new ForbiddenException({ message: 'Only administrators may verify the log.' });
    const request = parseOrThrow(integrityVerifyRequest, body ?? {});
    const jobs = this.infrastructure.jobs;
    if (!jobs) throw new ServiceUnavailableException({ message: 'This process reaches no job queue: set REDIS_URL, or run npm start, which runs the jobs itself.' });
    const id = randomUUID();
    const { db } = this.infrastructure;
    await createIntegrityRun(db, { id, ...request, requestedBy: actor.id, requestedAt: new Date() });
    await jobs.queues.add(INTEGRITY_QUEUE, { runId: id }, { jobId: id });
    const run = await readIntegrityRun(db, id);
    if (!run) throw new NotFoundException({ message: `The verification ${id} is gone.` });
    const [answer] = await runAnswers(this.infrastructure, [run]);
    return answer as IntegrityRunAnswer;
  }

  @Get('streams/:streamId')
  @ApiOperation({ summary: 'The last completed verification that covered one stream (every stream, its category, or itself), and whether it found the stream clean.', description: 'What a record’s history page shows; administrators only.' })
  @ApiParam({ name: 'streamId', description: 'A stream id, e.g. patient-<uuid>.' })
  @Answers(streamIntegrityAnswer, { description: 'Administrators only.', refusals: refusalsOf.restricted })
  async stream(@CurrentActor() actor: Actor, @Param('streamId') streamId: string): Promise<StreamIntegrityAnswer> {
    if (!can(actor, 'integrity.read')) throw new ForbiddenException({ message: 'Only administrators may see the verifications.' });
    if (streamId.length > 200 || !STREAM_ID_PATTERN.test(streamId)) throw invalidRequest([{ path: 'streamId', message: 'must be a stream id, <category>-<id>, e.g. patient-<uuid>' }]);
    const last = await lastRunCovering(this.infrastructure.db, streamId);
    return {
      streamId,
      lastRun:
        last === undefined || last.run.finishedAt === null
          ? null
          : { id: last.run.id, finishedAt: last.run.finishedAt, category: last.run.category, streamId: last.run.streamId, headPosition: last.run.headPosition, clean: last.clean },
    };
  }
}
