import { createHash, randomBytes } from 'node:crypto';
import { Role, VISITOR_COOKIE, VISITOR_COOKIE_MAX_AGE_SECONDS, VISITOR_TOKEN, userOwnerKey, visitorOwnerKey } from '@careledger/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { actorFrom, lookupSession, setSiteCookie, type Actor } from '@careledger/http';
import type { CommandInfrastructure } from '../infrastructure';

export interface SearchOwner {
  ownerKey: string;
  actor: Actor;
  /** A visitor's first save: the cookie to hand out once the save is stored. */
  newVisitorToken?: string;
}

/**
 * The signed-in user, or else the visitor named by the visitor cookie (a new one on the first
 * save). A visitor acts with the public (family) role: they have no account.
 */
export const searchOwnerOf = async (infrastructure: CommandInfrastructure, request: FastifyRequest): Promise<SearchOwner> => {
  const session = await lookupSession(infrastructure.sessions, request);
  if (session.status === 'active') return { ownerKey: userOwnerKey(session.user.id), actor: actorFrom(session.user) };
  const known = request.cookies[VISITOR_COOKIE];
  const token = known && VISITOR_TOKEN.test(known) ? known : randomBytes(32).toString('base64url');
  const ownerKey = visitorOwnerKey(createHash('sha256').update(token).digest('hex'));
  return { ownerKey, actor: { id: ownerKey, roleId: Role.USER, agencyId: null, partnerId: null }, newVisitorToken: token === known ? undefined : token };
};

export const handOutVisitorCookie = (reply: FastifyReply, token: string): void => {
  setSiteCookie(reply, VISITOR_COOKIE, token, { httpOnly: true, maxAge: VISITOR_COOKIE_MAX_AGE_SECONDS });
};
