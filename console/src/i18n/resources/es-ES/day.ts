import type { Messages } from '../../messages';
import type day from '../en-US/day';

export default {
  title: 'Mi día',
  previous: 'Día anterior',
  next: 'Día siguiente',
  days: 'Días',
  today: 'Hoy',
  loading: 'Cargando',
  doses: {
    title: 'Medicación pendiente',
    none: 'No hay dosis pendientes este día.',
  },
  tasks: {
    title: 'Tareas pendientes',
    none: 'No hay tareas pendientes.',
  },
  shifts: {
    title: 'Turnos',
    none: 'No hay turnos este día.',
    unnamedPatient: 'Paciente',
    source: { posting: 'Oferta', assessment: 'Valoración' },
  },
} satisfies Messages<typeof day>;
