import { Controller, Get, Inject, Param, Query, UseFilters, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { postingRelations, type ExistingPosting, type FieldError, type PostingCandidateEntryAnswer, type PostingRelation, postingCandidateEntryAnswer, collectionAnswer } from '@careledger/domain';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import { throwIfInvalid } from '../http/list-query';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { absent } from '../agency/list-params';
import { displayNamesOf } from '../names/display-names';
import { PostingReader } from './posting-reader';

type Kind = 'agency' | 'caregiver';

const relationParam = (raw: unknown, errors: FieldError[]): PostingRelation | undefined => {
  if (absent(raw)) return undefined;
  const relation = postingRelations.find((candidate) => candidate === raw);
  if (!relation) errors.push({ path: 'relation', message: `must be one of ${postingRelations.join(', ')}` });
  return relation;
};

/**
 * Each candidate of one kind, once, with every relation it has to the posting: the assignee first,
 * then applicants, then those only invited, each group in the order they arose.
 */
const candidatesOf = (posting: ExistingPosting, kind: Kind): { id: string; relations: PostingRelation[] }[] => {
  const byId = new Map<string, PostingRelation[]>();
  const note = (id: string, relation: PostingRelation): void => {
    const relations = byId.get(id) ?? [];
    if (!relations.includes(relation)) byId.set(id, [...relations, relation]);
  };
  for (const candidate of posting.invited) if (candidate.kind === kind) note(candidate.id, 'invited');
  for (const candidate of posting.applicants) if (candidate.kind === kind) note(candidate.id, 'applied');
  if (posting.assignee?.kind === kind) note(posting.assignee.id, 'assigned');
  const furthest = (relations: readonly PostingRelation[]): number => Math.max(...relations.map((relation) => postingRelations.indexOf(relation)));
  return [...byId]
    .map(([id, relations]) => ({ id, relations: postingRelations.filter((relation) => relations.includes(relation)) }))
    .sort((a, b) => furthest(b.relations) - furthest(a.relations));
};

@ApiTags('postings')
@ApiHeader({ name: 'X-Min-Position', required: false, description: 'Answer once the read models have reached this global position (else 503).' })
@UseFilters(ErrorFilter)
@Controller('api/posting')
@UseGuards(SessionGuard)
export class PostingCandidatesHttp {
  constructor(
    @Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure,
    @Inject(PostingReader) private readonly reader: PostingReader,
  ) {}

  @Get(':postingId/agencies')
  @ApiOperation({ summary: 'The agencies invited to, applying for or assigned one posting, each with its relation.', description: 'SPEC.md’s posting agencies call; whoever may read the posting.' })
  @ApiParam({ name: 'postingId', schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'relation', required: false, schema: { type: 'string', enum: [...postingRelations] } })
  @Answers(collectionAnswer(postingCandidateEntryAnswer), { refusals: refusalsOf.record })
  async agencies(@CurrentActor() actor: Actor, @Param('postingId') postingId: string, @Query() query: Record<string, unknown>): Promise<{ data: PostingCandidateEntryAnswer[] }> {
    return this.candidates(actor, postingId, query, 'agency');
  }

  @Get(':postingId/caregivers')
  @ApiOperation({ summary: 'The caregivers invited to, applying for or assigned one posting, each with its relation.', description: 'SPEC.md’s posting caregivers call; whoever may read the posting.' })
  @ApiParam({ name: 'postingId', schema: { type: 'string', format: 'uuid' } })
  @ApiQuery({ name: 'relation', required: false, schema: { type: 'string', enum: [...postingRelations] } })
  @Answers(collectionAnswer(postingCandidateEntryAnswer), { refusals: refusalsOf.record })
  async caregivers(@CurrentActor() actor: Actor, @Param('postingId') postingId: string, @Query() query: Record<string, unknown>): Promise<{ data: PostingCandidateEntryAnswer[] }> {
    return this.candidates(actor, postingId, query, 'caregiver');
  }

  private async candidates(actor: Actor, postingId: string, query: Record<string, unknown>, kind: Kind): Promise<{ data: PostingCandidateEntryAnswer[] }> {
    const errors: FieldError[] = [];
    const relation = relationParam(query.relation, errors);
    throwIfInvalid(errors);
    const { state } = await this.reader.readable(actor, postingId, 'postingId');
    const candidates = candidatesOf(state, kind).filter((candidate) => relation === undefined || candidate.relations.includes(relation));
    const names = await displayNamesOf(this.infrastructure, kind, candidates.map((candidate) => candidate.id));
    return {
      data: candidates.map(({ id, relations }) => ({ id, name: names.get(id.toLowerCase()) ?? null, relation: relations.at(-1) ?? 'invited', relations })),
    };
  }
}
