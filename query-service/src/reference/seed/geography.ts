import type { SeedEntry } from './sql-rows';

export interface CountrySeed extends SeedEntry {
  code: string;
  locale: string;
}

export interface ProvinceSeed extends SeedEntry {
  id: number;
  code: string;
  countryCode: string;
}

export interface CitySeed extends SeedEntry {
  id: number;
  provinceId: number;
  latitude: number;
  longitude: number;
}

/** The three markets: Canada (en-CA), the United States (en-US) and Spain (es-ES). */
export const countries: readonly CountrySeed[] = [
  { code: 'CA', locale: 'en-CA', label: 'Canada', translationKey: 'country.CA', es: 'Canadá' },
  { code: 'US', locale: 'en-US', label: 'United States', translationKey: 'country.US', es: 'Estados Unidos' },
  { code: 'ES', locale: 'es-ES', label: 'Spain', translationKey: 'country.ES', es: 'España' },
];

type Region = readonly [id: number, code: string, label: string, es?: string];

const canada: readonly Region[] = [
  [1, 'AB', 'Alberta'], [2, 'BC', 'British Columbia', 'Columbia Británica'], [3, 'MB', 'Manitoba'], [4, 'NB', 'New Brunswick', 'Nuevo Brunswick'],
  [5, 'NL', 'Newfoundland and Labrador', 'Terranova y Labrador'], [6, 'NS', 'Nova Scotia', 'Nueva Escocia'],
  [7, 'NT', 'Northwest Territories', 'Territorios del Noroeste'], [8, 'NU', 'Nunavut'], [9, 'ON', 'Ontario'],
  [10, 'PE', 'Prince Edward Island', 'Isla del Príncipe Eduardo'], [11, 'QC', 'Quebec', 'Quebec'], [12, 'SK', 'Saskatchewan'], [13, 'YT', 'Yukon'],
];

const unitedStates: readonly Region[] = [
  [20, 'AZ', 'Arizona'], [21, 'CA', 'California'], [22, 'CO', 'Colorado'], [23, 'FL', 'Florida'], [24, 'GA', 'Georgia'],
  [25, 'IL', 'Illinois'], [26, 'MA', 'Massachusetts'], [27, 'MI', 'Michigan', 'Míchigan'], [28, 'NY', 'New York', 'Nueva York'],
  [29, 'NC', 'North Carolina', 'Carolina del Norte'], [30, 'OH', 'Ohio'], [31, 'OR', 'Oregon', 'Oregón'], [32, 'PA', 'Pennsylvania', 'Pensilvania'],
  [33, 'TX', 'Texas'], [34, 'WA', 'Washington'],
];

const spain: readonly Region[] = [
  [60, 'AN', 'Andalusia', 'Andalucía'], [61, 'AR', 'Aragon', 'Aragón'], [62, 'AS', 'Asturias'], [63, 'IB', 'Balearic Islands', 'Islas Baleares'],
  [64, 'CN', 'Canary Islands', 'Canarias'], [65, 'CB', 'Cantabria'], [66, 'CL', 'Castile and León', 'Castilla y León'],
  [67, 'CM', 'Castilla-La Mancha'], [68, 'CT', 'Catalonia', 'Cataluña'], [69, 'VC', 'Valencian Community', 'Comunidad Valenciana'],
  [70, 'EX', 'Extremadura'], [71, 'GA', 'Galicia'], [72, 'MD', 'Community of Madrid', 'Comunidad de Madrid'], [73, 'MC', 'Region of Murcia', 'Región de Murcia'],
  [74, 'NC', 'Navarre', 'Navarra'], [75, 'PV', 'Basque Country', 'País Vasco'], [76, 'RI', 'La Rioja'],
];

const provincesOf = (countryCode: string, regions: readonly Region[]): ProvinceSeed[] =>
  regions.map(([id, code, label, es]) => ({ id, code, countryCode, label, translationKey: `province.${countryCode}.${code}`, es: es ?? label }));

export const provinces: readonly ProvinceSeed[] = [...provincesOf('CA', canada), ...provincesOf('US', unitedStates), ...provincesOf('ES', spain)];

type Place = readonly [provinceId: number, name: string, latitude: number, longitude: number, es?: string];

/** The demo hubs' cities and the larger ones around them. */
const places: readonly Place[] = [
  [9, 'Toronto', 43.6532, -79.3832], [9, 'Ottawa', 45.4215, -75.6972], [9, 'Mississauga', 43.589, -79.6441], [9, 'Hamilton', 43.2557, -79.8711],
  [9, 'London', 42.9849, -81.2453], [9, 'Kingston', 44.2312, -76.486], [2, 'Vancouver', 49.2827, -123.1207], [2, 'Victoria', 48.4284, -123.3656],
  [2, 'Surrey', 49.1913, -122.849], [1, 'Calgary', 51.0447, -114.0719], [1, 'Edmonton', 53.5461, -113.4938], [11, 'Montreal', 45.5019, -73.5674, 'Montreal'],
  [11, 'Quebec City', 46.8139, -71.208, 'Ciudad de Quebec'], [3, 'Winnipeg', 49.8951, -97.1384], [6, 'Halifax', 44.6488, -63.5752],
  [12, 'Regina', 50.4452, -104.6189], [12, 'Saskatoon', 52.1579, -106.6702], [5, "St. John's", 47.5615, -52.7126], [4, 'Fredericton', 45.9636, -66.6431],
  [10, 'Charlottetown', 46.2382, -63.1311], [34, 'Seattle', 47.6062, -122.3321], [34, 'Spokane', 47.6588, -117.426], [34, 'Tacoma', 47.2529, -122.4443],
  [33, 'Austin', 30.2672, -97.7431], [33, 'Houston', 29.7604, -95.3698], [33, 'Dallas', 32.7767, -96.797], [33, 'San Antonio', 29.4241, -98.4936],
  [31, 'Portland', 45.5152, -122.6784], [21, 'San Francisco', 37.7749, -122.4194], [21, 'Los Angeles', 34.0522, -118.2437], [21, 'San Diego', 32.7157, -117.1611],
  [28, 'New York', 40.7128, -74.006, 'Nueva York'], [28, 'Buffalo', 42.8864, -78.8784], [25, 'Chicago', 41.8781, -87.6298], [26, 'Boston', 42.3601, -71.0589],
  [23, 'Miami', 25.7617, -80.1918], [23, 'Orlando', 28.5384, -81.3789], [22, 'Denver', 39.7392, -104.9903], [20, 'Phoenix', 33.4484, -112.074],
  [24, 'Atlanta', 33.749, -84.388], [29, 'Charlotte', 35.2271, -80.8431], [32, 'Philadelphia', 39.9526, -75.1652, 'Filadelfia'], [27, 'Detroit', 42.3314, -83.0458],
  [30, 'Columbus', 39.9612, -82.9988], [72, 'Madrid', 40.4168, -3.7038], [72, 'Alcalá de Henares', 40.4818, -3.3643], [68, 'Barcelona', 41.3874, 2.1686],
  [69, 'Valencia', 39.4699, -0.3763], [60, 'Seville', 37.3891, -5.9845, 'Sevilla'], [60, 'Málaga', 36.7213, -4.4214], [75, 'Bilbao', 43.263, -2.935],
  [61, 'Zaragoza', 41.6488, -0.8891], [63, 'Palma', 39.5696, 2.6502], [64, 'Las Palmas de Gran Canaria', 28.1235, -15.4363], [66, 'Valladolid', 41.6523, -4.7245],
  [71, 'Santiago de Compostela', 42.8782, -8.5448], [73, 'Murcia', 37.9922, -1.1307], [74, 'Pamplona', 42.8125, -1.6458], [62, 'Oviedo', 43.3614, -5.8593],
  [65, 'Santander', 43.4623, -3.8099], [76, 'Logroño', 42.4627, -2.445], [67, 'Toledo', 39.8628, -4.0273], [70, 'Mérida', 38.9161, -6.3437],
];

const slug = (name: string): string =>
  name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');

export const cities: readonly CitySeed[] = places.map(([provinceId, name, latitude, longitude, es], index) => ({
  id: index + 1,
  provinceId,
  latitude,
  longitude,
  label: name,
  translationKey: `city.${slug(name)}_${provinceId}`,
  es: es ?? name,
}));
