import {
  OTHER_SERIES_KEY,
  Role,
  careServices,
  professions,
  type CatalogEntry,
  analyticsMeasures,
  analyticsStatuses,
  roles,
  type AnalyticsMachine,
  type AnalyticsDimension,
  type AnalyticsMeasure,
  type AnalyticsMeasureAnswer,
  type ExportLocale,
  type MeasureKind,
} from '@careledger/domain';
import type { SqlExecutor } from '@careledger/storage';
import { spanishLabel } from '../reference/seed/spanish';

type Language = 'en' | 'es';

const languageOf = (locale: ExportLocale): Language => (locale === 'es-ES' ? 'es' : 'en');

/** The records of each machine, plural, as a measure's label names them. */
const RECORDS: Record<Language, Record<AnalyticsMachine, string>> = {
  en: { assessment: 'assessments', posting: 'postings', referral: 'referrals', caregiver: 'caregivers', payment: 'payments', task: 'tasks', note: 'notes', dose: 'doses', referralMetric: 'referrals', subscription: 'subscriptions' },
  es: { assessment: 'valoraciones', posting: 'ofertas', referral: 'derivaciones', caregiver: 'cuidadores', payment: 'pagos', task: 'tareas', note: 'notas', dose: 'dosis', referralMetric: 'derivaciones', subscription: 'suscripciones' },
};

const KIND_LABELS: Record<Language, Record<MeasureKind, (records: string) => string>> = {
  en: {
    started: (records) => `New ${records}`,
    entered: (records) => `Status changes of ${records}`,
    stock: (records) => `${capitalized(records)} in each status at the end of the interval`,
    stay: (records) => `Time ${records} spend in a status`,
    span: (records) => `Time ${records} take from one status to another`,
    occurred: (records) => `What happened to ${records}`,
    amount: (records) => (records === 'subscriptions' ? 'Prices of subscriptions sold' : 'Amounts billed'),
    metric: (records) => `Time ${records} take between milestones (report metrics)`,
  },
  es: {
    started: (records) => `${records === 'cuidadores' || records === 'pagos' ? 'Nuevos' : 'Nuevas'} ${records}`,
    entered: (records) => `Cambios de estado de ${records}`,
    stock: (records) => `${capitalized(records)} en cada estado al final del intervalo`,
    stay: (records) => `Tiempo de ${records} en un estado`,
    span: (records) => `Tiempo de ${records} de un estado a otro`,
    occurred: (records) => `Lo ocurrido con ${records}`,
    amount: (records) => (records === 'suscripciones' ? 'Precios de las suscripciones vendidas' : 'Importes facturados'),
    metric: (records) => `Tiempo de ${records} entre hitos (métricas del informe)`,
  },
};

interface FixedLabels {
  all: string;
  other: string;
  /** A record counted under no value of the dimension. */
  none: Record<Exclude<AnalyticsDimension, 'status'>, string>;
  partner: (id: string) => string;
}

const FIXED: Record<Language, FixedLabels> = {
  en: {
    all: 'All',
    other: 'Other',
    none: { agency: 'No agency', partner: 'No partner', careService: 'No care service', province: 'No province', city: 'No city', profession: 'No profession', payer: 'No payer', authorRole: 'No role' },
    partner: (id) => `Partner ${id.slice(0, 8)}`,
  },
  es: {
    all: 'Todos',
    other: 'Otros',
    none: { agency: 'Sin agencia', partner: 'Sin socio', careService: 'Sin servicio de cuidado', province: 'Sin provincia', city: 'Sin ciudad', profession: 'Sin profesión', payer: 'Sin pagador', authorRole: 'Sin rol' },
    partner: (id) => `Socio ${id.slice(0, 8)}`,
  },
};

/** A catalog entry's label in the reader's language. */
const catalogLabel = (entry: CatalogEntry | undefined, key: string, locale: ExportLocale): string =>
  entry === undefined ? key : languageOf(locale) === 'es' ? spanishLabel(entry.translationKey, entry.label) : entry.label;

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export const measureLabel = (measure: AnalyticsMeasure, locale: ExportLocale): string => {
  const language = languageOf(locale);
  return KIND_LABELS[language][measure.kind](RECORDS[language][measure.machine]);
};

/** `GET /api/analytics/measures`: every measure in the reader's language. */
export const analyticsCatalogue = (locale: ExportLocale): AnalyticsMeasureAnswer[] =>
  analyticsMeasures.map((measure) => ({ ...measure, label: measureLabel(measure, locale), statistics: [...measure.statistics], dimensions: [...measure.dimensions] }));

export const statusLabel = (machine: AnalyticsMachine, status: number, locale: ExportLocale): string =>
  catalogLabel(analyticsStatuses[machine].find((candidate) => candidate.id === status), String(status), locale);

/** The names series keys stand for; a key that names nothing keeps a label that says what it is. */
export interface SeriesNames {
  label(key: string): string;
}

const namesById = async (db: SqlExecutor, sql: string, ids: string[]): Promise<Map<string, string>> => {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: string; name: string }>(sql, [ids]);
  return new Map(rows.map((row) => [row.id, row.name]));
};

/**
 * Agencies by their name; partners, which have no record of their own, by the name of their first
 * partner account (the one that opened the partnership); statuses by their catalog label. Never an id where a name exists.
 */
export const seriesNames = async (db: SqlExecutor, measure: AnalyticsMeasure, groupBy: AnalyticsDimension | undefined, keys: readonly string[], locale: ExportLocale): Promise<SeriesNames> => {
  const fixed = FIXED[languageOf(locale)];
  const ids = keys.filter((key) => key !== '' && key !== OTHER_SERIES_KEY && key !== 'all');
  const names =
    groupBy === 'agency'
      ? await namesById(db, 'SELECT id::text AS id, name FROM agencies WHERE id::text = ANY($1::text[])', ids)
      : groupBy === 'partner'
        ? await namesById(db, `SELECT DISTINCT ON (partner_id) partner_id AS id, name FROM logins WHERE partner_id = ANY($1::text[]) AND role_id = ${Role.PARTNER} ORDER BY partner_id, created_at, id`, ids)
        : groupBy === 'payer'
          ? await namesById(db, 'SELECT id::text AS id, name FROM logins WHERE id::text = ANY($1::text[])', ids)
          : new Map<string, string>();
  return {
    label(key) {
      if (key === 'all') return fixed.all;
      if (key === OTHER_SERIES_KEY) return fixed.other;
      if (groupBy === undefined) return key;
      if (groupBy === 'status') return statusLabel(measure.machine, Number(key), locale);
      if (key === '') return fixed.none[groupBy];
      switch (groupBy) {
        case 'agency':
          return names.get(key) ?? key;
        case 'partner':
          return names.get(key) ?? fixed.partner(key);
        case 'careService':
          return catalogLabel(careServices.find((service) => String(service.id) === key), key, locale);
        case 'profession':
          return catalogLabel(professions.find((profession) => profession.id === key), key, locale);
        case 'payer':
          return names.get(key) ?? key;
        case 'authorRole':
          return catalogLabel(roles.find((role) => String(role.id) === key), key, locale);
        case 'province':
        case 'city':
          return key;
      }
    },
  };
};
