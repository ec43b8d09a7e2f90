import { LeadLocation, Product, clusterRecord, hostLeadRecord, hubRecord, leadLocations, type LeadLocationId, type ProductId } from '@careledger/domain';
import { DAY, HOUR, remember, type DemoContext, type DemoRecord, type DemoSeeder } from './demo-context';
import { DEMO_AGENCY_ID, DEMO_PROVIDER_AGENCY_ID } from './demo-users';
import type { SeededRandom } from './random';

interface City {
  name: string;
  province: string;
  country: string;
  latitude: number;
  longitude: number;
  /** Standard time, so event times read as local afternoons. */
  utcOffsetHours: number;
  hubs: number;
  /** Neighbourhoods, each with a street of its own. */
  places: readonly (readonly [string, string])[];
  postalCode: (random: SeededRandom) => string;
  phonePrefix: string;
}

const letter = (random: SeededRandom) => random.pick([...'ABCEGHJKLMNPRSTVXY']);
const canadian = (first: string) => (random: SeededRandom) => `${first}${random.int(1, 9)}${letter(random)} ${random.int(0, 9)}${letter(random)}${random.int(0, 9)}`;
const numeric = (prefix: string) => (random: SeededRandom) => `${prefix}${String(random.int(1, 59)).padStart(2, '0')}`;

const CITIES: readonly City[] = [
  {
    name: 'Toronto', province: 'ON', country: 'CA', latitude: 43.6532, longitude: -79.3832, utcOffsetHours: -5, hubs: 6,
    places: [['Leslieville', 'Queen Street East'], ['The Annex', 'Bloor Street West'], ['Riverdale', 'Broadview Avenue'], ['High Park', 'Roncesvalles Avenue'], ['Danforth', 'Danforth Avenue'], ['Etobicoke', 'Royal York Road'], ['Scarborough Village', 'Kingston Road']],
    postalCode: canadian('M'), phonePrefix: '+1 416 555 01',
  },
  {
    name: 'Ottawa', province: 'ON', country: 'CA', latitude: 45.4215, longitude: -75.6972, utcOffsetHours: -5, hubs: 3,
    places: [['The Glebe', 'Bank Street'], ['Westboro', 'Richmond Road'], ['Orleans', 'St. Joseph Boulevard'], ['Kanata', 'Hazeldean Road']],
    postalCode: canadian('K'), phonePrefix: '+1 613 555 01',
  },
  {
    name: 'Vancouver', province: 'BC', country: 'CA', latitude: 49.2827, longitude: -123.1207, utcOffsetHours: -8, hubs: 4,
    places: [['Kitsilano', 'West 4th Avenue'], ['Mount Pleasant', 'Main Street'], ['Commercial Drive', 'Commercial Drive'], ['Burnaby Heights', 'Hastings Street'], ['Kerrisdale', 'West 41st Avenue']],
    postalCode: canadian('V'), phonePrefix: '+1 604 555 01',
  },
  {
    name: 'Seattle', province: 'WA', country: 'US', latitude: 47.6062, longitude: -122.3321, utcOffsetHours: -8, hubs: 4,
    places: [['Ballard', 'NW Market Street'], ['Capitol Hill', 'E Pike Street'], ['Fremont', 'Fremont Avenue N'], ['Columbia City', 'Rainier Avenue S'], ['Bellevue', 'Bellevue Way NE']],
    postalCode: numeric('981'), phonePrefix: '+1 206 555 01',
  },
  {
    name: 'Austin', province: 'TX', country: 'US', latitude: 30.2672, longitude: -97.7431, utcOffsetHours: -6, hubs: 4,
    places: [['Hyde Park', 'Duval Street'], ['Travis Heights', 'S Congress Avenue'], ['Mueller', 'Aldrich Street'], ['Zilker', 'Barton Springs Road'], ['Round Rock', 'Main Street']],
    postalCode: numeric('787'), phonePrefix: '+1 512 555 01',
  },
  {
    name: 'Madrid', province: 'Madrid', country: 'ES', latitude: 40.4168, longitude: -3.7038, utcOffsetHours: 1, hubs: 4,
    places: [['Chamberí', 'Calle de Fuencarral'], ['Retiro', 'Calle de Alcalá'], ['Lavapiés', 'Calle de Embajadores'], ['Salamanca', 'Calle de Serrano'], ['Getafe', 'Calle Madrid']],
    postalCode: numeric('280'), phonePrefix: '+34 91 555 ',
  },
];

const HOME_NAMES = ['House', 'Home', 'Residence', 'Commons', 'Place'];
const FIRST_NAMES = ['Nora', 'Omar', 'Lucía', 'Grace', 'Kwame', 'Ingrid', 'Diego', 'Mei', 'Fatima', 'Samuel', 'Elena', 'Hiro', 'Aisha', 'Tom', 'Carmen', 'Ravi'];
const LAST_NAMES = ['Bell', 'Haddad', 'Moreno', 'Okafor', 'Larsen', 'Chen', 'Singh', 'Dubois', 'García', 'Walsh', 'Nakamura', 'Mensah', 'Rossi', 'Novak'];
const EVENT_TITLES = ['Garden afternoon', 'Family open house', 'Movie night', 'Music therapy session', 'Cooking together', 'Walking group', 'Birthday tea', 'Art and crafts', 'Community dinner', 'Chair yoga'];
const EVENT_CANCEL_REASONS = ['Weather', 'Facilitator unwell', 'Low sign-up', 'Outbreak precautions'];
const LEAD_NOTES = ['Has a spare ground-floor room', 'Retired nurse, wants to host', 'Asked for a call back in the evening', 'Interested in weekday day program hosting', null, null];
const DEACTIVATION_REASONS = ['Host moved away', 'Renovation', 'Licence renewal pending'];
const REJECT_REASONS = ['Home not accessible', 'Withdrew interest', 'Could not be reached', 'Outside our service area'];

const ascii = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const personName = (random: SeededRandom) => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
const emailOf = (name: string, domain: string) => `${ascii(name).toLowerCase().replace(/[^a-z]+/g, '.')}@${domain}`;
const phoneOf = (city: City, random: SeededRandom) => `${city.phonePrefix}${String(random.int(0, 99)).padStart(2, '0')}`;

/** A point within ~20 km of the city centre, denser near it, so map clustering has work to do. */
const nearby = (city: City, random: SeededRandom) => {
  const distanceKm = 20 * random.next() ** 1.5;
  const bearing = random.next() * 2 * Math.PI;
  const round = (value: number) => Math.round(value * 100_000) / 100_000;
  return {
    latitude: round(city.latitude + (distanceKm * Math.cos(bearing)) / 111.32),
    longitude: round(city.longitude + (distanceKm * Math.sin(bearing)) / (111.32 * Math.cos((city.latitude * Math.PI) / 180))),
  };
};

/** `hour` o'clock local time, some days after `at`, as an instant written in the city's zone. */
const localInstant = (city: City, at: number, hour: number): number =>
  Math.floor((at + city.utcOffsetHours * HOUR) / DAY) * DAY + (hour - city.utcOffsetHours) * HOUR;
const inZone = (city: City, instant: number) => {
  const offset = city.utcOffsetHours;
  const zone = `${offset < 0 ? '-' : '+'}${String(Math.abs(offset)).padStart(2, '0')}:00`;
  return `${new Date(instant + offset * HOUR).toISOString().slice(0, 19)}${zone}`;
};

interface DemoHub {
  record: DemoRecord;
  city: City;
  /** The demo user who runs it day to day: its agency's, or an admin. */
  operator: string;
  productId: ProductId;
  active: boolean;
}

const operatorFor = (agencyId: string | null, random: SeededRandom) =>
  agencyId === DEMO_AGENCY_ID ? random.pick(['agency', 'agency-agent']) : agencyId === DEMO_PROVIDER_AGENCY_ID ? 'provider' : 'admin';

/** Adds an event `gapMs` after the hub's last command; some are then moved or called off. */
const seedHubEvent = async (demo: DemoContext, hub: DemoHub, gapMs: number): Promise<void> => {
  const { random } = demo;
  const startsAt = localInstant(hub.city, hub.record.at + gapMs + random.int(3, 21) * DAY, random.pick([10, 13, 14, 18]));
  const endsAt = startsAt + random.int(1, 3) * HOUR;
  const eventId = random.uuid();
  const body = {
    eventId,
    title: random.pick(EVENT_TITLES),
    startsAt: inZone(hub.city, startsAt),
    endsAt: inZone(hub.city, endsAt),
    description: random.chance(0.6) ? 'Residents, families and neighbours welcome.' : null,
  };
  const slug = random.chance(0.7) ? hub.operator : 'admin';
  if (!(await demo.act(hub.record, slug, 'add-event', body, gapMs))) return;
  const roll = random.next();
  if (roll < 0.25) await demo.act(hub.record, slug, 'cancel-event', { eventId, reason: random.pick(EVENT_CANCEL_REASONS) }, random.int(1, 2) * DAY);
  else if (roll < 0.45) {
    const moved = { eventId, startsAt: inZone(hub.city, startsAt + DAY), endsAt: inZone(hub.city, endsAt + DAY) };
    await demo.act(hub.record, slug, 'update-event', moved, random.int(1, 2) * DAY);
  }
};

const seedHub = async (demo: DemoContext, city: City, index: number, closes: boolean): Promise<DemoHub> => {
  const { random } = demo;
  const [neighbourhood, street] = city.places[index % city.places.length] ?? [city.name, 'Main Street'];
  const homeName = random.pick(HOME_NAMES);
  const agencyId = random.pick([DEMO_AGENCY_ID, DEMO_AGENCY_ID, DEMO_PROVIDER_AGENCY_ID, null, null]);
  const lead = personName(random);
  const capacity = random.int(2, 10);
  const productId = random.chance(0.75) ? Product.SHARED_LIVING : Product.DAY_PROGRAM;
  const record = await demo.create(
    hubRecord,
    'admin',
    {
      name: `${neighbourhood} ${homeName}`,
      address: { street: `${random.int(10, 980)} ${street}`, city: city.name, province: city.province, postalCode: city.postalCode(random), country: city.country },
      ...nearby(city, random),
      hubLeadName: lead,
      hubLeadEmail: emailOf(lead, 'hubs.careledger.example'),
      hubLeadPhone: phoneOf(city, random),
      capacity,
      productId,
      agencyId,
    },
    demo.now.getTime() - random.int(200, 500) * DAY,
  );
  const hub: DemoHub = { record, city, operator: operatorFor(agencyId, random), productId, active: true };
  remember(demo, 'hub', record.id);
  if (random.chance(0.35)) await demo.act(record, hub.operator, 'assign-lead', { hubLeadName: personName(random), hubLeadPhone: phoneOf(city, random) }, random.int(20, 60) * DAY);
  if (random.chance(0.4)) await demo.act(record, hub.operator, 'change-capacity', { capacity: capacity + random.int(1, 4) }, random.int(10, 40) * DAY);
  if (random.chance(0.2)) await demo.act(record, hub.operator, 'update', { name: `${neighbourhood} ${homeName === 'Commons' ? 'House' : 'Commons'}` }, random.int(5, 30) * DAY);
  for (let count = random.int(0, 2); count > 0; count -= 1) await seedHubEvent(demo, hub, random.int(5, 40) * DAY);
  if (closes && (await demo.act(record, 'admin', 'deactivate', { reason: random.pick(DEACTIVATION_REASONS) }, random.int(10, 30) * DAY))) {
    hub.active = random.chance(0.5) && (await demo.act(record, 'admin', 'reactivate', {}, random.int(20, 60) * DAY));
  }
  // An upcoming event from the last days, so the hub calendar has something ahead of today.
  const recent = demo.now.getTime() - random.int(1, 10) * DAY - record.at;
  if (hub.active && recent > 0 && random.chance(0.6)) await seedHubEvent(demo, hub, recent);
  return hub;
};

const CLUSTERS: readonly { name: string; cities: readonly string[]; renameTo?: string }[] = [
  { name: 'Toronto', cities: ['Toronto'], renameTo: 'Greater Toronto' },
  { name: 'Ottawa Valley', cities: ['Ottawa'] },
  { name: 'Pacific Northwest', cities: ['Vancouver', 'Seattle'] },
  { name: 'Central Texas', cities: ['Austin'] },
  { name: 'Comunidad de Madrid', cities: ['Madrid'], renameTo: 'Madrid y alrededores' },
];

/** Each cluster starts with some of its region's hubs, takes in the rest over time, and lets one go. */
const seedCluster = async (demo: DemoContext, hubs: readonly DemoHub[], cluster: (typeof CLUSTERS)[number]): Promise<void> => {
  const { random } = demo;
  const hubIds = hubs.filter((hub) => cluster.cities.includes(hub.city.name)).map((hub) => hub.record.id);
  const founding = Math.ceil(hubIds.length / 2);
  const record = await demo.create(clusterRecord, 'admin', { name: cluster.name, hubIds: hubIds.slice(0, founding) }, demo.now.getTime() - random.int(150, 190) * DAY);
  remember(demo, 'cluster', record.id);
  for (const hubId of hubIds.slice(founding)) await demo.act(record, 'admin', 'add-hub', { hubId }, random.int(5, 30) * DAY);
  if (hubIds.length > 3 && random.chance(0.6)) await demo.act(record, 'admin', 'remove-hub', { hubId: hubIds[0] }, random.int(5, 20) * DAY);
  if (cluster.renameTo) await demo.act(record, 'admin', 'rename', { name: cluster.renameTo }, random.int(5, 20) * DAY);
};

const LEAD_STATES = ['NEW', 'QUALIFIED', 'CONVERTED', 'REJECTED'] as const;

/** The host sign-up forms say what they are for; the other forms bring either kind of host. */
const productOfLead = (locationId: LeadLocationId, random: SeededRandom): ProductId => {
  if (locationId === LeadLocation.DAY_PROGRAM_HOST_SIGN_UP) return Product.DAY_PROGRAM;
  if (locationId === LeadLocation.SHARED_LIVE_IN_HOST_SIGN_UP) return Product.SHARED_LIVING;
  return random.pick([Product.SHARED_LIVING, Product.SHARED_LIVING, Product.DAY_PROGRAM]);
};

/** Leads from every landing form in every state; converted ones became a hub in their own city. */
const seedHostLead = async (demo: DemoContext, hubs: readonly DemoHub[], index: number): Promise<void> => {
  const { random } = demo;
  const location = leadLocations[index % leadLocations.length] ?? leadLocations[0];
  const target = LEAD_STATES[Math.floor(index / leadLocations.length) % LEAD_STATES.length] ?? 'NEW';
  const productId = productOfLead(location.id, random);
  const offering = hubs.filter((candidate) => candidate.productId === productId);
  const hub = random.pick(offering.length > 0 ? offering : hubs);
  const contactName = personName(random);
  const daysAgo = target === 'NEW' ? random.int(2, 40) : random.int(60, 300);
  const notes = random.pick(LEAD_NOTES);
  const record = await demo.create(
    hostLeadRecord,
    random.pick(['user', 'user', 'user', 'partner', 'agency', 'caregiver']),
    {
      leadLocationId: location.id,
      contactName,
      email: emailOf(contactName, 'mail.example'),
      phone: random.chance(0.7) ? phoneOf(hub.city, random) : null,
      city: hub.city.name,
      productId,
      notes,
    },
    demo.now.getTime() - daysAgo * DAY,
  );
  remember(demo, 'hostlead', record.id);
  if (target === 'REJECTED') {
    if (random.chance(0.5) && !(await demo.act(record, 'admin', 'qualify', {}, random.int(1, 10) * DAY))) return;
    await demo.act(record, 'admin', 'reject', { reason: random.pick(REJECT_REASONS) }, random.int(2, 20) * DAY);
  } else if (target !== 'NEW' && (await demo.act(record, 'admin', 'qualify', {}, random.int(1, 10) * DAY)) && target === 'CONVERTED') {
    await demo.act(record, 'admin', 'convert', { hubId: hub.record.id }, random.int(10, 40) * DAY);
  }
};

/** About 25 hubs around six cities, their events, five regional clusters and 30 host leads. */
export const seedHubDemo: DemoSeeder = async (demo) => {
  const hubs: DemoHub[] = [];
  for (const city of CITIES) {
    for (let index = 0; index < city.hubs; index += 1) hubs.push(await seedHub(demo, city, index, hubs.length % 5 === 4));
  }
  for (const cluster of CLUSTERS) await seedCluster(demo, hubs, cluster);
  for (let index = 0; index < 30; index += 1) await seedHostLead(demo, hubs, index);
};
