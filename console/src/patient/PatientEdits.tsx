import type { ReactNode } from 'react';
import type { Actor } from '@careledger/domain';
import type { Patient, PatientAllergyEntry, PatientContact } from '../api';
import { AddAllergy, AllergyActions } from './AllergiesEdit';
import { CareTeamEdit } from './CareTeamEdit';
import { AddContact, ContactActions } from './ContactsEdit';
import { CoordinatorEdit } from './CoordinatorEdit';
import { DemographicsEdit } from './DemographicsEdit';
import { DiagnosesEdit } from './DiagnosesEdit';
import { SectionEdits } from './EditDialog';
import { LanguagesEdit } from './LanguagesEdit';
import { AmbulatoryEdit, AssistanceEdit } from './LevelsEdit';
import { PayerEdit } from './PayerEdit';

/**
 * The editors of each section of the patient page. Each editor shows only when the domain's
 * patient policy lets this actor run its command, so a family member or a caregiver sees none.
 */
export const patientEditsOf = (patient: Patient, actor: Actor) => ({
  details: (
    <SectionEdits>
      <DemographicsEdit patient={patient} actor={actor} />
      <AmbulatoryEdit patient={patient} actor={actor} />
      <LanguagesEdit patient={patient} actor={actor} />
      <PayerEdit patient={patient} actor={actor} />
    </SectionEdits>
  ),
  contacts: (
    <SectionEdits>
      <AddContact patient={patient} actor={actor} />
    </SectionEdits>
  ),
  contactActions: (contact: PatientContact): ReactNode => <ContactActions key={contact.contactId} patient={patient} actor={actor} contact={contact} />,
  careTeam: (
    <SectionEdits>
      <CareTeamEdit patient={patient} actor={actor} />
      <CoordinatorEdit patient={patient} actor={actor} />
    </SectionEdits>
  ),
  assistance: (
    <SectionEdits>
      <AssistanceEdit patient={patient} actor={actor} />
    </SectionEdits>
  ),
  allergies: (
    <SectionEdits>
      <AddAllergy patient={patient} actor={actor} />
    </SectionEdits>
  ),
  allergyActions: (allergy: PatientAllergyEntry): ReactNode => <AllergyActions key={allergy.allergyId} patient={patient} actor={actor} allergy={allergy} />,
  diagnoses: (
    <SectionEdits>
      <DiagnosesEdit patient={patient} actor={actor} />
    </SectionEdits>
  ),
});
