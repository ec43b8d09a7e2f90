import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { VISITOR_COOKIE, VISITOR_TOKEN, initialSavedSearchState, userOwnerKey, visitorOwnerKey, type SavedSearchState } from '@careledger/domain';
import { lookupSession } from '@careledger/http';
import type { FastifyRequest } from 'fastify';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';

/**
 * The saved searches of whoever asks: the signed-in user, else the visitor of the visitor
 * cookie. Anyone who saved nothing (or has no cookie yet) reads the defaults.
 */
@Injectable()
export class SavedSearchReader {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  async savedSearches(request: FastifyRequest): Promise<SavedSearchState> {
    const ownerKey = await this.ownerKeyOf(request);
    if (!ownerKey) return initialSavedSearchState();
    const { rows } = await this.infrastructure.db.query<{ state: SavedSearchState | string }>('SELECT state FROM saved_searches WHERE id = $1', [ownerKey]);
    const state = rows[0]?.state;
    if (state === undefined) return initialSavedSearchState();
    return typeof state === 'string' ? (JSON.parse(state) as SavedSearchState) : state;
  }

  private async ownerKeyOf(request: FastifyRequest): Promise<string | null> {
    const session = await lookupSession(this.infrastructure.sessions, request);
    if (session.status === 'active') return userOwnerKey(session.user.id);
    const token = request.cookies[VISITOR_COOKIE];
    return token && VISITOR_TOKEN.test(token) ? visitorOwnerKey(createHash('sha256').update(token).digest('hex')) : null;
  }
}
