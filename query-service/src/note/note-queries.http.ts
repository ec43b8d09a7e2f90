import { collectionAnswer, noteAnswer, noteEditLogEntryAnswer, noteViewLogEntryAnswer, pageAnswer, personAnswer, type NoteAnswer, type NoteEditLogEntryAnswer, type NoteViewLogEntryAnswer, type PersonAnswer } from '@careledger/domain';
import { applyDecorators, Controller, Get, Inject, Param, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Answers, CurrentActor, ErrorFilter, refusalsOf, SessionGuard, type Actor } from '@careledger/http';
import type { Page } from '../http/list-query';
import { NoteQueries } from './note-queries';

const MIN_POSITION = { name: 'X-Min-Position', required: false, description: 'Answer once the read models have reached this global position (else 503).' };
const IS_DRAFT = { name: 'isDraft', description: '1 or true: drafts (the actor\'s own; administrators all); 0 or false: published notes', enum: ['0', '1', 'true', 'false'] };

const PAGING = [
  ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, default: 1 } }),
  ApiQuery({ name: 'pageSize', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } }),
];

/** Query parameters every note list takes. */
const NoteListQueries = () =>
  applyDecorators(
    ...PAGING,
    ApiQuery({ name: 'sort', required: false, schema: { type: 'string', default: 'dateOfService:desc' }, description: 'dateOfService, createdAt or updatedAt, then :asc or :desc' }),
    ApiQuery({ name: 'noteTypeId', required: false, schema: { type: 'integer' } }),
    ApiQuery({ name: 'authorId', required: false, schema: { type: 'string', format: 'uuid' } }),
    ApiQuery({ name: 'from', required: false, schema: { type: 'string', format: 'date' }, description: 'date of service on or after' }),
    ApiQuery({ name: 'to', required: false, schema: { type: 'string', format: 'date' }, description: 'date of service on or before' }),
  );

/** Logs are paged, newest first unless `sort=at:asc` (edit log) or `sort=viewedAt:asc` (view log). */
const LogQueries = () => applyDecorators(...PAGING, ApiQuery({ name: 'sort', required: false, schema: { type: 'string' } }));

/**
 * Patient notes. Fastify matches static segments before parameters, so `/{id}/list/log`,
 * `/{id}/view/log` and `/{id}/authors/list` never reach `/{id}/{isDraft}`; every path shares the
 * parameter name `id` at the same place, as the router requires.
 */
@ApiTags('notes')
@ApiHeader(MIN_POSITION)
@UseFilters(ErrorFilter)
@Controller('api/notes')
@UseGuards(SessionGuard)
export class PatientNoteQueriesHttp {
  constructor(@Inject(NoteQueries) private readonly notes: NoteQueries) {}

  @Get()
  @NoteListQueries()
  @ApiQuery({ name: 'status', required: false, schema: { type: 'string', enum: ['published', 'draft'], default: 'published' }, description: 'drafts are the actor\'s own (administrators: all)' })
  @ApiQuery({ name: 'patientId', required: false, schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'amended', required: false, schema: { type: 'boolean' }, description: 'true: only notes with appended notes; false: only notes without' })
  @ApiOperation({ summary: 'The notes inbox: every patient note the signed-in user may read, across patients, paged on the server.', description: 'Each note within its visibility: 1 care team, 2 author only, 3 anyone with access to the patient, 4 the patient’s agency, 5 the linked partner, 6 administrators; administrators read every note.' })
  @Answers(pageAnswer(noteAnswer), { refusals: refusalsOf.record })
  async inbox(@CurrentActor() actor: Actor, @Query() query: Record<string, unknown>): Promise<Page<NoteAnswer>> {
    return this.notes.inbox(actor, query);
  }

  @Get(':id/list/log')
  @LogQueries()
  @ApiOperation({ summary: "A patient note's edit log: one entry per change, with its note-action id.", description: 'Every insert, strike, append, privacy and fields change with author and time; whoever may read the note.' })
  @Answers(pageAnswer(noteEditLogEntryAnswer), { refusals: refusalsOf.record })
  async editLog(@CurrentActor() actor: Actor, @Param('id') id: string, @Query() query: Record<string, unknown>): Promise<Page<NoteEditLogEntryAnswer>> {
    return this.notes.editLog(actor, 'patient', id, query);
  }

  @Get(':id/view/log')
  @LogQueries()
  @ApiOperation({ summary: "A patient note's view log: who read it, in which role, when.", description: 'Views are recorded by POST /api/notes/{id}/log; whoever may read the note.' })
  @Answers(pageAnswer(noteViewLogEntryAnswer), { refusals: refusalsOf.record })
  async viewLog(@CurrentActor() actor: Actor, @Param('id') id: string, @Query() query: Record<string, unknown>): Promise<Page<NoteViewLogEntryAnswer>> {
    return this.notes.viewLog(actor, 'patient', id, query);
  }

  @Get(':id/authors/list')
  @ApiParam({ name: 'id', description: 'the patient id' })
  @ApiOperation({ summary: "The authors of the patient's notes the signed-in user may read.", description: 'SPEC.md’s note authors call, for the author filter of the notes list.' })
  @Answers(collectionAnswer(personAnswer), { refusals: refusalsOf.record })
  async authors(@CurrentActor() actor: Actor, @Param('id') patientId: string): Promise<{ data: PersonAnswer[] }> {
    return this.notes.authors(actor, { kind: 'patient', id: patientId });
  }

  @Get(':id/:isDraft')
  @ApiParam({ name: 'id', description: 'the patient id' })
  @ApiParam(IS_DRAFT)
  @NoteListQueries()
  @ApiOperation({ summary: "The patient's notes the signed-in user may read, paged on the server.", description: '`isDraft` 1 lists your drafts, 0 the published notes; each within its visibility.' })
  @Answers(pageAnswer(noteAnswer), { refusals: refusalsOf.record })
  async list(@CurrentActor() actor: Actor, @Param('id') patientId: string, @Param('isDraft') isDraft: string, @Query() query: Record<string, unknown>): Promise<Page<NoteAnswer>> {
    return this.notes.list(actor, { kind: 'patient', id: patientId }, isDraft, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One patient note, its parent and appended notes rendered with their inserts and strikes.', description: 'Struck text stays, marked struck; inserted text is marked. Whoever may read the note by its visibility; log the view with POST /api/notes/{id}/log.' })
  @Answers(noteAnswer, { refusals: refusalsOf.record })
  async get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<NoteAnswer> {
    return this.notes.get(actor, 'patient', id);
  }
}

/** Hub and cluster notes, by note id or by hub. */
@ApiTags('hub notes')
@ApiHeader(MIN_POSITION)
@UseFilters(ErrorFilter)
@Controller('api/hub/notes')
@UseGuards(SessionGuard)
export class HubNoteQueriesHttp {
  constructor(@Inject(NoteQueries) private readonly notes: NoteQueries) {}

  @Get(':id/list/log')
  @LogQueries()
  @ApiOperation({ summary: "A hub or cluster note's edit log.", description: 'One entry per change (insert, strike, append, privacy, fields), with author and time; whoever may read the note.' })
  @Answers(pageAnswer(noteEditLogEntryAnswer), { refusals: refusalsOf.record })
  async editLog(@CurrentActor() actor: Actor, @Param('id') id: string, @Query() query: Record<string, unknown>): Promise<Page<NoteEditLogEntryAnswer>> {
    return this.notes.editLog(actor, 'hub', id, query);
  }

  @Get(':id/view/log')
  @LogQueries()
  @ApiOperation({ summary: "A hub or cluster note's view log.", description: 'Who read it, in which role, when (POST /api/hub/notes/{id}/log records a view); whoever may read the note.' })
  @Answers(pageAnswer(noteViewLogEntryAnswer), { refusals: refusalsOf.record })
  async viewLog(@CurrentActor() actor: Actor, @Param('id') id: string, @Query() query: Record<string, unknown>): Promise<Page<NoteViewLogEntryAnswer>> {
    return this.notes.viewLog(actor, 'hub', id, query);
  }

  @Get(':id/authors/list')
  @ApiParam({ name: 'id', description: 'the hub id' })
  @ApiOperation({ summary: "The authors of the hub's notes the signed-in user may read.", description: 'SPEC.md’s hub note authors call, for the author filter of the notes list.' })
  @Answers(collectionAnswer(personAnswer), { refusals: refusalsOf.record })
  async authors(@CurrentActor() actor: Actor, @Param('id') hubId: string): Promise<{ data: PersonAnswer[] }> {
    return this.notes.authors(actor, { kind: 'hub', id: hubId });
  }

  @Get(':id/:isDraft')
  @ApiParam({ name: 'id', description: 'the hub id' })
  @ApiParam(IS_DRAFT)
  @NoteListQueries()
  @ApiOperation({ summary: "The hub's notes the signed-in user may read, paged on the server.", description: '`isDraft` 1 lists your drafts, 0 the published notes; each within its visibility (1 care team to 6 administrators).' })
  @Answers(pageAnswer(noteAnswer), { refusals: refusalsOf.record })
  async list(@CurrentActor() actor: Actor, @Param('id') hubId: string, @Param('isDraft') isDraft: string, @Query() query: Record<string, unknown>): Promise<Page<NoteAnswer>> {
    return this.notes.list(actor, { kind: 'hub', id: hubId }, isDraft, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One hub or cluster note, rendered.', description: 'Its parent and appended parts with their inserts and strikes; administrators, and the hub’s staff within the note’s visibility.' })
  @Answers(noteAnswer, { refusals: refusalsOf.record })
  async get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<NoteAnswer> {
    return this.notes.get(actor, 'hub', id);
  }
}

/** A cluster's notes (the notes themselves are read under `/api/hub/notes/{id}`). */
@ApiTags('hub notes')
@ApiHeader(MIN_POSITION)
@UseFilters(ErrorFilter)
@Controller('api/shared-living-clusters')
@UseGuards(SessionGuard)
export class ClusterNoteQueriesHttp {
  constructor(@Inject(NoteQueries) private readonly notes: NoteQueries) {}

  @Get(':id/notes/authors/list')
  @ApiOperation({ summary: "The authors of the cluster's notes the signed-in user may read.", description: 'For the author filter of the cluster’s notes list.' })
  @Answers(collectionAnswer(personAnswer), { refusals: refusalsOf.record })
  async authors(@CurrentActor() actor: Actor, @Param('id') clusterId: string): Promise<{ data: PersonAnswer[] }> {
    return this.notes.authors(actor, { kind: 'cluster', id: clusterId });
  }

  @Get(':id/notes/:isDraft')
  @ApiParam(IS_DRAFT)
  @NoteListQueries()
  @ApiOperation({ summary: "The cluster's notes the signed-in user may read, paged on the server.", description: '`isDraft` 1 lists your drafts, 0 the published notes; each within its visibility.' })
  @Answers(pageAnswer(noteAnswer), { refusals: refusalsOf.record })
  async list(@CurrentActor() actor: Actor, @Param('id') clusterId: string, @Param('isDraft') isDraft: string, @Query() query: Record<string, unknown>): Promise<Page<NoteAnswer>> {
    return this.notes.list(actor, { kind: 'cluster', id: clusterId }, isDraft, query);
  }
}

export const noteQueryControllers = [PatientNoteQueriesHttp, HubNoteQueriesHttp, ClusterNoteQueriesHttp];
export const noteQueryProviders = [NoteQueries];
