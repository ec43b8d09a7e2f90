import type { Messages } from '../../messages';
import type postings from '../en-US/postings';

export default {
  status: {
    DRAFT: 'Borrador',
    OPEN: 'Abierta',
    ON_HOLD: 'En espera',
    FILLED: 'Cubierta',
    CLOSED: 'Cerrada',
    unknown: 'Estado {{id}}',
  },
  actions: {
    hold: 'Poner en espera',
    unhold: 'Reanudar',
    extend: 'Prolongar',
    none: 'Ahora no se puede poner en espera ni prolongar esta oferta.',
  },
  conflict:
    'Otra persona ha cambiado esta oferta mientras la consultaba (su copia era la versión {{expected}}, ahora es la versión {{actual}}). Se ha vuelto a cargar: revísela e inténtelo de nuevo.',
  dialogs: {
    hold: {
      title: 'Poner esta oferta en espera',
      description: 'Una oferta en espera no admite solicitudes hasta que se reanude. Indique al equipo el motivo.',
      confirm: 'Poner en espera',
    },
    extend: {
      title: 'Prolongar esta oferta',
      description: 'La oferta termina ahora el {{endDate}}. Elija una fecha de fin posterior.',
      confirm: 'Prolongar oferta',
    },
  },
  fields: {
    status: 'Estado',
    patient: 'Paciente',
    agency: 'Agencia',
    careService: 'Servicio de cuidado',
    schedule: 'Horario',
    startDate: 'Fecha de inicio',
    endDate: 'Fecha de fin',
    newEndDate: 'Nueva fecha de fin',
    description: 'Descripción',
    holdReason: 'Motivo de la espera',
    closeReason: 'Motivo del cierre',
    reason: 'Motivo',
    assignee: 'Asignada a',
    updatedAt: 'Actualizada',
  },
  validation: {
    reasonRequired: 'Indique un motivo.',
    endDateRequired: 'Elija la nueva fecha de fin.',
    endDateNotLater: 'Elija una fecha posterior a la fecha de fin actual, {{endDate}}.',
  },
  filters: {
    status: 'Estado',
    allStatuses: 'Todos los estados',
  },
  list: {
    title: 'Ofertas',
    empty: 'Todavía no hay ofertas',
    emptyHint: 'Las ofertas aparecen aquí en cuanto se crean.',
    emptyFiltered: 'No hay ofertas con este estado',
    emptyFilteredHint: 'Elija otro estado o muestre todos los estados.',
  },
  show: {
    title: 'Oferta {{id}}',
    titleNamed: 'Oferta — {{patient}}, {{service}}',
    back: 'Todas las ofertas',
    notFound: 'Esta oferta no existe o no tiene acceso a ella.',
    version: 'Versión {{version}}',
    details: 'Datos',
    actions: 'Acciones',
    agencies: 'Agencias',
    caregivers: 'Cuidadores',
    nobody: 'Nadie todavía',
    overnight: '{{start}}–{{end}} (nocturno)',
    shift: '{{start}}–{{end}}',
  },
  candidates: {
    emptyAgencies: 'Ninguna agencia ha sido invitada ni ha presentado solicitud.',
    emptyCaregivers: 'Ningún cuidador ha sido invitado ni ha presentado solicitud.',
    unnamed: 'Sin nombre ({{id}})',
    relation: {
      invited: 'Invitación',
      applied: 'Solicitud',
      assigned: 'Asignación',
    },
  },
} satisfies Messages<typeof postings>;
