import type { Messages } from '../../messages';
import type apiKeys from '../en-US/apiKeys';

export default {
  title: 'Claves de API',
  intro: 'Una clave permite que otro sistema (planificación, nóminas, verificación de visitas) llame a Careledger en nombre de su organización, con los permisos que le conceda. Se muestra una sola vez, al crearla.',
  empty: 'Todavía no hay claves de API',
  emptyHint: 'Cree una arriba; envíela como Authorization: Bearer <clave>.',
  create: {
    title: 'Nueva clave',
    name: 'Nombre',
    scopes: 'Permisos',
    scopesHint: 'read: todas las lecturas que permite su rol; patient.*: todos los comandos de pacientes; patient.create: un comando.',
    submit: 'Crear clave',
    shownOnce: 'Copie esta clave ahora: no se volverá a mostrar.',
  },
  table: {
    label: 'Claves de API',
    name: 'Nombre',
    scopes: 'Permisos',
    created: 'Creada',
    lastUsed: 'Último uso',
    status: 'Estado',
  },
  createdBy: '{{time}} por {{name}}',
  neverUsed: 'Nunca usada',
  lastUsed_one: '{{time}} ({{count, number}} llamada)',
  lastUsed_other: '{{time}} ({{count, number}} llamadas)',
  revoked: 'Revocada {{time}}',
  revoke: 'Revocar',
  revokeLabel: 'Revocar {{name}}',
} satisfies Messages<typeof apiKeys>;
