import type { Messages } from '../../messages';
import type dashboard from '../en-US/dashboard';

export default {
  title: 'Panel',
  groups: {
    patients: 'Pacientes',
    care: 'Coordinación de cuidados',
    referrals: 'Vivienda compartida y centros de día',
    payments: 'Pagos',
  },
  stats: {
    patientTrend: { label: 'Pacientes registrados', hint: 'Todos los pacientes registrados en el periodo.' },
    userPatient: { label: 'Pacientes de familias', hint: 'Registrados por un familiar.' },
    partnerPatient: { label: 'Pacientes de socios', hint: 'Registrados con un socio.' },
    careCoordination: { label: 'Valoraciones solicitadas', hint: 'Valoraciones creadas en el periodo.' },
    active: { label: 'Valoraciones activas', hint: 'Activas al final del periodo.' },
    historical: { label: 'Valoraciones completadas', hint: 'Completadas en el periodo.' },
    postings: { label: 'Ofertas creadas', hint: 'Solicitudes de cuidado publicadas en el periodo.' },
    onHold: { label: 'En espera', hint: 'Derivaciones y ofertas en espera al final del periodo.' },
    referral: { label: 'Derivaciones abiertas', hint: 'Todas las derivaciones abiertas en el periodo.' },
    sharedLiving: { label: 'Derivaciones a vivienda compartida', hint: 'Abiertas a un centro de vivienda compartida.' },
    adultDayProgram: { label: 'Derivaciones a centros de día', hint: 'Abiertas a un centro de día para adultos.' },
    sharedLivingReferral: { label: 'Derivaciones abiertas al cierre', hint: 'Sin cerrar al final del periodo.' },
    allCardStats: { label: 'Pagos con tarjeta', hint: 'Pagos liquidados en el periodo.' },
  },
  trend: {
    change: '{{change}} respecto a los {{previous}} del periodo anterior',
    fromNone: 'Ninguno en el periodo anterior',
    noPrevious: 'No hay un periodo anterior con el que comparar',
  },
  cards: {
    detail_one: 'Total {{amount}} · {{voided}} anulado',
    detail_other: 'Total {{amount}} · {{voided}} anulados',
  },
  trends: {
    title: 'Trabajo nuevo en el periodo',
    series: {
      assessments: 'Valoraciones creadas',
      referrals: 'Derivaciones abiertas',
      patients: 'Pacientes registrados',
    },
  },
  pinned: {
    title: 'Preguntas fijadas',
    none: 'Aún no hay ninguna pregunta fijada. Guarde una en <workbench>Analítica</workbench> y fíjela para ver aquí su gráfico.',
  },
} satisfies Messages<typeof dashboard>;
