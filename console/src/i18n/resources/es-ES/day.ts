import type { Messages } from '../../messages';
import type day from '../en-US/day';

export default {
  title: 'Mi día',
  previous: 'Día anterior',
  next: 'Día siguiente',
  days: 'Días',
  today: 'Hoy',
  loading: 'Cargando',
  offline: {
    notice: 'Sin conexión. El día que ves es lo que este dispositivo guardó; lo que registres se guarda aquí y se envía cuando vuelva la señal.',
    savedAgo: 'Guardado {{age}}',
    savedJustNow: 'Guardado hace un momento',
  },
  noteDrafts: {
    title: 'Borradores de notas',
    write: 'Borrador de nota: {{patient}}',
    kept: 'El borrador se guarda en este dispositivo y se envía cuando vuelva la señal.',
  },
  outbox: {
    title: 'Registrado en este dispositivo',
    taskComplete: 'Completar «{{title}}» · {{patient}}',
    doseGiven: '{{drug}} {{dose}} administrada · {{patient}}',
    doseNotGiven: '{{drug}} {{dose}} no administrada · {{patient}}',
    noteDraft: 'Borrador de nota · {{patient}}',
    recordedAt: 'Registrado {{time}}',
    status: { waiting: 'Pendiente de envío', accepted: 'Aceptado', refused: 'Rechazado', conflict: 'Conflicto: por revisar' },
    refusedBecause: 'El servidor lo rechazó: {{reason}}',
    dismiss: 'Descartar',
    notKept: 'Este navegador no pudo guardarlo sin conexión: regístralo de nuevo cuando vuelva la señal.',
    conflict: {
      yours: 'Lo tuyo: completada, sobre la versión {{version}} de la tarea.',
      theirs: 'Ahora: versión {{version}}, {{state}}, vence el {{due}}.',
      theirsUnknown: 'Ahora: versión {{version}}; la tarea ya no se puede leer.',
      doseYours: 'Lo tuyo: {{status}}, {{time}}.',
      doseTheirs: 'Registrado mientras tanto: {{status}}, {{time}}.',
      completeAnyway: 'Completarla tal como está ahora',
      keepTheirs: 'Quedarse con lo suyo',
    },
  },
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
