import type { ExportLocale } from './export-locales';

/**
 * The heading of each field a report row holds, in US English: the grid's column titles and the
 * CSV export's header line both come from here. An id a reader knows by a name is headed as an
 * id, its name column (`patientId` → `patientName`) by what it names.
 */
const enUS = {
  id: 'Id',
  kind: 'Note about',
  firstName: 'First name',
  lastName: 'Last name',
  dateOfBirth: 'Date of birth',
  patientId: 'Patient id',
  patientName: 'Patient',
  agencyId: 'Agency id',
  agencyName: 'Agency',
  partnerId: 'Partner id',
  hubId: 'Hub id',
  hubName: 'Hub',
  authorId: 'Author id',
  authorName: 'Author',
  authorAgencyId: 'Author’s agency id',
  authorAgencyName: 'Author’s agency',
  authorPartnerId: 'Author’s partner id',
  subscriptionId: 'Subscription id',
  status: 'Status',
  careServiceId: 'Care service',
  closeReasonId: 'Close reason',
  noteTypeId: 'Note type',
  isDraft: 'Draft or published',
  openedOn: 'Opened',
  onSiteVisitOn: 'On-site visit',
  approvedOn: 'Approved',
  acceptedOn: 'Accepted',
  moveInOn: 'Move-in',
  visitAt: 'Visit',
  startDate: 'Start date',
  endDate: 'End date',
  dateOfService: 'Date of service',
  periodStart: 'Period start',
  periodEnd: 'Period end',
  totalCents: 'Total',
  currency: 'Currency',
  state: 'State',
  cardType: 'Card',
  createdBy: 'Creator id',
  createdByName: 'Created by',
  createdAt: 'Created',
};

export type ReportField = keyof typeof enUS;

const esES: Readonly<Record<ReportField, string>> = {
  id: 'Id',
  kind: 'Nota sobre',
  firstName: 'Nombre',
  lastName: 'Apellidos',
  dateOfBirth: 'Fecha de nacimiento',
  patientId: 'Id del paciente',
  patientName: 'Paciente',
  agencyId: 'Id de la agencia',
  agencyName: 'Agencia',
  partnerId: 'Id del socio',
  hubId: 'Id del centro',
  hubName: 'Centro',
  authorId: 'Id del autor',
  authorName: 'Autor',
  authorAgencyId: 'Id de la agencia del autor',
  authorAgencyName: 'Agencia del autor',
  authorPartnerId: 'Id del socio del autor',
  subscriptionId: 'Id de la suscripción',
  status: 'Estado',
  careServiceId: 'Servicio de cuidado',
  closeReasonId: 'Motivo de cierre',
  noteTypeId: 'Tipo de nota',
  isDraft: 'Borrador o publicada',
  openedOn: 'Apertura',
  onSiteVisitOn: 'Visita presencial',
  approvedOn: 'Aprobación',
  acceptedOn: 'Aceptación',
  moveInOn: 'Mudanza',
  visitAt: 'Visita',
  startDate: 'Inicio',
  endDate: 'Fin',
  dateOfService: 'Fecha del servicio',
  periodStart: 'Inicio del periodo',
  periodEnd: 'Fin del periodo',
  totalCents: 'Total',
  currency: 'Moneda',
  state: 'Estado',
  cardType: 'Tarjeta',
  createdBy: 'Id del creador',
  createdByName: 'Creado por',
  createdAt: 'Creación',
};

/** One catalog for every report screen and export; Canadian English heads these fields as US English does. */
export const reportHeadings: Readonly<Record<ExportLocale, Readonly<Record<ReportField, string>>>> = {
  'en-US': enUS,
  'en-CA': enUS,
  'es-ES': esES,
};

export const isReportField = (field: string): field is ReportField => Object.hasOwn(enUS, field);

/** `someNewField` → `Some new field`: a heading a reader can still make sense of. */
const spelledOut = (field: string): string => {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\s-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words === '' ? field : words.charAt(0).toUpperCase() + words.slice(1);
};

/** The heading of `field` in `locale`; a field the catalog does not know yet is spelled out, never left as a key. */
export const reportHeading = (locale: ExportLocale, field: string): string =>
  isReportField(field) ? reportHeadings[locale][field] : spelledOut(field);
