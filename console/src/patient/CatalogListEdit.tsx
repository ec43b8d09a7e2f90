import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Actor } from '@careledger/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError, newIdempotencyKey, type Patient, type PatientCommand } from '../api';
import { mayEditPatient } from './access';
import { CommandDialogButton, EditBar, EditForm, Unchanged } from './EditDialog';
import { usePatientCommand, type PatientCommandState } from './usePatientCommand';

interface Entry {
  id: number;
  code: string;
  label: string;
}

/** Diagnoses and languages: a list of a catalog's ids, set whole. */
export interface CatalogListKind {
  action: 'set-diagnoses' | 'set-languages';
  field: 'diagnosisIds' | 'languageIds';
  max: number;
  /** Whether the order means something (the preferred language first), so a reordering is a change. */
  ordered: boolean;
  commandOf: (ids: number[]) => PatientCommand;
  /** The entry in the reader's language, where the console has the words; else the server's label. */
  labelOf?: (entry: Entry) => string;
  texts: { edit: string; title: string; label: string; hint: string };
}

interface CatalogListEditProps {
  patient: Patient;
  actor: Actor;
  ids: readonly number[];
  catalog: UseQueryResult<Entry[]>;
  kind: CatalogListKind;
}

export function CatalogListEdit({ patient, actor, ids, catalog, kind }: CatalogListEditProps) {
  const command = usePatientCommand(patient);
  if (!mayEditPatient(actor, kind.action, patient)) return null;
  return (
    <EditBar command={command}>
      <CommandDialogButton command={command} name={kind.action} label={kind.texts.edit}>
        <CatalogListForm command={command} ids={ids} catalog={catalog} kind={kind} />
      </CommandDialogButton>
    </EditBar>
  );
}

const sameIds = (left: readonly number[], right: readonly number[], ordered: boolean) => {
  const ascending = (ids: readonly number[]) => [...ids].sort((x, y) => x - y);
  const [a, b] = ordered ? [left, right] : [ascending(left), ascending(right)];
  return a.length === b.length && a.every((id, index) => id === b[index]);
};

function CatalogListForm({ command, ids, catalog, kind }: Omit<CatalogListEditProps, 'patient' | 'actor'> & { command: PatientCommandState }) {
  const { t } = useTranslation('patients');
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [chosen, setChosen] = useState<number[]>([...ids]);
  const [unchanged, setUnchanged] = useState(false);
  const [tooMany, setTooMany] = useState(false);
  const entries = catalog.data ?? [];
  const entryOf = (id: number): Entry => entries.find((entry) => entry.id === id) ?? { id, code: '', label: `#${id}` };
  const serverError = isApiError(command.dialogError) ? command.dialogError.fieldError(kind.field) : undefined;
  const error = tooMany ? t('edit.tooMany', { max: kind.max }) : serverError;

  const submit = () => {
    const same = sameIds(chosen, ids, kind.ordered);
    setUnchanged(same);
    setTooMany(chosen.length > kind.max);
    if (!same && chosen.length <= kind.max) command.send(kind.commandOf(chosen), idempotencyKey);
  };
  return (
    <EditForm title={kind.texts.title} command={command} errorShownAtFields={serverError !== undefined} onSubmit={submit}>
      <Autocomplete
        multiple
        options={entries}
        value={chosen.map(entryOf)}
        loading={catalog.isPending}
        getOptionLabel={(entry) => {
          const label = kind.labelOf?.(entry) ?? entry.label;
          return entry.code === '' ? label : `${label} (${entry.code})`;
        }}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        onChange={(_event, value) => {
          setChosen(value.map((entry) => entry.id));
          setUnchanged(false);
          setTooMany(false);
        }}
        renderInput={(params) => (
          <TextField {...params} name={kind.field} label={kind.texts.label} error={error !== undefined} helperText={error ?? (catalog.isError ? t('catalog.failed') : kind.texts.hint)} />
        )}
      />
      {unchanged && <Unchanged />}
    </EditForm>
  );
}
