import type { SeedEntry } from './sql-rows';

/** Patient notes and shared-living hub notes have separate type and template lists. */
export type NoteScope = 'patient' | 'hub';

export interface NoteTypeSeed extends SeedEntry {
  scope: NoteScope;
  id: number;
  key: string;
}

export interface NoteTemplateSeed extends SeedEntry {
  scope: NoteScope;
  id: number;
  noteTypeId: number;
  body: string;
}

type Typed = readonly [key: string, label: string, es: string];

const typesOf = (scope: NoteScope, entries: readonly Typed[]): NoteTypeSeed[] =>
  entries.map(([key, label, es], index) => ({ scope, id: index + 1, key, label, es, translationKey: `noteType.${scope}.${key.toLowerCase()}` }));

// The ids match the note demo seeder: 1-6 written by carers, 7 by partners.
export const noteTypes: readonly NoteTypeSeed[] = [
  ...typesOf('patient', [
    ['VISIT', 'Visit note', 'Nota de visita'],
    ['PERSONAL_CARE', 'Personal care', 'Cuidado personal'],
    ['MEDICATION', 'Medication', 'Medicación'],
    ['INCIDENT', 'Incident report', 'Informe de incidente'],
    ['FAMILY_COMMUNICATION', 'Family communication', 'Comunicación con la familia'],
    ['CARE_PLAN_REVIEW', 'Care plan review', 'Revisión del plan de cuidado'],
    ['REFERRAL_FOLLOW_UP', 'Referral follow-up', 'Seguimiento de derivación'],
  ]),
  ...typesOf('hub', [
    ['HOUSE_MEETING', 'House meeting', 'Reunión de la casa'],
    ['MAINTENANCE', 'Maintenance', 'Mantenimiento'],
    ['HOST_CHECK_IN', 'Host check-in', 'Visita de control al anfitrión'],
  ]),
];

type Skeleton = readonly [noteTypeId: number, title: string, es: string, body: string];

const templatesOf = (scope: NoteScope, entries: readonly Skeleton[]): NoteTemplateSeed[] =>
  entries.map(([noteTypeId, label, es, body], index) => ({ scope, id: index + 1, noteTypeId, label, es, body, translationKey: `noteTemplate.${scope}.${index + 1}` }));

export const noteTemplates: readonly NoteTemplateSeed[] = [
  ...templatesOf('patient', [
    [1, 'Visit summary', 'Resumen de la visita', 'Time of visit:\nMood and alertness:\nMeals and fluids:\nMobility:\nConcerns:\nFollow-up:'],
    [2, 'Personal care checklist', 'Lista de cuidado personal', 'Bathing:\nDressing:\nGrooming and oral care:\nSkin check:\nLinen changed:'],
    [3, 'Medication administration', 'Administración de medicación', 'Medication and dose:\nTime given:\nTaken with:\nMissed or refused doses:\nSide effects observed:'],
    [4, 'Incident report', 'Informe de incidente', 'Date and time:\nWhere:\nWhat happened:\nWitnesses:\nInjuries and first aid:\nWho was notified:'],
    [5, 'Family call log', 'Registro de llamada familiar', 'Family member:\nTopics discussed:\nRequests:\nAgreed next contact:'],
    [6, 'Care plan review', 'Revisión del plan de cuidado', 'Goals reviewed:\nProgress:\nChanges to the plan:\nNext review date:'],
    [7, 'Referral follow-up', 'Seguimiento de derivación', 'Referral source:\nMeeting or call with:\nClient preferences:\nNext steps:'],
  ]),
  ...templatesOf('hub', [
    [1, 'House meeting minutes', 'Acta de la reunión de la casa', 'Attendees:\nTopics:\nDecisions:\nActions and owners:'],
    [2, 'Maintenance request', 'Solicitud de mantenimiento', 'Area of the home:\nProblem:\nUrgency:\nContractor called:'],
    [3, 'Host check-in', 'Visita de control al anfitrión', 'Host wellbeing:\nResidents settled:\nHome safety check:\nSupport needed:'],
  ]),
];

export type SurveyKind = 'yes_no' | 'single_choice' | 'scale' | 'number' | 'text';

export interface SurveyQuestionSeed extends SeedEntry {
  id: string;
  kind: SurveyKind;
  /** For single_choice: the choices' values; for scale: [min, max]. */
  options: readonly (string | number)[] | null;
  position: number;
}

type Question = readonly [id: string, kind: SurveyKind, label: string, es: string, options: readonly (string | number)[] | null];

/** The assessment survey; answers are stored under these ids (`questionId` of an assessment). */
export const surveyQuestions: readonly SurveyQuestionSeed[] = (
  [
    ['lives_alone', 'yes_no', 'Does the client live alone?', '¿El cliente vive solo?', null],
    ['mobility', 'single_choice', 'How does the client get around?', '¿Cómo se desplaza el cliente?', ['independent', 'cane', 'walker', 'wheelchair', 'bedbound']],
    ['falls_last_year', 'number', 'Falls in the last 12 months', 'Caídas en los últimos 12 meses', null],
    ['level_of_assistance', 'scale', 'Level of assistance needed (0 unknown, 7 total)', 'Nivel de asistencia necesario (0 desconocido, 7 total)', [0, 7]],
    ['memory_concerns', 'yes_no', 'Are there memory concerns?', '¿Hay problemas de memoria?', null],
    ['needs_medication_help', 'yes_no', 'Does the client need help with medication?', '¿Necesita ayuda con la medicación?', null],
    ['continence', 'single_choice', 'Continence', 'Continencia', ['continent', 'occasional', 'incontinent']],
    ['diet', 'text', 'Dietary needs and allergies', 'Necesidades dietéticas y alergias', null],
    ['hours_per_week', 'number', 'Hours of care wanted per week', 'Horas de cuidado deseadas por semana', null],
    ['goals', 'text', "The client's goals for care", 'Objetivos de cuidado del cliente', null],
  ] as const satisfies readonly Question[]
).map(([id, kind, label, es, options], index) => ({ id, kind, label, es, options, position: index + 1, translationKey: `survey.${id}` }));
