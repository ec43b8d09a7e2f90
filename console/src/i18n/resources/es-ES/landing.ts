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
  locationPlaceholder: 'Madrid, MD, ES',
  search: 'Buscar',
  form: {
    label: 'Búsqueda de {{type}}',
    modeLabel: 'Buscar por',
    modes: {
      place: 'Ciudad o lugar',
      coordinates: 'Coordenadas',
    },
    location: 'Ubicación',
    locationHint: 'Una ciudad, un lugar como toronto o london-on, o «Ciudad, Provincia, País».',
    latitude: 'Latitud',
    latitudeHint: 'De -90 (sur) a 90 (norte), p. ej. 40,42',
    longitude: 'Longitud',
    longitudeHint: 'De -180 (oeste) a 180 (este), p. ej. -3,70',
    radius: 'Radio',
    radiusHint: 'Hasta {{radius}} km',
    careType: 'Tipo de cuidado',
    anyCareType: 'Cualquier tipo de cuidado',
    careTypesUnavailable: 'No se pudieron cargar los tipos de cuidado: se buscará cualquiera.',
  },
  validation: {
    locationRequired: 'Escriba una ciudad, un lugar como toronto o «Ciudad, Provincia, País».',
    locationTooLong: 'Use como máximo {{max}} caracteres.',
    placePartTooLong: 'Cada parte entre comas admite como máximo {{part}} caracteres.',
    latitudeRequired: 'Escriba una latitud.',
    latitudeRange: 'Escriba una latitud entre -90 y 90, como 40,42.',
    longitudeRequired: 'Escriba una longitud.',
    longitudeRange: 'Escriba una longitud entre -180 y 180, como -3,70.',
    radiusRange: 'Escriba un radio mayor que 0 y de {{radius}} km como máximo.',
    unknownPlace: 'No conocemos una única ciudad llamada «{{place}}». Pruebe con una ciudad cercana o añada la provincia, como london-on.',
    careTypeUnknown: 'Elija uno de los tipos de cuidado ofrecidos.',
  },
  results: {
    label: 'Resultados de la búsqueda',
    loading: 'Buscando…',
    listLabel: 'Resultados, del más cercano al más lejano',
    mapLabel: 'Mapa de los resultados',
    summary: {
      homecare_one: '{{count}} agencia de atención domiciliaria a menos de {{radius}} de {{place}}',
      homecare_other: '{{count}} agencias de atención domiciliaria a menos de {{radius}} de {{place}}',
      'shared-living_one': '{{count}} vivienda compartida a menos de {{radius}} de {{place}}',
      'shared-living_other': '{{count}} viviendas compartidas a menos de {{radius}} de {{place}}',
      'day-program_one': '{{count}} centro de día para adultos a menos de {{radius}} de {{place}}',
      'day-program_other': '{{count}} centros de día para adultos a menos de {{radius}} de {{place}}',
    },
    empty: {
      homecare: 'Ninguna agencia de atención domiciliaria a menos de {{radius}} de {{place}}.',
      'shared-living': 'Ninguna vivienda compartida a menos de {{radius}} de {{place}}.',
      'day-program': 'Ningún centro de día para adultos a menos de {{radius}} de {{place}}.',
    },
    emptyHint: 'Pruebe con un radio mayor o una ciudad cercana.',
  },
} satisfies Messages<typeof landing>;
