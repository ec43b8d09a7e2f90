import type { Messages } from '../../messages';
import type agencies from '../en-US/agencies';

export default {
  list: {
    title: 'Agencias',
    empty: 'Todavía no hay agencias',
    emptyHint: 'Las agencias aparecen aquí en cuanto un administrador las registra.',
    emptyFiltered: 'Ninguna agencia coincide con estos filtros',
    emptyFilteredHint: 'Quite un filtro o busque otro nombre.',
  },
  standing: {
    GOOD: 'Nivel 1: Buena',
    REQUIRES_REVIEW: 'Nivel 2: Requiere revisión',
    PROBATIONARY: 'Nivel 3: A prueba',
    TERMINATED: 'Nivel 4: Rescindida',
    unknown: 'Nivel {{id}}',
  },
  fields: {
    name: 'Nombre',
    standing: 'Situación',
    standingReason: 'Motivo de la situación',
    level: 'Nueva situación',
    reason: 'Motivo',
    city: 'Ciudad',
    careServices: 'Servicios de cuidado',
    email: 'Correo electrónico',
    phone: 'Teléfono',
    internal: 'Agencia interna',
    createdAt: 'Registrada',
    updatedAt: 'Actualizada',
  },
  filters: {
    standing: 'Situación',
    allStandings: 'Todas las situaciones',
  },
  show: {
    back: 'Volver a las agencias',
    notFound: 'Esta agencia no existe.',
    version: 'Versión {{version}}',
    details: 'Datos',
    standing: 'Situación',
    careServices: 'Servicios de cuidado ofrecidos',
    noCareServices: 'No figura ningún servicio de cuidado.',
    yes: 'Sí',
    no: 'No',
  },
  actions: {
    'change-standing': 'Cambiar la situación',
    reinstate: 'Rehabilitar',
    noneForRole: 'Solo los administradores cambian la situación de una agencia.',
  },
  dialogs: {
    changeStanding: { title: 'Cambiar la situación', description: 'La agencia está ahora en {{current}}. Explique por qué cambia.', confirm: 'Cambiar la situación' },
    reinstate: { title: 'Rehabilitar la agencia', description: 'Una agencia rescindida vuelve a prueba (nivel 3).', confirm: 'Rehabilitar' },
  },
  validation: {
    levelRequired: 'Elija la nueva situación.',
    reasonRequired: 'Explique por qué cambia la situación.',
  },
  conflict: 'Alguien cambió esta agencia mientras tanto (se esperaba la versión {{expected}}, hay la {{actual}}). La página ya muestra lo último: revísela e inténtelo de nuevo.',
} satisfies Messages<typeof agencies>;
