import type { Messages } from '../../messages';
import type landing from '../en-US/landing';

export default {
  title: 'Encuentre y coordine cuidados',
  description:
    'Careledger pone en contacto a familias, agencias y cuidadores: busque atención domiciliaria, vivienda compartida o un centro de día para adultos cerca de usted, y siga cada paso de los cuidados que organiza.',
  searchTypesLabel: 'Tipo de cuidado',
  searchTypes: {
    homecare: 'Atención domiciliaria',
    'shared-living': 'Vivienda compartida',
    'day-program': 'Centro de día para adultos',
  },
  searchHints: {
    homecare: 'Cuidadores que acuden a su domicilio, desde unas horas a la semana hasta las 24 horas.',
    'shared-living': 'Un hogar compartido con un anfitrión formado que presta apoyo diario.',
    'day-program': 'Actividades, comidas y cuidados durante el día en un centro comunitario.',
  },
  location: 'Ubicación',
  locationPlaceholder: 'Ciudad o código postal',
  search: 'Buscar',
  comingSoon: 'La búsqueda estará disponible próximamente. Inicie sesión para gestionar los cuidados que ya coordina.',
} satisfies Messages<typeof landing>;
