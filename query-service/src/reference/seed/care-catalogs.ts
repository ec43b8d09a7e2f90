import type { SeedEntry } from './sql-rows';

export interface CodedSeed extends SeedEntry {
  id: number;
  code: string;
}

type Coded = readonly [code: string, label: string, es: string];

const coded = (prefix: string, entries: readonly Coded[]): CodedSeed[] =>
  entries.map(([code, label, es], index) => ({ id: index + 1, code, label, es, translationKey: `${prefix}.${code.replaceAll('.', '_')}` }));

/** ICD-10 codes of the conditions seen most in home and shared-living care. */
export const diagnoses = coded('diagnosis', [
  ['F03.90', 'Dementia, unspecified', 'Demencia, no especificada'],
  ['G30.9', "Alzheimer's disease, unspecified", 'Enfermedad de Alzheimer, no especificada'],
  ['G20', "Parkinson's disease", 'Enfermedad de Parkinson'],
  ['I63.9', 'Cerebral infarction (stroke), unspecified', 'Infarto cerebral (ictus), no especificado'],
  ['I50.9', 'Heart failure, unspecified', 'Insuficiencia cardíaca, no especificada'],
  ['I10', 'Essential (primary) hypertension', 'Hipertensión esencial (primaria)'],
  ['E11.9', 'Type 2 diabetes mellitus without complications', 'Diabetes mellitus tipo 2 sin complicaciones'],
  ['J44.9', 'Chronic obstructive pulmonary disease, unspecified', 'Enfermedad pulmonar obstructiva crónica, no especificada'],
  ['M17.9', 'Osteoarthritis of knee, unspecified', 'Artrosis de rodilla, no especificada'],
  ['M81.0', 'Age-related osteoporosis', 'Osteoporosis relacionada con la edad'],
  ['N18.9', 'Chronic kidney disease, unspecified', 'Enfermedad renal crónica, no especificada'],
  ['F32.9', 'Depressive episode, unspecified', 'Episodio depresivo, no especificado'],
  ['F41.9', 'Anxiety disorder, unspecified', 'Trastorno de ansiedad, no especificado'],
  ['G35', 'Multiple sclerosis', 'Esclerosis múltiple'],
  ['G12.21', 'Amyotrophic lateral sclerosis', 'Esclerosis lateral amiotrófica'],
  ['C80.1', 'Malignant neoplasm, unspecified', 'Neoplasia maligna, no especificada'],
  ['S72.009A', 'Fracture of the femoral neck (hip fracture)', 'Fractura del cuello del fémur (fractura de cadera)'],
  ['H54.7', 'Visual loss, unspecified', 'Pérdida visual, no especificada'],
  ['F79', 'Intellectual disability, unspecified', 'Discapacidad intelectual, no especificada'],
  ['R26.81', 'Unsteadiness on feet (fall risk)', 'Inestabilidad al caminar (riesgo de caídas)'],
]);

/** ISO 639-1 codes; the labels are the languages' English and Spanish names. */
export const languages = coded('language', [
  ['en', 'English', 'Inglés'], ['fr', 'French', 'Francés'], ['es', 'Spanish', 'Español'], ['pt', 'Portuguese', 'Portugués'],
  ['it', 'Italian', 'Italiano'], ['de', 'German', 'Alemán'], ['zh', 'Chinese (Mandarin)', 'Chino (mandarín)'], ['yue', 'Cantonese', 'Cantonés'],
  ['pa', 'Punjabi', 'Panyabí'], ['hi', 'Hindi', 'Hindi'], ['ar', 'Arabic', 'Árabe'], ['tl', 'Tagalog', 'Tagalo'],
  ['pl', 'Polish', 'Polaco'], ['uk', 'Ukrainian', 'Ucraniano'], ['ru', 'Russian', 'Ruso'], ['fa', 'Persian (Farsi)', 'Persa (farsi)'],
  ['ko', 'Korean', 'Coreano'], ['vi', 'Vietnamese', 'Vietnamita'], ['ca', 'Catalan', 'Catalán'], ['asl', 'American Sign Language', 'Lengua de señas americana'],
]);

export interface PayerSeed extends CodedSeed {
  /** The country whose clients may use it; null for payers found everywhere. */
  countryCode: string | null;
}

type Payer = readonly [code: string, label: string, es: string, countryCode: string | null];

export const payers: readonly PayerSeed[] = (
  [
    ['private_pay', 'Private pay', 'Pago privado', null],
    ['long_term_care_insurance', 'Long-term care insurance', 'Seguro de cuidados de larga duración', null],
    ['private_health_insurance', 'Private health insurance', 'Seguro médico privado', null],
    ['provincial_health_plan', 'Provincial health plan', 'Plan de salud provincial', 'CA'],
    ['veterans_affairs_canada', 'Veterans Affairs Canada', 'Asuntos de Veteranos de Canadá', 'CA'],
    ['workers_compensation', "Workers' compensation", 'Compensación laboral', null],
    ['medicaid', 'Medicaid', 'Medicaid', 'US'],
    ['medicare', 'Medicare', 'Medicare', 'US'],
    ['va', 'Veterans Affairs (VA)', 'Asuntos de Veteranos (VA)', 'US'],
    ['sistema_nacional_de_salud', 'National Health System (SNS)', 'Sistema Nacional de Salud (SNS)', 'ES'],
    ['ley_de_dependencia', 'Dependency care allowance', 'Prestación por dependencia', 'ES'],
  ] as const satisfies readonly Payer[]
).map(([code, label, es, countryCode], index) => ({ id: index + 1, code, label, es, countryCode, translationKey: `payer.${code}` }));

export interface WeekDaySeed extends CodedSeed {
  shortLabel: string;
}

/** ISO 8601 numbering: Monday is 1, Sunday is 7. */
export const weekDays: readonly WeekDaySeed[] = (
  [
    ['MONDAY', 'Monday', 'Mon', 'Lunes'], ['TUESDAY', 'Tuesday', 'Tue', 'Martes'], ['WEDNESDAY', 'Wednesday', 'Wed', 'Miércoles'],
    ['THURSDAY', 'Thursday', 'Thu', 'Jueves'], ['FRIDAY', 'Friday', 'Fri', 'Viernes'], ['SATURDAY', 'Saturday', 'Sat', 'Sábado'], ['SUNDAY', 'Sunday', 'Sun', 'Domingo'],
  ] as const
).map(([code, label, shortLabel, es], index) => ({ id: index + 1, code, label, shortLabel, es, translationKey: `weekDay.${code.toLowerCase()}` }));

/** The part a caregiver plays on a patient's care team. */
export const caregiverRoles = coded('caregiverRole', [
  ['primary', 'Primary caregiver', 'Cuidador principal'],
  ['backup', 'Backup caregiver', 'Cuidador suplente'],
  ['live_in', 'Live-in caregiver', 'Cuidador interno'],
  ['respite', 'Respite caregiver', 'Cuidador de respiro'],
  ['overnight', 'Overnight caregiver', 'Cuidador nocturno'],
  ['team_lead', 'Care team lead', 'Responsable del equipo de cuidado'],
]);

export interface CareCoordinatorSeed {
  id: number;
  name: string;
  email: string;
  phone: string;
  provinceId: number;
}

/** Staff who coordinate care across agencies; people, so their names are not translated. */
export const careCoordinators: readonly CareCoordinatorSeed[] = [
  { id: 1, name: 'Amara Okafor', email: 'amara.okafor@careledger.example', phone: '+1 416 555 0141', provinceId: 9 },
  { id: 2, name: 'Daniel Tremblay', email: 'daniel.tremblay@careledger.example', phone: '+1 613 555 0178', provinceId: 9 },
  { id: 3, name: 'Priya Sandhu', email: 'priya.sandhu@careledger.example', phone: '+1 604 555 0112', provinceId: 2 },
  { id: 4, name: 'Marcus Lee', email: 'marcus.lee@careledger.example', phone: '+1 206 555 0190', provinceId: 34 },
  { id: 5, name: 'Sofia Ramirez', email: 'sofia.ramirez@careledger.example', phone: '+1 512 555 0133', provinceId: 33 },
  { id: 6, name: 'Lucía Fernández', email: 'lucia.fernandez@careledger.example', phone: '+34 915 550 123', provinceId: 72 },
];
