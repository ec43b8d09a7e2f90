import type { Messages } from '../../messages';
import type reminders from '../en-US/reminders';

export default {
  title: 'Recordatorios',
  loading: 'Cargando recordatorios',
  none: 'No tienes nada pendiente en la próxima hora.',
  unnamedPatient: 'Paciente',
  source: { task: 'Tarea', dose: 'Dosis de medicación' },
  dueAt: 'Para {{when}}',
  read: 'leído',
  markRead: 'Marcar como leído',
  markReadOf: 'Marcar como leído: {{title}}',
} satisfies Messages<typeof reminders>;
