import type { Messages } from '../../messages';
import type projections from '../en-US/projections';

export default {
  title: 'Modelos de lectura',
  intro: 'Cada modelo de lectura responde a las consultas de la consola desde sus propias tablas, alimentadas por el almacén de eventos. El almacén va por el evento {{head, number}}.',
  loading: 'Cargando los modelos de lectura',
  empty: 'Todavía no hay modelos de lectura',
  emptyHint: 'Un modelo de lectura aparece aquí en cuanto ha aplicado su primer evento.',
  table: {
    label: 'Modelos de lectura y sus reconstrucciones',
    name: 'Modelo de lectura',
    position: 'Posición',
    lag: 'Retraso',
    state: 'Última reconstrucción',
    actions: 'Acciones',
  },
  position: '{{position, number}}',
  lag: {
    none: 'Al día',
    behind_one: '{{count, number}} evento por detrás',
    behind_other: '{{count, number}} eventos por detrás',
  },
  failing: {
    atEvent: 'Detenido en el evento {{position, number}} ({{type}}), reintentando: {{message}}',
    unknownEvent: 'Con fallos, reintentando: {{message}}',
  },
  state: {
    never: 'Nunca reconstruido',
    queued: 'Esperando al proceso de reconstrucción…',
    running: 'Reproduciendo: evento {{position, number}} de {{head, number}} ({{ratio, number(style: percent)}})',
    progress: 'Progreso de la reconstrucción de {{name}}',
    completed: 'Reconstruido el {{time}}',
    failed: 'La reconstrucción falló el {{time}}',
  },
  rebuild: {
    action: 'Reconstruir',
    actionLabel: 'Reconstruir {{name}}',
    title: '¿Reconstruir {{name}}?',
    replay: 'Todos los eventos, desde el primero, se reproducen en tablas nuevas para este modelo de lectura.',
    keepsServing:
      'Mientras tanto, las tablas actuales siguen respondiendo a las consultas. Cuando la reproducción alcanza al almacén, las tablas nuevas las sustituyen de una vez; si falla, se quedan las actuales.',
    duration: 'Con un almacén grande tarda un rato; el progreso se ve en la tabla.',
    confirm: 'Reconstruir desde el primer evento',
  },
  outcome: {
    completed: '{{name}} se ha reconstruido: ahora sirve desde el evento {{position, number}}.',
    failed: 'La reconstrucción de {{name}} ha fallado; las tablas anteriores siguen sirviendo.',
  },
} satisfies Messages<typeof projections>;
