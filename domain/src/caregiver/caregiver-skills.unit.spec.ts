import { describe, expect, it } from 'vitest';
import type { CareServiceId } from '../catalog/care-services';
import type { CompetencyId } from '../catalog/clinical-scales';
import { CaregiverStatus, type CaregiverStatusId } from '../catalog/people';
import { fold } from '../shared/decider';
import { deciderSpec } from '../testing';
import type { CaregiverCommand } from './commands';
import { caregiverDecider } from './decider';
import type { CaregiverEvent } from './events';
import { caregiverId, command, historyIn, registered } from './caregiver.fixtures';

const spec = deciderSpec(caregiverDecider);
const pending = [registered()];
const nurse = [registered('registered_nurse')];

const serviceAdded = (careServiceId: CareServiceId, competency: CompetencyId = 2): CaregiverEvent => ({
  type: 'CaregiverServiceAdded',
  data: { caregiverId, careServiceId, competency },
});
const certificationAdded = (certificationId: 'leap' | 'wound_care_specialist' | 'type_certificate'): CaregiverEvent => ({
  type: 'CaregiverCertificationAdded',
  data: { caregiverId, certificationId },
});

describe('caregiver care services', () => {
  it('adds a care service the profession allows, with a competency', () => {
    spec.given(pending).when(command('AddCaregiverService', { careServiceId: 3, competency: 1 })).then([serviceAdded(3, 1)]);
  });

  it('refuses a care service the profession does not allow (service 10 is for registered nurses)', () => {
    const error = spec.given(pending).when(command('AddCaregiverService', { careServiceId: 10, competency: 3 })).thenFails('service_not_allowed_for_profession', 'rule');
    expect(error.message).toBe('A personal support worker may not provide care service 10.');
    spec.given(nurse).when(command('AddCaregiverService', { careServiceId: 10, competency: 3 })).then([serviceAdded(10, 3)]);
  });

  it('refuses a care service already held', () => {
    spec.given([...pending, serviceAdded(3)]).when(command('AddCaregiverService', { careServiceId: 3, competency: 3 })).thenFails('service_already_held', 'rule');
  });

  it('changes the competency of a held service, recording the previous one', () => {
    spec
      .given([...pending, serviceAdded(3, 1)])
      .when(command('ChangeCaregiverCompetency', { careServiceId: 3, competency: 3 }))
      .then([{ type: 'CaregiverCompetencyChanged', data: { caregiverId, careServiceId: 3, competency: 3, previousCompetency: 1 } }]);
  });

  it('refuses a competency change that changes nothing, or on a service not held', () => {
    spec.given([...pending, serviceAdded(3, 2)]).when(command('ChangeCaregiverCompetency', { careServiceId: 3, competency: 2 })).thenFails('competency_unchanged', 'rule');
    spec.given(pending).when(command('ChangeCaregiverCompetency', { careServiceId: 3, competency: 2 })).thenFails('service_not_held', 'rule');
  });

  it('removes a held service, and refuses to remove one not held', () => {
    spec.given([...pending, serviceAdded(3)]).when(command('RemoveCaregiverService', { careServiceId: 3 })).then([{ type: 'CaregiverServiceRemoved', data: { caregiverId, careServiceId: 3 } }]);
    spec.given([...pending, serviceAdded(3)]).when(command('RemoveCaregiverService', { careServiceId: 4 })).thenFails('service_not_held', 'rule');
  });

  it('folds services in the order they were added, with their current competency', () => {
    const state = fold(caregiverDecider, [
      ...pending,
      serviceAdded(3, 1),
      serviceAdded(4, 0),
      { type: 'CaregiverCompetencyChanged', data: { caregiverId, careServiceId: 3, competency: 2, previousCompetency: 1 } },
      serviceAdded(16, 1),
      { type: 'CaregiverServiceRemoved', data: { caregiverId, careServiceId: 4 } },
    ]);
    expect(state).toMatchObject({ services: [{ careServiceId: 3, competency: 2 }, { careServiceId: 16, competency: 1 }] });
  });
});

describe('caregiver certifications', () => {
  it('adds a certification the profession allows', () => {
    spec.given(pending).when(command('AddCaregiverCertification', { certificationId: 'leap' })).then([certificationAdded('leap')]);
  });

  it('refuses a certification the profession does not allow', () => {
    spec.given(pending).when(command('AddCaregiverCertification', { certificationId: 'wound_care_specialist' })).thenFails('certification_not_allowed_for_profession', 'rule');
    spec.given([registered('certified_caregiver')]).when(command('AddCaregiverCertification', { certificationId: 'type_certificate' })).thenFails('certification_not_allowed_for_profession', 'rule');
    spec.given([registered('certified_caregiver')]).when(command('AddCaregiverCertification', { certificationId: 'cna' })).then([
      { type: 'CaregiverCertificationAdded', data: { caregiverId, certificationId: 'cna' } },
    ]);
  });

  it('refuses a certification already held, and the removal of one not held', () => {
    spec.given([...pending, certificationAdded('leap')]).when(command('AddCaregiverCertification', { certificationId: 'leap' })).thenFails('certification_already_held', 'rule');
    spec.given(pending).when(command('RemoveCaregiverCertification', { certificationId: 'leap' })).thenFails('certification_not_held', 'rule');
  });

  it('removes a held certification', () => {
    spec.given([...pending, certificationAdded('leap')]).when(command('RemoveCaregiverCertification', { certificationId: 'leap' })).then([
      { type: 'CaregiverCertificationRemoved', data: { caregiverId, certificationId: 'leap' } },
    ]);
    expect(fold(caregiverDecider, [...pending, certificationAdded('leap'), { type: 'CaregiverCertificationRemoved', data: { caregiverId, certificationId: 'leap' } }])).toMatchObject({ certifications: [] });
  });

  it.each([0, 1, 2, 3] as CaregiverStatusId[])('keeps skills editable in status %s', (status) => {
    spec.given(historyIn(status)).when(command('AddCaregiverService', { careServiceId: 3, competency: 1 })).then([serviceAdded(3, 1)]);
  });
});

describe('caregiver profession', () => {
  it('changes the profession, recording the previous one', () => {
    spec.given([...pending, serviceAdded(3), certificationAdded('leap')]).when(command('ChangeCaregiverProfession', { professionId: 'registered_practical_nurse' })).then([
      { type: 'CaregiverProfessionChanged', data: { caregiverId, professionId: 'registered_practical_nurse', previousProfessionId: 'personal_support_worker' } },
    ]);
  });

  it('refuses a change to the same profession', () => {
    spec.given(pending).when(command('ChangeCaregiverProfession', { professionId: 'personal_support_worker' })).thenFails('profession_unchanged', 'rule');
  });

  it('refuses a change that would leave services the new profession does not allow, naming them', () => {
    const error = spec
      .given([...nurse, serviceAdded(10), serviceAdded(3)])
      .when(command('ChangeCaregiverProfession', { professionId: 'personal_support_worker' }))
      .thenFails('profession_disallows_held_skills', 'rule');
    expect(error.message).toBe('A personal support worker may not hold care service 10: remove them before changing the profession.');
  });

  it('refuses a change that would leave certifications the new profession does not allow', () => {
    const error = spec
      .given([...pending, certificationAdded('type_certificate')])
      .when(command('ChangeCaregiverProfession', { professionId: 'certified_caregiver' }))
      .thenFails('profession_disallows_held_skills', 'rule');
    expect(error.message).toBe('A certified caregiver may not hold certification type_certificate: remove them before changing the profession.');
  });

  it('accepts the change once the orphaned skills are removed, and then allows the new ones', () => {
    const history: CaregiverEvent[] = [...nurse, serviceAdded(10), { type: 'CaregiverServiceRemoved', data: { caregiverId, careServiceId: 10 } }];
    spec.given(history).when(command('ChangeCaregiverProfession', { professionId: 'personal_support_worker' })).then([
      { type: 'CaregiverProfessionChanged', data: { caregiverId, professionId: 'personal_support_worker', previousProfessionId: 'registered_nurse' } },
    ]);
    const changed: CaregiverEvent = { type: 'CaregiverProfessionChanged', data: { caregiverId, professionId: 'registered_nurse', previousProfessionId: 'personal_support_worker' } };
    spec.given([...pending, changed]).when(command('AddCaregiverService', { careServiceId: 10, competency: 1 })).then([serviceAdded(10, 1)]);
  });
});

describe('caregiver profile', () => {
  it('records only the fields that change', () => {
    spec
      .given(pending)
      .when(command('UpdateCaregiverProfile', { changes: { firstName: 'Carmen', lastName: 'Reyes-Diaz', phone: null } }))
      .then([{ type: 'CaregiverProfileUpdated', data: { caregiverId, changes: { lastName: 'Reyes-Diaz', phone: null } } }]);
  });

  it('refuses an update that changes nothing', () => {
    spec.given(pending).when(command('UpdateCaregiverProfile', { changes: { email: 'carmen.reyes@example.com' } })).thenFails('caregiver_profile_unchanged', 'rule');
    spec.given(pending).when(command('UpdateCaregiverProfile', { changes: {} })).thenFails('caregiver_profile_unchanged', 'rule');
  });

  it('folds the changes into the profile', () => {
    const state = fold(caregiverDecider, [...pending, { type: 'CaregiverProfileUpdated', data: { caregiverId, changes: { email: 'c.reyes@example.com' } } }]);
    expect(state).toMatchObject({ status: CaregiverStatus.PENDING, firstName: 'Carmen', email: 'c.reyes@example.com' });
  });

  it.each<CaregiverCommand>([
    command('UpdateCaregiverProfile', { changes: { firstName: 'Ana' } }),
    command('ChangeCaregiverProfession', { professionId: 'registered_nurse' }),
    command('AddCaregiverService', { careServiceId: 3, competency: 1 }),
    command('ChangeCaregiverCompetency', { careServiceId: 3, competency: 1 }),
    command('RemoveCaregiverService', { careServiceId: 3 }),
    command('AddCaregiverCertification', { certificationId: 'leap' }),
    command('RemoveCaregiverCertification', { certificationId: 'leap' }),
  ])('refuses $type on a caregiver that does not exist', (caregiverCommand) => {
    spec.given([]).when(caregiverCommand).thenFails('caregiver_not_found', 'not_found');
  });
});
