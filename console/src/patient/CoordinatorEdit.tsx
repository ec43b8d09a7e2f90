import { useState } from 'react';
import { Role, type Actor } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey, type Patient } from '../api';
import { SearchPicker, type Found } from '../layout/SearchPicker';
import { useLogins } from '../user/queries';
import { mayEditPatient } from './access';
import { CommandDialogButton, EditBar, EditForm, Unchanged } from './EditDialog';
import { usePatientCommand, type PatientCommandState } from './usePatientCommand';

const CHOICES = 25;
const STAFF_ROLES: readonly number[] = [Role.AGENCY, Role.AGENCY_AGENT, Role.PROVIDER];

interface Coordinator {
  id: string;
  name: string;
}

/** The agency staff member who coordinates the patient's care. */
export function CoordinatorEdit({ patient, actor }: { patient: Patient; actor: Actor }) {
  const { t } = useTranslation('patients');
  const command = usePatientCommand(patient);
  if (!mayEditPatient(actor, 'assign-coordinator', patient)) return null;
  return (
    <EditBar command={command}>
      <CommandDialogButton command={command} name="coordinator" label={t('coordinator.edit')}>
        <CoordinatorForm patient={patient} command={command} />
      </CommandDialogButton>
    </EditBar>
  );
}

function CoordinatorForm({ patient, command }: { patient: Patient; command: PatientCommandState }) {
  const { t } = useTranslation('patients');
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [chosen, setChosen] = useState<Coordinator | null>(
    patient.careCoordinatorId === null ? null : { id: patient.careCoordinatorId, name: patient.careCoordinatorName ?? patient.careCoordinatorId },
  );
  const [missing, setMissing] = useState(false);
  const [unchanged, setUnchanged] = useState(false);
  // People are named only within the organisation that employs them: the patient's agency's staff.
  const useFound = (search: string, open: boolean): Found<Coordinator> => {
    const found = useLogins({ page: 1, pageSize: CHOICES, sort: { field: 'name', direction: 'asc' }, search: search === '' ? undefined : search }, open);
    const staff = (found.data?.data ?? []).filter((login) => STAFF_ROLES.includes(login.roleId) && login.agencyId === patient.agencyId);
    return { choices: staff.map(({ id, name }) => ({ id, name })), searching: found.isFetching, failed: found.isError };
  };
  const serverError = isApiError(command.dialogError) ? command.dialogError.fieldError('careCoordinatorId') : undefined;
  const error = missing ? t('coordinator.required') : serverError;
  const submit = () => {
    const same = chosen !== null && chosen.id === patient.careCoordinatorId;
    setMissing(chosen === null);
    setUnchanged(same);
    if (chosen !== null && !same) command.send({ action: 'assign-coordinator', body: { careCoordinatorId: chosen.id } }, idempotencyKey);
  };
  return (
    <EditForm title={t('coordinator.title')} command={command} errorShownAtFields={serverError !== undefined} onSubmit={submit}>
      <SearchPicker<Coordinator>
        name="careCoordinatorId"
        label={t('coordinator.label')}
        required
        autoFocus
        value={chosen}
        onChange={(choice) => {
          setChosen(choice);
          setMissing(false);
          setUnchanged(false);
        }}
        useFound={useFound}
        idOf={(choice) => choice.id}
        nameOf={(choice) => choice.name}
        texts={{ none: t('coordinator.none'), searching: t('coordinator.searching'), failed: t('coordinator.failed') }}
        error={error}
        helperText={t('coordinator.hint')}
      />
      {unchanged && <Unchanged />}
    </EditForm>
  );
}
