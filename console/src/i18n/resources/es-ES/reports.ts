import type { Messages } from '../../messages';
import type reports from '../en-US/reports';

export default {
  title: 'Informes',
  filters: {
    type: 'Informe',
    period: 'Periodo',
    range: 'Fechas personalizadas',
    from: 'Desde',
    to: 'Hasta',
    apply: 'Aplicar fechas',
    agency: 'Agencia',
    allAgencies: 'Todas las agencias',
    noAgency: 'Ninguna agencia empieza por estas letras',
    agencyLoading: 'Buscando agencias…',
    agencyError: 'No se han podido cargar las agencias',
  },
  periods: {
    All: 'Todo el historial',
    Week: 'Esta semana',
    Month: 'Este mes',
    YTD: 'En lo que va de año',
    range: 'Fechas personalizadas…',
  },
  validation: {
    noDate: 'Elija una fecha de inicio, una de fin o ambas.',
    invalidDate: 'Escriba las fechas completas.',
    fromAfterTo: 'La fecha de inicio debe ser igual o anterior a la de fin.',
  },
  types: {
    referrals: 'Derivaciones',
    assessments: 'Valoraciones',
    postings: 'Ofertas',
    notes: 'Notas',
    patients: 'Pacientes',
    payments: 'Pagos',
  },
  summary: {
    allTime: 'Todo el historial',
    between: 'Del {{from}} al {{to}} (días UTC)',
    since: 'Desde el {{from}} (días UTC)',
    until: 'Hasta el {{to}} (días UTC)',
  },
  graph: {
    loading: 'Cargando el gráfico…',
    noData: 'No ocurrió nada en este periodo.',
    count: 'Cantidad',
    interval: 'Una barra por',
    intervals: {
      day: 'Día',
      week: 'Semana',
      month: 'Mes',
    },
    axis: {
      day: 'Día',
      week: 'Semana que empieza el',
      month: 'Mes',
    },
    series: {
      referrals: 'Derivaciones abiertas',
      assessments: 'Valoraciones creadas',
      postings: 'Ofertas creadas',
      notes: 'Notas escritas',
      patients: 'Pacientes registrados',
      payments: 'Pagos creados',
    },
  },
  table: {
    title: 'Informe de {{type}}',
    empty: 'No hay registros en este periodo',
    emptyHint: 'Elija un periodo más largo u otra agencia.',
  },
  values: {
    publication: {
      draft: 'Borrador',
      published: 'Publicada',
    },
    referralStatus: {
      OPEN: 'Abierta',
      HOLD: 'En espera',
      CLOSED: 'Cerrada',
    },
    paymentState: {
      UNPAID: 'Pendiente',
      PAID: 'Pagado',
      VOIDED: 'Anulado',
    },
    closeReason: {
      DISCHARGED_TO_PARTNER_HOME: 'Alta a un hogar asociado',
      DISCHARGED_TO_NON_PARTNER_HOME: 'Alta a un hogar no asociado',
      AMA_DISCHARGE: 'Alta voluntaria contra el criterio médico',
      TRANSFERRED_TO_HOSPICE: 'Traslado a un centro de cuidados paliativos',
      DISCHARGED_TO_SKILLED_NURSING: 'Alta a un centro de enfermería especializada',
      OTHER: 'Otro',
    },
    noteKind: {
      patient: 'Paciente',
      hub: 'Centro',
      cluster: 'Agrupación',
    },
  },
  export: {
    button: 'Exportar CSV',
    done: 'Se han exportado todas las filas a {{file}}.',
    truncated:
      'Solo se han exportado las primeras {{limit}} filas a {{file}}: el informe tiene más. Elija un periodo más corto o una sola agencia para exportar el resto.',
  },
  metrics: {
    title: 'Hitos de las derivaciones',
    AVERAGE_HOSPITAL_LENGTH_OF_STAY: 'Estancia media en el hospital',
    HCH_LENGTH_OF_STAY: 'Estancia en el hogar HCH',
    CREATED_TO_ON_SITE_VISIT: 'De la creación a la visita presencial',
    CREATED_TO_APPROVED: 'De la creación a la aprobación',
    CREATED_TO_ACCEPTED: 'De la creación a la aceptación',
    CREATED_TO_MOVE_IN: 'De la creación a la mudanza',
    days: '{{days}} días',
    none: 'Ninguna derivación del periodo tiene aún ambas fechas',
    over_one: 'Media de {{referrals}} derivación',
    over_other: 'Media de {{referrals}} derivaciones',
  },
} satisfies Messages<typeof reports>;
