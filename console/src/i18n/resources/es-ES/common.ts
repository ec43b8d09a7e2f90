import type { Messages } from '../../messages';
import type common from '../en-US/common';

export default {
  actions: {
    retry: 'Reintentar',
    reload: 'Recargar',
    close: 'Cerrar',
    cancel: 'Cancelar',
  },
  auth: {
    signIn: 'Iniciar sesión',
    signOut: 'Cerrar sesión',
  },
  nav: {
    label: 'Navegación principal',
    open: 'Abrir la navegación',
    dashboard: 'Panel',
    reports: 'Informes',
    assessments: 'Valoraciones',
    patients: 'Pacientes',
    postings: 'Ofertas',
    referrals: 'Derivaciones',
    hubs: 'Hogares compartidos',
  },
  locale: {
    switch: 'Idioma: {{language}}',
  },
  roles: {
    ADMIN: 'Administrador',
    USER: 'Familiar',
    AGENCY: 'Agencia',
    AGENCY_AGENT: 'Agente de agencia',
    PROVIDER: 'Proveedor de atención domiciliaria',
    PARTNER: 'Socio',
    PARTNER_AGENT: 'Agente de socio',
    CAREGIVER: 'Cuidador',
  },
  map: {
    zoomIn: 'Acercar',
    zoomOut: 'Alejar',
    showAll: 'Mostrar todos los lugares',
    cluster_one: '{{count}} lugar aquí: acercar',
    cluster_other: '{{count}} lugares aquí: acercar',
    simplified: 'Mapa simplificado',
    keyboardHint: 'Las flechas mueven el mapa; más y menos cambian el zoom. Tab recorre cada marcador.',
  },
  welcome: 'Hola, {{name}}',
  notFound: {
    title: 'Página no encontrada',
    description: 'La página que busca no existe o se ha movido.',
    home: 'Ir a la página de inicio',
  },
  errors: {
    network: 'Error de red',
    aborted: 'Solicitud cancelada',
    timeout: 'Se ha agotado el tiempo de espera',
    status: 'La solicitud ha fallado con el código de estado {{status}}',
    sessionExpired: 'Su sesión ha caducado. Recargando la página…',
    unexpected: 'Algo ha ido mal',
    reloadHint: 'Normalmente se soluciona recargando la página.',
    support: 'Si el problema continúa, escriba a <mail>{{email}}</mail>.',
    noAccess: 'Su rol no le da acceso a esta página.',
    codes: {
      illegal_transition: 'Esta acción no es posible en el estado actual del registro.',
      visit_not_in_future: 'La fecha de la visita debe ser posterior a este momento.',
      visit_unchanged: 'La valoración ya está programada para esa fecha.',
      assessment_creation_forbidden: 'Su rol no puede crear valoraciones.',
      assessment_not_found: 'Esta valoración no existe.',
    },
  },
} satisfies Messages<typeof common>;
