import { screen } from '@testing-library/react';
import type { Actor } from '@careledger/domain';
import { describe, expect, it, vi } from 'vitest';
import type { Patient } from '../api';
import { renderWithProviders, stubApi } from '../test/render';
import { patientEditsOf } from './PatientEdits';
import { actors, contact, patientOf } from './patient.fixtures';

function AllEdits({ patient, actor }: { patient: Patient; actor: Actor }) {
  const edits = patientEditsOf(patient, actor);
  return (
    <>
      {edits.details}
      {edits.contacts}
      {edits.contactActions(contact)}
      {edits.careTeam}
      {edits.assistance}
      {edits.allergies}
      {edits.allergyActions(patientOf().allergies[0]!)}
      {edits.diagnoses}
    </>
  );
}

const buttonsFor = async (actor: Actor): Promise<string[]> => {
  stubApi({}, vi.stubGlobal);
  const view = await renderWithProviders(<AllEdits patient={patientOf()} actor={actor} />);
  const names = screen.queryAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '');
  view.unmount();
  return names;
};

const RECORD = ['Edit details', 'Edit languages', 'Change payer', 'Add contact', 'Edit contact Byron Lovelace', 'Remove contact Byron Lovelace', 'Add allergy', 'Edit allergy Penicillin', 'Remove allergy Penicillin', 'Edit diagnoses'];
const CARE = ['Change mobility', 'Add caregiver', 'Remove caregiver', 'Change coordinator', 'Edit assistance'];

describe('which patient edits show', () => {
  it("offers the patient's own agency and administrators every edit", async () => {
    for (const actor of [actors.agency, actors.admin]) {
      expect((await buttonsFor(actor)).sort()).toEqual([...RECORD, ...CARE].sort());
    }
  });

  it('lets the family who registered the patient keep its record, not its care', async () => {
    expect((await buttonsFor(actors.family)).sort()).toEqual([...RECORD].sort());
  });

  it('lets the referring partner keep the contacts only', async () => {
    expect((await buttonsFor(actors.partner)).sort()).toEqual(['Add contact', 'Edit contact Byron Lovelace', 'Remove contact Byron Lovelace'].sort());
  });

  it('shows a caregiver on the care team and another agency no edit at all', async () => {
    expect(await buttonsFor(actors.caregiver)).toEqual([]);
    expect(await buttonsFor(actors.otherAgency)).toEqual([]);
  });
});
