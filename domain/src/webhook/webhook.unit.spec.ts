import { describe, expect, it } from 'vitest';
import { Role } from '../catalog/roles';
import { can } from '../policy/can';
import type { Actor } from '../policy/actor';
import type { CommandMetadata } from '../shared/command';
import { parseOrThrow } from '../shared/validation';
import { deciderSpec } from '../testing';
import { webhookDecider } from './decider';
import type { WebhookSubscribed } from './events';
import { webhookRecord } from './record';

const webhookId = '0b6a3a2e-8f3b-4c1e-9d7a-2f1e0c9b8a71';
const agency: Actor = { id: 'u-agency', roleId: Role.AGENCY, agencyId: 'agency-1', partnerId: null };
const metadata: CommandMetadata = { commandId: 'c-1', correlationId: 'c-1', actorId: agency.id, actorRole: Role.AGENCY, now: '2030-03-01T09:00:00.000Z' };
const spec = deciderSpec(webhookDecider);
const subscribe = (body: Record<string, unknown>, actor: Actor = agency) => webhookRecord.create.toCommand(webhookId, parseOrThrow(webhookRecord.create.body, body) as never, metadata, actor);
const subscribed: WebhookSubscribed = {
  type: 'WebhookSubscribed',
  data: { webhookId, url: 'https://hooks.example.com/careledger', eventTypes: ['PatientRegistered'], owner: { userId: 'u-agency', roleId: Role.AGENCY, agencyId: 'agency-1', partnerId: null } },
};

describe('webhooks', () => {
  it('subscribes in the name of the organisation the owner acts for, without any secret in the event', () => {
    spec.given([]).when(subscribe({ url: ' https://hooks.example.com/careledger ', eventTypes: ['PatientRegistered', 'PatientRegistered'] })).then([subscribed]);
  });

  it('pauses, resumes, rotates and deletes, and refuses what no longer applies', () => {
    const action = (name: 'pause' | 'resume' | 'rotate-secret' | 'delete') => webhookRecord.actions[name].toCommand(webhookId, {} as never, metadata, agency);
    spec.given([subscribed]).when(action('pause')).then([{ type: 'WebhookPaused', data: { webhookId } }]);
    spec.given([subscribed, { type: 'WebhookPaused', data: { webhookId } }]).when(action('pause')).thenFails('webhook_already_paused');
    spec.given([subscribed]).when(action('rotate-secret')).then([{ type: 'WebhookSecretRotated', data: { webhookId, rotatedAt: metadata.now } }]);
    spec.given([subscribed, { type: 'WebhookDeleted', data: { webhookId } }]).when(action('resume')).thenFails('webhook_deleted');
    spec.given([]).when(action('delete')).thenFails('webhook_not_found');
  });

  it('names the url and the event types that break their rules', () => {
    for (const url of ['file:///etc/passwd', 'ftp://example.com/x', 'https://user:pw@example.com/', 'not a url']) {
      expect(() => parseOrThrow(webhookRecord.create.body, { url, eventTypes: ['PatientRegistered'] })).toThrow(
        expect.objectContaining({ errors: [{ path: 'url', message: 'must be an absolute http: or https: URL without a user name or password' }] }),
      );
    }
    expect(() => parseOrThrow(webhookRecord.create.body, { url: 'https://example.com', eventTypes: [] })).toThrow(
      expect.objectContaining({ errors: [{ path: 'eventTypes', message: 'must name at least one event type' }] }),
    );
  });

  it("lets an organisation's owner and administrators act on its subscriptions, nobody else", () => {
    const facts = webhookRecord.factsOf(webhookDecider.evolve(webhookDecider.initialState(), subscribed));
    expect(can(agency, 'webhook.pause', facts)).toBe(true);
    expect(can({ id: 'admin', roleId: Role.ADMIN }, 'webhook.delete', facts)).toBe(true);
    expect(can({ id: 'other', roleId: Role.AGENCY, agencyId: 'agency-2' }, 'webhook.read', facts)).toBe(false);
    expect(can({ id: 'agent', roleId: Role.AGENCY_AGENT, agencyId: 'agency-1' }, 'webhook.read', facts)).toBe(false);
    expect(can({ id: 'caregiver', roleId: Role.CAREGIVER, agencyId: 'agency-1' }, 'webhook.create', webhookRecord.factsOfCreation(subscribe({ url: 'https://example.com', eventTypes: ['X'] }, { id: 'caregiver', roleId: Role.CAREGIVER, agencyId: 'agency-1' })))).toBe(false);
  });
});
