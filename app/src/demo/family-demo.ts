import { Role, type Gender } from '@careledger/domain';
import { DAY, HOUR, type DemoContext } from './demo-context';
import type { DemoUser } from './demo-users';
import { seededRandom } from './random';
import { createDemoAccount } from './user-demo-seeder';

export interface PatientName {
  firstName: string;
  lastName: string;
  gender: Gender;
}

/** A family registering one of its own: which account, whom, and when. */
export interface FamilyRegistration {
  family: DemoUser;
  name: PatientName;
  at: number;
}

/** The demo family sign-in registered both her parents: the names its screens and tests show. */
export const DEMO_FAMILY_PATIENTS: readonly PatientName[] = [
  { firstName: 'Eleanor', lastName: 'Hughes', gender: 'female' },
  { firstName: 'Walter', lastName: 'Hughes', gender: 'male' },
];

/** Where a family is from, with names that go together. */
interface Community {
  /** First names of the adult children who open a family account. */
  children: readonly string[];
  mothers: readonly string[];
  fathers: readonly string[];
  /** A prime count, coprime with the first-name lists: its families pair surnames and first names differently. */
  surnames: readonly string[];
  /** In Spain a child carries the father's first surname, then the mother's; a mother keeps her own. */
  twoSurnames?: boolean;
}

const ENGLISH_CANADA: Community = {
  children: ['Sarah', 'Michael', 'Jennifer', 'Kevin', 'Amanda', 'Ryan', 'Laura', 'Jason'],
  mothers: ['Margaret', 'Shirley', 'Joan', 'Doreen', 'Pauline', 'Carol'],
  fathers: ['Robert', 'Kenneth', 'Donald', 'Gordon', 'Douglas', 'Bruce'],
  surnames: ['MacDonald', 'Campbell', 'Thompson', 'Morrison', 'Fraser', 'Stewart', 'Wilson', 'Murray', 'Reid', 'Graham', 'Sinclair'],
};
const FRENCH_CANADA: Community = {
  children: ['Julie', 'Mathieu', 'Marie-Claude', 'Stéphanie', 'Sébastien', 'Isabelle', 'François'],
  mothers: ['Yvette', 'Huguette', 'Gisèle', 'Lorraine', 'Thérèse', 'Jacqueline'],
  fathers: ['Gérard', 'Jean-Guy', 'Marcel', 'Raymond', 'Réjean', 'Gilles'],
  surnames: ['Tremblay', 'Gagnon', 'Côté', 'Bouchard', 'Leblanc', 'Pelletier', 'Bélanger', 'Lavoie', 'Fortin', 'Gauthier', 'Morin'],
};
const CHINESE_CANADA: Community = {
  children: ['Jason', 'Michelle', 'Eric', 'Vivian', 'Andrew', 'Karen'],
  mothers: ['Mei', 'Li Hua', 'Shu Fen', 'Wai Ling'],
  fathers: ['Wing', 'Kwok Wah', 'Jian', 'Chi Keung'],
  surnames: ['Wong', 'Chen', 'Lam', 'Cheung', 'Li'],
};
const PUNJABI_CANADA: Community = {
  children: ['Simran', 'Harpreet', 'Amandeep', 'Jaspreet', 'Rajveer', 'Navdeep'],
  mothers: ['Gurdeep', 'Surinder', 'Balwinder', 'Manjit'],
  fathers: ['Harjit', 'Gurmail', 'Sukhdev', 'Baldev'],
  surnames: ['Gill', 'Sandhu', 'Dhillon', 'Grewal', 'Sidhu'],
};
const UNITED_STATES: Community = {
  children: ['Emily', 'Christopher', 'Jessica', 'Matthew', 'Ashley', 'Marcus', 'Lauren', 'Tyler'],
  mothers: ['Barbara', 'Patricia', 'Betty', 'Carol', 'Gloria', 'Linda', 'Dorothy'],
  fathers: ['Richard', 'Charles', 'Frank', 'Harold', 'Walter', 'Eugene'],
  surnames: ['Johnson', 'Williams', 'Miller', 'Davis', 'Anderson', 'Jackson', 'Harris', 'Sullivan', 'Walker', 'Olsen', 'Brooks', 'Carter', 'Bennett'],
};
const SPAIN: Community = {
  children: ['Lucía', 'Javier', 'Marta', 'Alejandro', 'Cristina', 'Sergio', 'Raquel', 'Pablo'],
  mothers: ['Carmen', 'Dolores', 'Pilar', 'Concepción', 'Rosario', 'Mercedes', 'Josefa'],
  fathers: ['Antonio', 'José', 'Manuel', 'Francisco', 'Juan', 'Ramón'],
  surnames: ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Jiménez', 'Ruiz', 'Moreno', 'Navarro'],
  twoSurnames: true,
};
/** The demo's markets (Canada, the US, Spain) in the order their families come, Canada most as in the rest of the demo data. */
const COMMUNITY_TURNS: readonly Community[] = [
  ENGLISH_CANADA, UNITED_STATES, FRENCH_CANADA, SPAIN, ENGLISH_CANADA, CHINESE_CANADA, UNITED_STATES, FRENCH_CANADA, SPAIN, ENGLISH_CANADA, PUNJABI_CANADA,
];

/** One family beyond the demo sign-in: the adult child who opens the account, and the one or two parents it registers. */
interface FamilyPlan {
  id: string;
  name: string;
  parents: readonly PatientName[];
  /** How long before registering the first parent the account was opened. */
  daysBeforeFirst: number;
  hoursBeforeFirst: number;
  /** How long after the first the second parent was registered. */
  daysBetween: number;
}

/**
 * The `index`-th family. Its names go through its community's lists in turn, so no two families
 * look alike; the rest comes from a random source of its own, so a family is the same whatever
 * was seeded before it, and can be worked out again for its second parent.
 */
const familyPlan = (index: number): FamilyPlan => {
  const community = COMMUNITY_TURNS[index % COMMUNITY_TURNS.length] as Community;
  const turn = Array.from({ length: index }, (_, earlier) => COMMUNITY_TURNS[earlier % COMMUNITY_TURNS.length]).filter((other) => other === community).length;
  const nth = (names: readonly string[], offset = 0) => names[(turn + offset) % names.length] as string;
  const random = seededRandom(7_919 * (index + 1));
  const surname = nth(community.surnames);
  // Offsets apart modulo the thirteen Spanish surnames: a Spanish family's four surnames differ.
  const family = community.twoSurnames ? `${surname} ${nth(community.surnames, 5)}` : surname;
  const parents: PatientName[] = [
    { firstName: nth(community.mothers), lastName: community.twoSurnames ? `${nth(community.surnames, 5)} ${nth(community.surnames, 9)}` : family, gender: 'female' },
    { firstName: nth(community.fathers), lastName: community.twoSurnames ? `${surname} ${nth(community.surnames, 2)}` : family, gender: 'male' },
  ];
  if (random.chance(0.5)) parents.reverse();
  return {
    id: random.uuid(),
    name: `${nth(community.children)} ${family}`,
    parents: random.chance(0.6) ? parents : parents.slice(0, 1),
    daysBeforeFirst: random.int(1, 30),
    hoursBeforeFirst: random.int(1, 8),
    daysBetween: random.int(7, 90),
  };
};

const isFamily = (account: DemoUser): boolean => account.roleId === Role.USER;

/**
 * Who registers the next family patient, which the patient seeder would register `at`: the demo
 * sign-in first, for both of its parents; then each family in turn, for one parent or both. A
 * family's account is opened by the admin, through the user commands, shortly before its first
 * parent is registered; a second parent follows weeks later. So no family has more than two patients.
 */
export const nextFamilyRegistration = async (demo: DemoContext, at: number): Promise<FamilyRegistration> => {
  const registered = demo.patients.filter((patient) => isFamily(patient.registeredBy)).map((patient) => ({ family: patient.registeredBy, at: patient.registeredAt }));
  const own = demo.accounts.get('user');
  if (!own) throw new Error('No demo family sign-in');
  const ownName = DEMO_FAMILY_PATIENTS[registered.length];
  if (ownName) return { family: own, name: ownName, at };

  // A family's patients are registered one after the other: the last one tells whose turn it is.
  const families = [...new Set(registered.map(({ family }) => family.id))].filter((id) => id !== own.id);
  const last = registered.at(-1);
  if (last && last.family.id !== own.id && registered.filter(({ family }) => family.id === last.family.id).length === 1) {
    const plan = familyPlan(families.length - 1);
    const second = plan.parents[1];
    if (second) return { family: last.family, name: second, at: last.at + plan.daysBetween * DAY };
  }

  const plan = familyPlan(families.length);
  const slug = `family-${[...demo.accounts.values()].filter(isFamily).length + 1}`;
  const opened = at - plan.daysBeforeFirst * DAY - plan.hoursBeforeFirst * HOUR;
  const { account } = await createDemoAccount(demo, { slug, name: plan.name, roleId: Role.USER, createdBy: 'admin' }, opened, plan.id);
  return { family: account, name: plan.parents[0] as PatientName, at };
};
