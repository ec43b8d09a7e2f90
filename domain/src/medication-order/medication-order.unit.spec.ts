import { describe, expect, it } from 'vitest';
import { Role } from '../catalog/roles';
import type { CommandMetadata } from '../shared/command';
import { fold } from '../shared/decider';
import { deciderSpec } from '../testing';
import type { ChangeMedicationOrder, CreateMedicationOrder, DiscontinueMedicationOrder } from './commands';
import { medicationOrderDecider } from './decider';
import type { MedicationOrderEvent, MedicationOrderTerms } from './events';
import { orderTimesOn, type ExistingMedicationOrder } from './state';

const spec = deciderSpec(medicationOrderDecider);
const orderId = '7a1d2c3b-4a59-4e68-8d7c-0b1a2c3d4e5f';
const patientId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const NOW = '2026-03-10T12:00:00.000Z';
const metadata: CommandMetadata = { commandId: 'command-1', correlationId: 'command-1', actorId: 'agency-1', actorRole: Role.AGENCY, now: NOW };

const terms: MedicationOrderTerms = { dose: '25 mg', timesOfDay: ['08:00', '20:00'], endDate: null, instructions: 'With food' };
const ordered = { patientId, drug: 'Metoprolol', routeId: 1 as const, startDate: '2026-03-01' };

const create = (change: Partial<CreateMedicationOrder['data']> = {}): CreateMedicationOrder => ({
  type: 'CreateMedicationOrder',
  data: { orderId, ...ordered, ...terms, ...change },
  metadata,
});
const change = (data: Partial<MedicationOrderTerms>): ChangeMedicationOrder => ({ type: 'ChangeMedicationOrder', data: { orderId, ...data }, metadata });
const discontinue: DiscontinueMedicationOrder = { type: 'DiscontinueMedicationOrder', data: { orderId, reason: 'Stopped by the physician' }, metadata };

const created: MedicationOrderEvent = { type: 'MedicationOrderCreated', data: { orderId, ...ordered, ...terms, prescribedBy: 'agency-1' } };
const discontinued: MedicationOrderEvent = {
  type: 'MedicationOrderDiscontinued',
  data: { orderId, reason: 'Stopped by the physician', discontinuedBy: 'agency-1', discontinuedAt: NOW },
};

describe('creating a medication order', () => {
  it('writes the order, with who prescribed it', () => {
    spec.given([]).when(create()).then([created]);
  });

  it('refuses an order that already exists', () => {
    spec.given([created]).when(create()).thenFails('medication_order_already_exists', 'conflict');
  });

  it('refuses an end before the start, naming the field', () => {
    const error = spec.given([]).when(create({ endDate: '2026-02-28' })).thenFails('validation_failed', 'validation');
    expect(error.errors).toEqual([{ path: 'endDate', message: 'must not be before startDate (2026-03-01)' }]);
  });
});

describe('changing a medication order', () => {
  it('changes only the terms given, the previous terms travelling with the change', () => {
    spec
      .given([created])
      .when(change({ dose: '50 mg', timesOfDay: ['09:00'] }))
      .then([{ type: 'MedicationOrderChanged', data: { orderId, ...terms, dose: '50 mg', timesOfDay: ['09:00'], previous: terms, changedBy: 'agency-1' } }]);
  });

  it('sets and clears the end date and the instructions with null', () => {
    spec
      .given([created])
      .when(change({ endDate: '2026-03-31', instructions: null }))
      .then([{ type: 'MedicationOrderChanged', data: { orderId, ...terms, endDate: '2026-03-31', instructions: null, previous: terms, changedBy: 'agency-1' } }]);
  });

  it('refuses a change that changes nothing', () => {
    spec.given([created]).when(change({})).thenFails('change_unchanged', 'rule');
    spec.given([created]).when(change({ dose: '25 mg', timesOfDay: ['08:00', '20:00'] })).thenFails('change_unchanged', 'rule');
  });

  it("refuses an end date before the order's start", () => {
    expect(spec.given([created]).when(change({ endDate: '2026-02-01' })).thenFails('validation_failed').errors).toEqual([
      { path: 'endDate', message: 'must not be before startDate (2026-03-01)' },
    ]);
  });

  it('refuses to change an order never written, or one discontinued', () => {
    spec.given([]).when(change({ dose: '5 mg' })).thenFails('medication_order_not_found', 'not_found');
    spec.given([created, discontinued]).when(change({ dose: '5 mg' })).thenFails('medication_order_discontinued', 'rule');
  });
});

describe('discontinuing a medication order', () => {
  it('stops the order, saying why, who and when', () => {
    spec.given([created]).when(discontinue).then([discontinued]);
  });

  it('refuses to discontinue twice, or an order never written', () => {
    spec.given([created, discontinued]).when(discontinue).thenFails('medication_order_discontinued');
    spec.given([]).when(discontinue).thenFails('medication_order_not_found');
  });
});

describe('the doses an order makes due on a day', () => {
  const order = (events: MedicationOrderEvent[]) => fold(medicationOrderDecider, events) as ExistingMedicationOrder;
  const ending: MedicationOrderEvent = { type: 'MedicationOrderChanged', data: { orderId, ...terms, endDate: '2026-03-05', previous: terms, changedBy: 'agency-1' } };

  it('are its times from its start to its end, both days included', () => {
    expect(orderTimesOn(order([created]), '2026-02-28')).toEqual([]);
    expect(orderTimesOn(order([created]), '2026-03-01')).toEqual(['08:00', '20:00']);
    expect(orderTimesOn(order([created]), '2027-01-01')).toEqual(['08:00', '20:00']);
    expect(orderTimesOn(order([created, ending]), '2026-03-05')).toEqual(['08:00', '20:00']);
    expect(orderTimesOn(order([created, ending]), '2026-03-06')).toEqual([]);
  });

  it('are none once it is discontinued', () => {
    expect(orderTimesOn(order([created, discontinued]), '2026-03-10')).toEqual([]);
  });
});
