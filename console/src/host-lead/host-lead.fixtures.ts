import { Role, type HostLeadEvent } from '@careledger/domain';
import type { HistoryEntry, HostLead } from '../api';

export const LEAD_ID = '6e5d4c3b-2a19-4807-b6f5-e4d3c2b1a098';
export const HUB_ID = '5b0e3f7a-1c2d-4e8f-9a6b-3c4d5e6f7a81';
export const FAMILY_ID = '00000000-0000-4000-8000-000000000002';
export const ADMIN_ID = '00000000-0000-4000-8000-000000000001';

export const captured: HostLeadEvent = {
  type: 'HostLeadCaptured',
  data: {
    hostLeadId: LEAD_ID,
    leadLocationId: 'shared_live_in_host_sign_up',
    contactName: 'Helen Park',
    email: 'helen@example.org',
    phone: '+1 604 555 0144',
    city: 'Vancouver',
    productId: 14,
    notes: 'Has a spare ground-floor room',
    capturedBy: FAMILY_ID,
  },
};
export const qualified: HostLeadEvent = { type: 'HostLeadQualified', data: { hostLeadId: LEAD_ID } };
export const converted: HostLeadEvent = { type: 'HostLeadConverted', data: { hostLeadId: LEAD_ID, hubId: HUB_ID } };
export const rejected: HostLeadEvent = { type: 'HostLeadRejected', data: { hostLeadId: LEAD_ID, reason: 'Moved abroad', previousStatus: 'NEW' } };

/** `GET /api/host-leads/{id}/history` for these events, the first captured by a family, the rest by an admin. */
export const historyOf = (...events: HostLeadEvent[]): { data: HistoryEntry[] } => ({
  data: events.map((event, index) => ({
    globalPosition: 100 + index,
    streamVersion: index,
    type: event.type,
    data: event.data,
    actorId: index === 0 ? FAMILY_ID : ADMIN_ID,
    actorName: index === 0 ? 'Fran Family' : 'Ana Admin',
    actorRole: index === 0 ? Role.USER : Role.ADMIN,
    occurredAt: `2026-03-0${index + 1}T10:00:00.000Z`,
    recordedAt: `2026-03-0${index + 1}T10:00:00.000Z`,
    correlationId: `c-${index}`,
    causationId: `k-${index}`,
  })),
});

/** One row of the admin listing. */
export const hostLead = (overrides: Partial<HostLead> = {}): HostLead => ({
  id: LEAD_ID,
  status: 'NEW',
  leadLocationId: 'shared_live_in_host_sign_up',
  contactName: 'Helen Park',
  email: 'helen@example.org',
  phone: '+1 604 555 0144',
  city: 'Vancouver',
  productId: 14,
  notes: 'Has a spare ground-floor room',
  hubId: null,
  rejectReason: null,
  capturedBy: FAMILY_ID,
  version: 0,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});
