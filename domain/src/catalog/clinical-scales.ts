import { idsByKey, type CatalogEntry, type IdOf } from './catalog-entry';

export const ambulatoryLevels = [
  { id: 1, key: 'AMBULATORY', label: 'Ambulatory', translationKey: 'ambulatoryLevel.ambulatory' },
  { id: 2, key: 'SEMI_AMBULATORY', label: 'Semi-ambulatory', translationKey: 'ambulatoryLevel.semiAmbulatory' },
  { id: 3, key: 'NON_AMBULATORY', label: 'Non-ambulatory', translationKey: 'ambulatoryLevel.nonAmbulatory' },
] as const satisfies readonly CatalogEntry<number>[];

export const AmbulatoryLevel = idsByKey(ambulatoryLevels);
export type AmbulatoryLevelId = IdOf<typeof ambulatoryLevels>;

export const competencyLevels = [
  { id: 0, key: 'NO_EXPERIENCE', label: 'No experience', translationKey: 'competency.noExperience' },
  { id: 1, key: 'NOVICE', label: 'Novice', translationKey: 'competency.novice' },
  { id: 2, key: 'INTERMEDIATE', label: 'Intermediate', translationKey: 'competency.intermediate' },
  { id: 3, key: 'EXPERT', label: 'Expert', translationKey: 'competency.expert' },
] as const satisfies readonly CatalogEntry<number>[];

export const Competency = idsByKey(competencyLevels);
export type CompetencyId = IdOf<typeof competencyLevels>;

export const allergyReactions = [
  { id: 1, key: 'MILD', label: 'Mild', translationKey: 'allergyReaction.mild' },
  { id: 2, key: 'MODERATE', label: 'Moderate', translationKey: 'allergyReaction.moderate' },
  { id: 3, key: 'SEVERE', label: 'Severe', translationKey: 'allergyReaction.severe' },
] as const satisfies readonly CatalogEntry<number>[];

export const AllergyReaction = idsByKey(allergyReactions);
export type AllergyReactionId = IdOf<typeof allergyReactions>;

/**
 * SPEC.md section 9 shows ids 0 to 7 with texts not shown. The texts are ours: a scale from
 * doing the activity alone to full dependence, in the order clinical assessment tools use.
 */
export const assistanceLevels = [
  { id: 0, key: 'UNKNOWN', label: 'Unknown', translationKey: 'assistanceLevel.unknown' },
  { id: 1, key: 'INDEPENDENT', label: 'Independent', translationKey: 'assistanceLevel.independent' },
  { id: 2, key: 'INDEPENDENT_WITH_DEVICE', label: 'Independent with an assistive device', translationKey: 'assistanceLevel.independentWithDevice' },
  { id: 3, key: 'SUPERVISION', label: 'Supervision or cueing', translationKey: 'assistanceLevel.supervision' },
  { id: 4, key: 'MINIMAL_ASSISTANCE', label: 'Minimal assistance', translationKey: 'assistanceLevel.minimalAssistance' },
  { id: 5, key: 'MODERATE_ASSISTANCE', label: 'Moderate assistance', translationKey: 'assistanceLevel.moderateAssistance' },
  { id: 6, key: 'MAXIMAL_ASSISTANCE', label: 'Maximal assistance', translationKey: 'assistanceLevel.maximalAssistance' },
  { id: 7, key: 'TOTAL_DEPENDENCE', label: 'Total dependence', translationKey: 'assistanceLevel.totalDependence' },
] as const satisfies readonly CatalogEntry<number>[];

export const AssistanceLevel = idsByKey(assistanceLevels);
export type AssistanceLevelId = IdOf<typeof assistanceLevels>;
