import type { CareServiceId } from '../catalog/care-services';
import type { CompetencyId } from '../catalog/clinical-scales';
import type { CertificationId, ProfessionId } from '../catalog/professions';
import type { Command } from '../shared/command';
import type { CaregiverProfile } from './events';

interface CaregiverRef {
  caregiverId: string;
}

export type RegisterCaregiver = Command<
  'RegisterCaregiver',
  CaregiverRef & CaregiverProfile & { agencyId: string; userId: string | null; professionId: ProfessionId }
>;
export type UpdateCaregiverProfile = Command<'UpdateCaregiverProfile', CaregiverRef & { changes: Partial<CaregiverProfile> }>;
export type ChangeCaregiverProfession = Command<'ChangeCaregiverProfession', CaregiverRef & { professionId: ProfessionId }>;

export type HireCaregiver = Command<'HireCaregiver', CaregiverRef>;
export type DeclineCaregiver = Command<'DeclineCaregiver', CaregiverRef & { reason: string | null }>;
export type OffboardCaregiver = Command<'OffboardCaregiver', CaregiverRef & { reason: string | null }>;
export type RehireCaregiver = Command<'RehireCaregiver', CaregiverRef>;

export type AddCaregiverService = Command<'AddCaregiverService', CaregiverRef & { careServiceId: CareServiceId; competency: CompetencyId }>;
export type ChangeCaregiverCompetency = Command<
  'ChangeCaregiverCompetency',
  CaregiverRef & { careServiceId: CareServiceId; competency: CompetencyId }
>;
export type RemoveCaregiverService = Command<'RemoveCaregiverService', CaregiverRef & { careServiceId: CareServiceId }>;
export type AddCaregiverCertification = Command<'AddCaregiverCertification', CaregiverRef & { certificationId: CertificationId }>;
export type RemoveCaregiverCertification = Command<'RemoveCaregiverCertification', CaregiverRef & { certificationId: CertificationId }>;

export type CaregiverStatusCommand = HireCaregiver | DeclineCaregiver | OffboardCaregiver | RehireCaregiver;
export type CaregiverSkillCommand =
  | AddCaregiverService
  | ChangeCaregiverCompetency
  | RemoveCaregiverService
  | AddCaregiverCertification
  | RemoveCaregiverCertification;

export type CaregiverCommand =
  | RegisterCaregiver
  | UpdateCaregiverProfile
  | ChangeCaregiverProfession
  | CaregiverStatusCommand
  | CaregiverSkillCommand;
