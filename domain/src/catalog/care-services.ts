import { idsByKey, isIdOf, type CatalogEntry, type IdOf } from './catalog-entry';

/**
 * SPEC.md section 3 names seven care services; section 6 shows that ids 1 to 45 exist. The unnamed
 * ones carry a neutral label until the product names them (labels are translated, ids are stable).
 */
export const careServices = [
  { id: 1, key: 'DEFAULT', label: 'Default', translationKey: 'careService.default' },
  { id: 2, key: 'ADDITIONAL_GUARANTY', label: 'Additional guaranty', translationKey: 'careService.additionalGuaranty' },
  { id: 3, key: 'HOME_SUPPORT', label: 'Home support', translationKey: 'careService.homeSupport' },
  { id: 4, key: 'NURSING', label: 'Nursing', translationKey: 'careService.nursing' },
  { id: 5, key: 'RESPITE_CARE', label: 'Respite care', translationKey: 'careService.respiteCare' },
  { id: 6, key: 'LIVE_IN_CARE', label: 'Live-in care', translationKey: 'careService.liveInCare' },
  { id: 7, key: 'SERVICE_7', label: 'Care service 7', translationKey: 'careService.service7' },
  { id: 8, key: 'SERVICE_8', label: 'Care service 8', translationKey: 'careService.service8' },
  { id: 9, key: 'SERVICE_9', label: 'Care service 9', translationKey: 'careService.service9' },
  { id: 10, key: 'SERVICE_10', label: 'Care service 10', translationKey: 'careService.service10' },
  { id: 11, key: 'SERVICE_11', label: 'Care service 11', translationKey: 'careService.service11' },
  { id: 12, key: 'SERVICE_12', label: 'Care service 12', translationKey: 'careService.service12' },
  { id: 13, key: 'SERVICE_13', label: 'Care service 13', translationKey: 'careService.service13' },
  { id: 14, key: 'SERVICE_14', label: 'Care service 14', translationKey: 'careService.service14' },
  { id: 15, key: 'SERVICE_15', label: 'Care service 15', translationKey: 'careService.service15' },
  { id: 16, key: 'FOOT_CARE', label: 'Foot care', translationKey: 'careService.footCare' },
  { id: 17, key: 'SERVICE_17', label: 'Care service 17', translationKey: 'careService.service17' },
  { id: 18, key: 'SERVICE_18', label: 'Care service 18', translationKey: 'careService.service18' },
  { id: 19, key: 'SERVICE_19', label: 'Care service 19', translationKey: 'careService.service19' },
  { id: 20, key: 'SERVICE_20', label: 'Care service 20', translationKey: 'careService.service20' },
  { id: 21, key: 'SERVICE_21', label: 'Care service 21', translationKey: 'careService.service21' },
  { id: 22, key: 'SERVICE_22', label: 'Care service 22', translationKey: 'careService.service22' },
  { id: 23, key: 'SERVICE_23', label: 'Care service 23', translationKey: 'careService.service23' },
  { id: 24, key: 'SERVICE_24', label: 'Care service 24', translationKey: 'careService.service24' },
  { id: 25, key: 'SERVICE_25', label: 'Care service 25', translationKey: 'careService.service25' },
  { id: 26, key: 'SERVICE_26', label: 'Care service 26', translationKey: 'careService.service26' },
  { id: 27, key: 'SERVICE_27', label: 'Care service 27', translationKey: 'careService.service27' },
  { id: 28, key: 'SERVICE_28', label: 'Care service 28', translationKey: 'careService.service28' },
  { id: 29, key: 'SERVICE_29', label: 'Care service 29', translationKey: 'careService.service29' },
  { id: 30, key: 'SERVICE_30', label: 'Care service 30', translationKey: 'careService.service30' },
  { id: 31, key: 'SERVICE_31', label: 'Care service 31', translationKey: 'careService.service31' },
  { id: 32, key: 'SERVICE_32', label: 'Care service 32', translationKey: 'careService.service32' },
  { id: 33, key: 'SERVICE_33', label: 'Care service 33', translationKey: 'careService.service33' },
  { id: 34, key: 'SERVICE_34', label: 'Care service 34', translationKey: 'careService.service34' },
  { id: 35, key: 'SERVICE_35', label: 'Care service 35', translationKey: 'careService.service35' },
  { id: 36, key: 'SERVICE_36', label: 'Care service 36', translationKey: 'careService.service36' },
  { id: 37, key: 'SERVICE_37', label: 'Care service 37', translationKey: 'careService.service37' },
  { id: 38, key: 'SERVICE_38', label: 'Care service 38', translationKey: 'careService.service38' },
  { id: 39, key: 'SERVICE_39', label: 'Care service 39', translationKey: 'careService.service39' },
  { id: 40, key: 'SERVICE_40', label: 'Care service 40', translationKey: 'careService.service40' },
  { id: 41, key: 'SERVICE_41', label: 'Care service 41', translationKey: 'careService.service41' },
  { id: 42, key: 'SERVICE_42', label: 'Care service 42', translationKey: 'careService.service42' },
  { id: 43, key: 'SERVICE_43', label: 'Care service 43', translationKey: 'careService.service43' },
  { id: 44, key: 'SERVICE_44', label: 'Care service 44', translationKey: 'careService.service44' },
  { id: 45, key: 'SERVICE_45', label: 'Care service 45', translationKey: 'careService.service45' },
] as const satisfies readonly CatalogEntry<number>[];

export const CareService = idsByKey(careServices);
export type CareServiceId = IdOf<typeof careServices>;
export const DEFAULT_CARE_SERVICE_ID: CareServiceId = CareService.DEFAULT;

export const isCareServiceId = (value: unknown): value is CareServiceId => isIdOf(careServices, value);
