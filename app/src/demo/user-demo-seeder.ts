import { Role, userRecord, type RoleId } from '@careledger/domain';
import { DAY, HOUR, remember, type DemoContext, type DemoRecord, type DemoSeeder } from './demo-context';
import { DEMO_ACCOUNT_DOMAIN, DEMO_AGENCY_ID, DEMO_PARTNER_ID, DEMO_PROVIDER_AGENCY_ID, demoUsers, type DemoUser } from './demo-users';

/** An account a demo seeder opens through the user commands, and who opens it. */
export interface NewDemoAccount {
  slug: string;
  name: string;
  roleId: RoleId;
  agencyId?: string;
  partnerId?: string;
  createdBy: 'admin' | 'agency' | 'partner';
}

interface Planned extends NewDemoAccount {
  daysAgo: number;
}

const planned: readonly Planned[] = [
  { slug: 'admin-2', name: 'Amara Okonkwo', roleId: Role.ADMIN, createdBy: 'admin', daysAgo: 420 },
  { slug: 'agency-2', name: 'Beatriz Santos', roleId: Role.AGENCY, agencyId: DEMO_AGENCY_ID, createdBy: 'admin', daysAgo: 400 },
  { slug: 'provider-2', name: 'Callum Fraser', roleId: Role.PROVIDER, agencyId: DEMO_PROVIDER_AGENCY_ID, createdBy: 'admin', daysAgo: 390 },
  { slug: 'partner-2', name: 'Dalia Haddad', roleId: Role.PARTNER, partnerId: DEMO_PARTNER_ID, createdBy: 'admin', daysAgo: 380 },
  { slug: 'family-2', name: 'Eitan Levi', roleId: Role.USER, createdBy: 'admin', daysAgo: 300 },
  { slug: 'family-3', name: 'Freya Nilsson', roleId: Role.USER, createdBy: 'admin', daysAgo: 250 },
  { slug: 'agency-agent-2', name: 'Gustavo Reyes', roleId: Role.AGENCY_AGENT, createdBy: 'agency', daysAgo: 360 },
  { slug: 'agency-agent-3', name: 'Hana Kobayashi', roleId: Role.AGENCY_AGENT, createdBy: 'agency', daysAgo: 340 },
  { slug: 'caregiver-2', name: 'Imani Mwangi', roleId: Role.CAREGIVER, createdBy: 'agency', daysAgo: 330 },
  { slug: 'caregiver-3', name: 'Jonas Becker', roleId: Role.CAREGIVER, createdBy: 'agency', daysAgo: 310 },
  { slug: 'caregiver-4', name: 'Kalani Akana', roleId: Role.CAREGIVER, createdBy: 'agency', daysAgo: 200 },
  { slug: 'partner-agent-2', name: 'Lior Ben-David', roleId: Role.PARTNER_AGENT, createdBy: 'partner', daysAgo: 280 },
];

/**
 * Opens an account through the user commands at `at` (with the id given, else a random one) and
 * enrols it in the demo, so later seeders may act as it by its slug. Its sign-in gets the demo
 * password once the seed has finished.
 */
export const createDemoAccount = async (demo: DemoContext, plan: NewDemoAccount, at: number, id?: string): Promise<{ record: DemoRecord; account: DemoUser }> => {
  const email = `${plan.slug}@${DEMO_ACCOUNT_DOMAIN}`;
  const body = { email, name: plan.name, roleId: plan.roleId, ...(plan.agencyId ? { agencyId: plan.agencyId } : {}), ...(plan.partnerId ? { partnerId: plan.partnerId } : {}) };
  const record = await demo.create(userRecord, plan.createdBy, body, at, id);
  // Agencies and partners create accounts for their own organisation.
  const agencyId = plan.agencyId ?? (plan.createdBy === 'agency' ? DEMO_AGENCY_ID : null);
  const partnerId = plan.partnerId ?? (plan.createdBy === 'partner' ? DEMO_PARTNER_ID : null);
  const account: DemoUser = { id: record.id, slug: plan.slug, email, name: plan.name, roleId: plan.roleId, agencyId, partnerId };
  demo.enrol(account);
  return { record, account };
};

/**
 * A dozen accounts beyond the one-per-role demo sign-ins, created by the admin, the agency and
 * the partner, with a history: an agent who left (disabled), a caregiver back from leave, a
 * caregiver promoted to agency agent, a password reset.
 */
export const seedUserDemo: DemoSeeder = async (demo) => {
  // The one-per-role sign-ins are accounts like any other: their streams come first, by the admin.
  for (const user of demoUsers) {
    const { id, email, name, roleId, agencyId, partnerId } = user;
    const body = { email, name, roleId, ...(agencyId ? { agencyId } : {}), ...(partnerId ? { partnerId } : {}) };
    await demo.create(userRecord, 'admin', body, demo.now.getTime() - 500 * DAY + demo.random.int(8, 17) * HOUR, id);
  }
  const records = new Map<string, DemoRecord>();
  for (const plan of planned) {
    const { record } = await createDemoAccount(demo, plan, demo.now.getTime() - plan.daysAgo * DAY + demo.random.int(8, 17) * HOUR);
    records.set(plan.slug, record);
    remember(demo, 'user', record.id);
    if (plan.roleId === Role.USER) remember(demo, 'family-user', record.id);
  }
  const recordOf = (slug: string) => records.get(slug) as DemoRecord;

  await demo.act(recordOf('agency-agent-3'), 'agency', 'disable', { reason: 'Left the agency' }, 180 * DAY);
  if (await demo.act(recordOf('caregiver-2'), 'agency', 'disable', { reason: 'Parental leave' }, 90 * DAY)) {
    await demo.act(recordOf('caregiver-2'), 'agency', 'activate', {}, 120 * DAY);
  }
  if (await demo.act(recordOf('caregiver-3'), 'admin', 'change-role', { roleId: Role.AGENCY_AGENT, agencyId: DEMO_AGENCY_ID }, 150 * DAY)) {
    const promoted = demo.accounts.get('caregiver-3');
    if (promoted) demo.enrol({ ...promoted, roleId: Role.AGENCY_AGENT, agencyId: DEMO_AGENCY_ID });
  }
  await demo.act(recordOf('family-3'), 'admin', 'reset-password', {}, 40 * DAY);
};
