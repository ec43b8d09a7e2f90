import { assessmentStatuses, careServices, noteVisibilities, professions, relationships, roles } from '@careledger/domain';
import { careCoordinators, caregiverRoles, diagnoses, languages, payers, weekDays } from './seed/care-catalogs';
import { cities, countries, provinces } from './seed/geography';
import { noteTemplates, noteTypes, surveyQuestions } from './seed/note-catalogs';
import { roleGrants } from './seed/role-grants';
import { interfaceTexts, spanishLabel } from './seed/spanish';
import { insertRows, type SeedEntry } from './seed/sql-rows';

const catalogRow = ({ id, key, label, translationKey }: { id: number | string; key: string; label: string; translationKey: string }) => ({ id, key, label, translation_key: translationKey });
const codedRow = ({ id, code, label, translationKey }: { id: number; code: string; label: string; translationKey: string }) => ({ id, code, label, translation_key: translationKey });

/** Ids come from the domain catalogs where SPEC.md fixes them, so the two cannot drift apart. */
export const catalogSeedSql = (): string =>
  [
    insertRows('ref_roles', ['id', 'key', 'slug', 'label', 'translation_key'], roles.map((role) => ({ ...catalogRow(role), slug: role.slug }))),
    insertRows(
      'ref_role_grants',
      ['user_type_id', 'role_id'],
      Object.entries(roleGrants).flatMap(([userType, granted]) => granted.map((roleId) => ({ user_type_id: Number(userType), role_id: roleId }))),
    ),
    insertRows('ref_relationships', ['id', 'key', 'label', 'translation_key'], relationships.map(catalogRow)),
    insertRows('ref_professions', ['id', 'key', 'label', 'translation_key'], professions.map(catalogRow)),
    // Homecare offers every care service; shared living and day programs are products of their own.
    insertRows('ref_care_services', ['id', 'key', 'label', 'translation_key', 'homecare'], careServices.map((service) => ({ ...catalogRow(service), homecare: true }))),
    insertRows('ref_caregiver_roles', ['id', 'code', 'label', 'translation_key'], caregiverRoles.map(codedRow)),
    insertRows('ref_countries', ['code', 'locale', 'label', 'translation_key'], countries.map(({ code, locale, label, translationKey }) => ({ code, locale, label, translation_key: translationKey }))),
    insertRows(
      'ref_provinces',
      ['id', 'code', 'country_code', 'label', 'translation_key'],
      provinces.map(({ id, code, countryCode, label, translationKey }) => ({ id, code, country_code: countryCode, label, translation_key: translationKey })),
    ),
    insertRows(
      'ref_cities',
      ['id', 'province_id', 'label', 'translation_key', 'latitude', 'longitude'],
      cities.map(({ id, provinceId, label, translationKey, latitude, longitude }) => ({ id, province_id: provinceId, label, translation_key: translationKey, latitude, longitude })),
    ),
    insertRows('ref_diagnoses', ['id', 'code', 'label', 'translation_key'], diagnoses.map(codedRow)),
    insertRows('ref_week_days', ['id', 'code', 'label', 'short_label', 'translation_key'], weekDays.map((day) => ({ ...codedRow(day), short_label: day.shortLabel }))),
    insertRows('ref_languages', ['id', 'code', 'label', 'translation_key'], languages.map(codedRow)),
    insertRows('ref_payers', ['id', 'code', 'label', 'translation_key', 'country_code'], payers.map((payer) => ({ ...codedRow(payer), country_code: payer.countryCode }))),
    insertRows(
      'ref_care_coordinators',
      ['id', 'name', 'email', 'phone', 'province_id'],
      careCoordinators.map(({ id, name, email, phone, provinceId }) => ({ id, name, email, phone, province_id: provinceId })),
    ),
    insertRows(
      'ref_note_types',
      ['scope', 'id', 'key', 'label', 'translation_key'],
      noteTypes.map(({ scope, id, key, label, translationKey }) => ({ scope, id, key, label, translation_key: translationKey })),
    ),
    insertRows(
      'ref_note_templates',
      ['scope', 'id', 'note_type_id', 'title', 'body', 'translation_key'],
      noteTemplates.map(({ scope, id, noteTypeId, label, body, translationKey }) => ({ scope, id, note_type_id: noteTypeId, title: label, body, translation_key: translationKey })),
    ),
    insertRows(
      'ref_survey_questions',
      ['id', 'label', 'kind', 'options', 'position', 'translation_key'],
      surveyQuestions.map(({ id, label, kind, options, position, translationKey }) => ({ id, label, kind, options, position, translation_key: translationKey })),
    ),
  ].join('\n');

const translatedEntries = (): SeedEntry[] => [
  ...[roles, relationships, professions, careServices, assessmentStatuses, noteVisibilities].flatMap((catalog) =>
    catalog.map(({ label, translationKey }): SeedEntry => ({ label, translationKey, es: spanishLabel(translationKey, label) })),
  ),
  ...caregiverRoles, ...countries, ...provinces, ...cities, ...diagnoses, ...weekDays, ...languages, ...payers,
  ...noteTypes, ...noteTemplates, ...surveyQuestions,
];

interface TranslationRow extends Record<string, string> {
  locale: string;
  namespace: string;
  key: string;
  text: string;
}

/** The named translation files: namespace `common` holds every catalog label under its translation key. */
export const translationSeedSql = (): string => {
  const rows: TranslationRow[] = translatedEntries().flatMap(({ translationKey: key, label, es }) => [
    { locale: 'en-US', namespace: 'common', key, text: label },
    { locale: 'en-CA', namespace: 'common', key, text: label },
    { locale: 'es-ES', namespace: 'common', key, text: es ?? label },
  ]);
  for (const [namespace, texts] of Object.entries(interfaceTexts)) {
    for (const [key, enUS, enCA, es] of texts) {
      rows.push({ locale: 'en-US', namespace, key, text: enUS }, { locale: 'en-CA', namespace, key, text: enCA }, { locale: 'es-ES', namespace, key, text: es });
    }
  }
  const locales = [
    { code: 'en-US', label: 'English (United States)' },
    { code: 'en-CA', label: 'English (Canada)' },
    { code: 'es-ES', label: 'Español (España)' },
  ];
  return insertRows('ref_locales', ['code', 'label'], locales) + insertRows('ref_translations', ['locale', 'namespace', 'key', 'text'], rows);
};
