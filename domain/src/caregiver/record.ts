import { careServiceIdField, emailField, nameField, optionalPhoneField, definedOnly, textField, uuidField } from '../agency/fields';
import { action, creation, type RecordType } from '../record/record-type';
import { invalid } from '../shared/domain-error';
import type { CaregiverCommand } from './commands';
import { caregiverDecider } from './decider';
import type { CaregiverEvent } from './events';
import { caregiverFactsOf } from './facts';
import { certificationIdField, competencyField, professionIdField } from './fields';
import type { CaregiverState } from './state';
import type { CaregiverAction } from './actions';

const reason = textField(500).nullable().optional();
const serviceSkill = { careServiceId: careServiceIdField, competency: competencyField };

export const caregiverRecord: RecordType<CaregiverState, CaregiverCommand, CaregiverEvent, CaregiverAction> = {
  category: 'caregiver',
  noun: 'caregiver',
  decider: caregiverDecider,
  exists: (state) => state.status !== 'none',
  create: creation(
    {
      firstName: nameField,
      lastName: nameField,
      email: emailField,
      phone: optionalPhoneField,
      agencyId: uuidField.optional(),
      userId: uuidField.nullable().optional(),
      professionId: professionIdField,
    },
    (caregiverId, body, metadata, actor) => {
      // Agency staff hire for their own agency unless they name one; an administrator must name it.
      const agencyId = body.agencyId ?? actor.agencyId;
      if (!agencyId) throw invalid([{ path: 'agencyId', message: 'is required' }], 'The request is not valid: agencyId is required.');
      return {
        type: 'RegisterCaregiver',
        data: {
          caregiverId,
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          phone: body.phone ?? null,
          agencyId,
          userId: body.userId ?? null,
          professionId: body.professionId,
        },
        metadata,
      };
    },
  ),
  actions: {
    'update-profile': action(
      { firstName: nameField.optional(), lastName: nameField.optional(), email: emailField.optional(), phone: optionalPhoneField },
      (caregiverId, { expectedVersion: _version, ...changes }, metadata) => ({
        type: 'UpdateCaregiverProfile',
        data: { caregiverId, changes: definedOnly(changes) },
        metadata,
      }),
    ),
    'change-profession': action({ professionId: professionIdField }, (caregiverId, body, metadata) => ({
      type: 'ChangeCaregiverProfession',
      data: { caregiverId, professionId: body.professionId },
      metadata,
    })),
    hire: action({}, (caregiverId, _body, metadata) => ({ type: 'HireCaregiver', data: { caregiverId }, metadata })),
    decline: action({ reason }, (caregiverId, body, metadata) => ({
      type: 'DeclineCaregiver',
      data: { caregiverId, reason: body.reason ?? null },
      metadata,
    })),
    offboard: action({ reason }, (caregiverId, body, metadata) => ({
      type: 'OffboardCaregiver',
      data: { caregiverId, reason: body.reason ?? null },
      metadata,
    })),
    rehire: action({}, (caregiverId, _body, metadata) => ({ type: 'RehireCaregiver', data: { caregiverId }, metadata })),
    'add-service': action(serviceSkill, (caregiverId, body, metadata) => ({
      type: 'AddCaregiverService',
      data: { caregiverId, careServiceId: body.careServiceId, competency: body.competency },
      metadata,
    })),
    'change-competency': action(serviceSkill, (caregiverId, body, metadata) => ({
      type: 'ChangeCaregiverCompetency',
      data: { caregiverId, careServiceId: body.careServiceId, competency: body.competency },
      metadata,
    })),
    'remove-service': action({ careServiceId: careServiceIdField }, (caregiverId, body, metadata) => ({
      type: 'RemoveCaregiverService',
      data: { caregiverId, careServiceId: body.careServiceId },
      metadata,
    })),
    'add-certification': action({ certificationId: certificationIdField }, (caregiverId, body, metadata) => ({
      type: 'AddCaregiverCertification',
      data: { caregiverId, certificationId: body.certificationId },
      metadata,
    })),
    'remove-certification': action({ certificationId: certificationIdField }, (caregiverId, body, metadata) => ({
      type: 'RemoveCaregiverCertification',
      data: { caregiverId, certificationId: body.certificationId },
      metadata,
    })),
  },
  factsOf: caregiverFactsOf,
  factsOfCreation: (command) =>
    command.type === 'RegisterCaregiver'
      ? { agencyId: command.data.agencyId, userId: command.data.userId, createdBy: command.metadata.actorId }
      : {},
};
