import type { Messages } from '../../messages';
import type jobs from '../en-US/jobs';

export default {
  title: 'Tareas en segundo plano',
  runsOn: {
    process: 'Las tareas se ejecutan en este proceso (no hay Redis configurado): se detienen con él y vuelven a empezar con él.',
    redis: 'Las tareas se ejecutan en Redis: todos los procesos de trabajo comparten estas colas.',
  },
  loading: 'Cargando las tareas en segundo plano',
  empty: 'No hay colas de tareas',
  emptyHint: 'Una cola aparece aquí en cuanto este proceso la define.',
  queues: {
    'posting-expiry': 'Vencimiento de ofertas',
    'billing-runs': 'Facturación de suscripciones',
    anchors: 'Anclas',
    'integrity-verifications': 'Verificaciones',
  },
  counts: {
    label: 'Tareas de {{queue}} por estado',
  },
  state: {
    waiting: 'En espera',
    active: 'En curso',
    delayed: 'Aplazada',
    completed: 'Completada',
    failed: 'Fallida',
  },
  recent: {
    label: 'Tareas recientes de {{queue}}',
    none: 'Todavía no hay tareas.',
    job: 'Tarea',
    state: 'Estado',
    progress: 'Progreso',
    attempts: 'Intentos',
    addedAt: 'Añadida',
    finishedAt: 'Terminada',
    actions: 'Acciones',
  },
  progress: {
    label: 'Progreso de la tarea {{id}}',
    value: '{{ratio, number(style: percent)}}',
  },
  number: '{{value, number}}',
  lastError: 'El último intento falló: {{message}}',
  detail: {
    closed: 'cerradas',
    alreadyClosed: 'ya cerradas',
    skipped: 'omitidas',
    day: 'día',
    subscriptions: 'suscripciones',
    payments: 'pagos creados',
    alreadyBilled: 'ya facturados',
    byHand: 'facturadas a mano',
    anchored: 'anclas tomadas',
    streams: 'flujos',
    events: 'eventos',
    anchors: 'anclas comprobadas',
    faults: 'enlaces rotos',
  },
  retry: {
    action: 'Reintentar',
    actionLabel: 'Reintentar la tarea {{id}}',
  },
} satisfies Messages<typeof jobs>;
