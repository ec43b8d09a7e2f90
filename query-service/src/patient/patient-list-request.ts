import { ambulatoryLevels, type FieldError } from '@careledger/domain';
import { parseListQuery, throwIfInvalid, type ListQuery } from '../http/list-query';
import { absent, MAX_SEARCH, uuidParam } from '../agency/list-params';

export const PATIENT_SORT_FIELDS = ['lastName', 'createdAt', 'updatedAt'] as const;
export type PatientSortField = (typeof PATIENT_SORT_FIELDS)[number];
export const AMBULATORY_LEVEL_IDS: readonly number[] = ambulatoryLevels.map((level) => level.id);
export const MAX_PATIENT_SEARCH = MAX_SEARCH;

/** `GET /api/patients` as parsed, whichever store answers it. */
export interface PatientListRequest extends ListQuery<PatientSortField> {
  /** The search's words, lower-cased: each must start the first or the last name. */
  words: string[];
  agencyId?: string;
  partnerId?: string;
  ambulatoryLevel?: number;
  /** A member of the care team. */
  caregiverId?: string;
}

const ambulatoryLevelParam = (raw: unknown, errors: FieldError[]): number | undefined => {
  if (absent(raw)) return undefined;
  const level = AMBULATORY_LEVEL_IDS.find((id) => String(id) === raw);
  if (level === undefined) errors.push({ path: 'ambulatoryLevel', message: `must be an ambulatory level id (${AMBULATORY_LEVEL_IDS.join(', ')})` });
  return level;
};

const wordsParam = (raw: unknown, errors: FieldError[]): string[] => {
  if (absent(raw)) return [];
  if (typeof raw !== 'string' || raw.length > MAX_SEARCH) {
    errors.push({ path: 'search', message: `must be a text of at most ${MAX_SEARCH} characters` });
    return [];
  }
  return raw
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '');
};

/** 400 naming each bad parameter. */
export const parsePatientListRequest = (query: Record<string, unknown>): PatientListRequest => {
  const errors: FieldError[] = [];
  const request: PatientListRequest = {
    ...parseListQuery(query, PATIENT_SORT_FIELDS, 'lastName:asc', errors),
    words: wordsParam(query.search, errors),
    agencyId: uuidParam(query.agencyId, 'agencyId', errors),
    partnerId: uuidParam(query.partnerId, 'partnerId', errors),
    ambulatoryLevel: ambulatoryLevelParam(query.ambulatoryLevel, errors),
    caregiverId: uuidParam(query.caregiverId, 'caregiverId', errors),
  };
  throwIfInvalid(errors);
  return request;
};
