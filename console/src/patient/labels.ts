import { useMemo } from 'react';
import { allergyReactions, ambulatoryLevels, assistanceLevels, genders, relationships } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import type { PatientSummary } from '../api';

export const fullName = (patient: Pick<PatientSummary, 'firstName' | 'lastName'>): string => `${patient.lastName}, ${patient.firstName}`;

const keyOf = <Key extends string>(catalog: readonly { id: number; key: Key }[], id: number | null): Key | undefined =>
  catalog.find((entry) => entry.id === id)?.key;

/** Catalog ids in the reader's language; an id the catalog lacks shows as itself. */
export const useAmbulatoryLabel = (): ((id: number | null) => string) => {
  const { t } = useTranslation('patients');
  return useMemo(
    () => (id: number | null) => {
      if (id === null) return '—';
      const key = keyOf(ambulatoryLevels, id);
      return key === undefined ? String(id) : t(`ambulatoryLevels.${key}`);
    },
    [t],
  );
};

export const usePatientLabels = () => {
  const { t } = useTranslation('patients');
  return useMemo(
    () => ({
      gender: (gender: string | null): string => {
        if (gender === null) return '—';
        const known = genders.find((entry) => entry === gender);
        return known === undefined ? gender : t(`genders.${known}`);
      },
      severity: (id: number): string => {
        const key = keyOf(allergyReactions, id);
        return key === undefined ? String(id) : t(`allergyReactions.${key}`);
      },
      relationship: (id: number, fallback: string | null): string => {
        const key = keyOf(relationships, id);
        return key === undefined ? (fallback ?? String(id)) : t(`relationships.${key}`);
      },
      assistance: (id: number): string => {
        const key = keyOf(assistanceLevels, id);
        return key === undefined ? String(id) : t(`assistanceLevels.${key}`);
      },
    }),
    [t],
  );
};

/** An entry of a catalog the server keeps (languages, payers): its code and its English label. */
interface ServerCatalogEntry {
  code: string;
  label: string;
}

/** Languages and payers in the reader's language, by their codes; the server's English label for a code the texts lack. */
export const useCatalogLabels = () => {
  const { t } = useTranslation('patients');
  return useMemo(
    () => ({
      language: (entry: ServerCatalogEntry): string => t(`languageNames.${entry.code}` as 'languageNames.en', { defaultValue: entry.label }),
      payer: (entry: ServerCatalogEntry): string => t(`payers.${entry.code}` as 'payers.private_pay', { defaultValue: entry.label }),
    }),
    [t],
  );
};
