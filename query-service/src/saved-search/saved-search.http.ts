import { Controller, Get, Inject, NotFoundException, Param, Req, UseFilters } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CURRENT_SEARCH_TYPE, isSearchKind, savedSearchTargets, type SearchCriteria, type SearchKind, savedSearchAnswer } from '@careledger/domain';
import type { FastifyRequest } from 'fastify';
import { ErrorFilter, Answers } from '@careledger/http';
import { SavedSearchReader } from './saved-search-reader';

const TARGETS: readonly string[] = savedSearchTargets;

/** Open to anonymous visitors of the public landing, as the PUT that saves them is. */
@ApiTags('saved searches')
@ApiHeader({ name: 'X-Min-Position', required: false, description: 'Answer once the read models have reached this global position (else 503).' })
@UseFilters(ErrorFilter)
@Controller('api/cookie')
export class SavedSearchHttp {
  constructor(@Inject(SavedSearchReader) private readonly reader: SavedSearchReader) {}

  @Get(':target')
  @ApiOperation({
    summary:
      'Restore a saved search (homecare, shared-living, day-program: every search field, null when not set) or the current search type ({ searchType }, default shared-living), of the signed-in user or else the visitor.',
    description: 'SPEC.md’s cookie calls: anyone may restore their own, signed in or not, by the session or the careledger_visitor cookie; 404 for an unknown target.',
  })
  @ApiParam({ name: 'target', enum: TARGETS })
  @Answers(savedSearchAnswer, { description: 'The saved search (every field, null when not set), or { searchType } for `current-search-type`; the defaults when nothing was saved.', refusals: [404] })
  async get(@Param('target') target: string, @Req() request: FastifyRequest): Promise<SearchCriteria | { searchType: SearchKind }> {
    if (target !== CURRENT_SEARCH_TYPE && !isSearchKind(target)) {
      throw new NotFoundException({ message: `There is no saved search called ${target}; use one of ${TARGETS.join(', ')}.` });
    }
    const saved = await this.reader.savedSearches(request);
    return isSearchKind(target) ? saved.searches[target] : { searchType: saved.currentSearchKind };
  }
}
