import { describe, expect, it } from 'vitest';
import { Product } from '../catalog/products';
import { LeadLocation } from '../catalog/referrals';
import { Role } from '../catalog/roles';
import type { CommandMetadata } from '../shared/command';
import { fold } from '../shared/decider';
import { isDomainError, type FieldError } from '../shared/domain-error';
import { parseOrThrow } from '../shared/validation';
import { deciderSpec } from '../testing';
import { allowedHostLeadActions } from './actions';
import type { HostLeadCommand } from './commands';
import { hostLeadDecider } from './decider';
import type { HostLeadCaptured, HostLeadEvent } from './events';
import { hostLeadRecord } from './record';
import type { HostLeadAction, HostLeadStatusId } from './statuses';

const spec = deciderSpec(hostLeadDecider);
const hostLeadId = '6e5d4c3b-2a19-4807-b6f5-e4d3c2b1a098';
const hubId = '5b0e3f7a-1c2d-4e8f-9a6b-3c4d5e6f7a81';
const familyId = '00000000-0000-4000-8000-000000000002';
const metadata = (actorId = familyId, actorRole: CommandMetadata['actorRole'] = Role.USER): CommandMetadata => ({
  commandId: 'c-1',
  correlationId: 'k-1',
  actorId,
  actorRole,
  now: '2030-03-01T09:00:00.000Z',
});
const contact = {
  leadLocationId: LeadLocation.SHARED_LIVE_IN_HOST_SIGN_UP,
  contactName: 'Helen Park',
  email: 'helen@example.org',
  phone: '+1 604 555 0144',
  city: 'Vancouver',
  productId: Product.SHARED_LIVING,
  notes: 'Has a spare ground-floor room',
};

const captured: HostLeadCaptured = { type: 'HostLeadCaptured', data: { hostLeadId, ...contact, capturedBy: familyId } };
const qualified: HostLeadEvent = { type: 'HostLeadQualified', data: { hostLeadId } };
const converted: HostLeadEvent = { type: 'HostLeadConverted', data: { hostLeadId, hubId } };
const rejected = (previousStatus: 'NEW' | 'QUALIFIED'): HostLeadEvent => ({ type: 'HostLeadRejected', data: { hostLeadId, reason: 'No spare room after all', previousStatus } });

const historyIn: Record<HostLeadStatusId, HostLeadEvent[]> = {
  NEW: [captured],
  QUALIFIED: [captured, qualified],
  CONVERTED: [captured, qualified, converted],
  REJECTED: [captured, rejected('NEW')],
};

const commandFor = (action: HostLeadAction): HostLeadCommand => {
  const admin = metadata('00000000-0000-4000-8000-000000000001', Role.ADMIN);
  switch (action) {
    case 'qualify':
      return { type: 'QualifyHostLead', data: { hostLeadId }, metadata: admin };
    case 'convert':
      return { type: 'ConvertHostLead', data: { hostLeadId, hubId }, metadata: admin };
    case 'reject':
      return { type: 'RejectHostLead', data: { hostLeadId, reason: 'No spare room after all' }, metadata: admin };
  }
};

/** Written out independently of the decider's table. */
const accepted: [HostLeadStatusId, HostLeadAction, HostLeadEvent, HostLeadStatusId][] = [
  ['NEW', 'qualify', qualified, 'QUALIFIED'],
  ['NEW', 'reject', rejected('NEW'), 'REJECTED'],
  ['QUALIFIED', 'convert', converted, 'CONVERTED'],
  ['QUALIFIED', 'reject', rejected('QUALIFIED'), 'REJECTED'],
];
const statuses: HostLeadStatusId[] = ['NEW', 'QUALIFIED', 'CONVERTED', 'REJECTED'];
const actions: HostLeadAction[] = ['qualify', 'convert', 'reject'];
const participles: Record<HostLeadAction, string> = { qualify: 'qualified', convert: 'converted', reject: 'rejected' };
const refused = statuses.flatMap((status) =>
  actions.filter((action) => !accepted.some(([from, allowed]) => from === status && allowed === action)).map((action) => [status, action] as const),
);

describe('capturing a host lead', () => {
  it('captures a NEW lead with who sent the form', () => {
    spec.given([]).when({ type: 'CaptureHostLead', data: { hostLeadId, ...contact }, metadata: metadata() }).then([captured]);
    expect(fold(hostLeadDecider, [captured])).toMatchObject({ status: 'NEW', capturedBy: familyId, leadLocationId: 'shared_live_in_host_sign_up' });
  });

  it('refuses to capture the same lead twice', () => {
    spec.given([captured]).when({ type: 'CaptureHostLead', data: { hostLeadId, ...contact }, metadata: metadata() }).thenFails('hostlead_already_exists', 'conflict');
  });
});

describe('host lead transitions', () => {
  it('covers every pair of status and action', () => {
    expect(accepted.length + refused.length).toBe(statuses.length * actions.length);
  });

  for (const [status, action, event, next] of accepted) {
    it(`${status} --${action}--> ${next}`, () => {
      spec.given(historyIn[status]).when(commandFor(action)).then([event]);
      expect(fold(hostLeadDecider, [...historyIn[status], event]).status).toBe(next);
    });
  }

  for (const [status, action] of refused) {
    it(`${status} refuses ${action}`, () => {
      const error = spec.given(historyIn[status]).when(commandFor(action)).thenFails('illegal_transition', 'rule');
      expect(error.message).toBe(`A host lead that is ${status} cannot be ${participles[action]}.`);
    });
  }

  it('offers exactly the actions the decider accepts from each status', () => {
    for (const status of statuses) {
      const expected = accepted.filter(([from]) => from === status).map(([, action]) => action);
      expect(allowedHostLeadActions(status)).toEqual(expected);
    }
  });

  it.each(actions)('refuses to %s a lead that does not exist', (action) => {
    spec.given([]).when(commandFor(action)).thenFails('hostlead_not_found', 'not_found');
  });

  it('remembers the hub a lead became and why a lead was rejected', () => {
    expect(fold(hostLeadDecider, historyIn.CONVERTED)).toMatchObject({ status: 'CONVERTED', hubId, contactName: 'Helen Park' });
    expect(fold(hostLeadDecider, historyIn.REJECTED)).toMatchObject({ status: 'REJECTED', rejectionReason: 'No spare room after all' });
  });
});

describe('host lead request bodies', () => {
  const errorsOf = (schema: typeof hostLeadRecord.create.body, body: unknown): FieldError[] => {
    try {
      parseOrThrow(schema, body);
      return [];
    } catch (error) {
      if (isDomainError(error)) return error.errors;
      throw error;
    }
  };

  it('captures with only the required fields, the others null', () => {
    const body = parseOrThrow(hostLeadRecord.create.body, { leadLocationId: 'book_a_visit', contactName: 'Jo', email: 'jo@example.org', productId: 7 });
    expect(hostLeadRecord.create.toCommand(hostLeadId, body as never, metadata(), { id: familyId, roleId: Role.USER }).data).toEqual({
      hostLeadId, leadLocationId: 'book_a_visit', contactName: 'Jo', email: 'jo@example.org', phone: null, city: null, productId: 7, notes: null,
    });
  });

  it('names every bad field', () => {
    expect(errorsOf(hostLeadRecord.create.body, { leadLocationId: 'billboard', email: 'jo', productId: 1, phone: 'x', source: 'web' })).toEqual([
      { path: 'leadLocationId', message: 'must be a lead location: general_referral_form, book_a_visit, sharecare_landing, older_not_invisible_landing, day_program_host_sign_up, shared_live_in_host_sign_up' },
      { path: 'contactName', message: 'is required' },
      { path: 'email', message: 'must be an email address' },
      { path: 'phone', message: 'must be a phone number: digits, spaces, ( ) . - and an optional leading +' },
      { path: 'productId', message: 'must be a product id: 14 (shared living) or 7 (adult day program)' },
      { path: 'source', message: 'is not an allowed field' },
    ]);
    expect(errorsOf(hostLeadRecord.actions.convert.body, { expectedVersion: 1, hubId: 'hub-1' })).toEqual([{ path: 'hubId', message: 'must be a UUID' }]);
    expect(errorsOf(hostLeadRecord.actions.reject.body, { expectedVersion: 1 })).toEqual([{ path: 'reason', message: 'is required' }]);
  });
});
