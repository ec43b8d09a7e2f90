import { Role, UserStatus, userRecord, type RoleId, type UserStatusId } from '@careledger/domain';
import { DAY, HOUR, remember, type DemoContext, type DemoRecord, type DemoSeeder } from './demo-context';
import { DEMO_ACCOUNT_DOMAIN, DEMO_AGENCY_ID, DEMO_PARTNER_ID, DEMO_PROVIDER_AGENCY_ID, demoUsers } from './demo-users';

/** A demo account recorded through the user commands, as the sign-in table should know it. */
export interface DemoAccount {
  id: string;
  email: string;
  name: string;
  roleId: RoleId;
  agencyId: string | null;
  partnerId: string | null;
  status: UserStatusId;
}

interface Planned {
  slug: string;
  name: string;
  roleId: RoleId;
  agencyId?: string;
  partnerId?: string;
  createdBy: 'admin' | 'agency' | 'partner';
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

const accountsByDemo = new WeakMap<DemoContext, DemoAccount[]>();

/** The accounts this seeder recorded, for the sign-in rows written once seeding has finished. */
export const demoAccountsOf = (demo: DemoContext): readonly DemoAccount[] => accountsByDemo.get(demo) ?? [];

const createAccount = async (demo: DemoContext, plan: Planned): Promise<{ record: DemoRecord; account: DemoAccount }> => {
  const email = `${plan.slug}@${DEMO_ACCOUNT_DOMAIN}`;
  const body = { email, name: plan.name, roleId: plan.roleId, ...(plan.agencyId ? { agencyId: plan.agencyId } : {}), ...(plan.partnerId ? { partnerId: plan.partnerId } : {}) };
  const record = await demo.create(userRecord, plan.createdBy, body, demo.now.getTime() - plan.daysAgo * DAY + demo.random.int(8, 17) * HOUR);
  // Agencies and partners create accounts for their own organisation.
  const agencyId = plan.agencyId ?? (plan.createdBy === 'agency' ? DEMO_AGENCY_ID : null);
  const partnerId = plan.partnerId ?? (plan.createdBy === 'partner' ? DEMO_PARTNER_ID : null);
  return { record, account: { id: record.id, email, name: plan.name, roleId: plan.roleId, agencyId, partnerId, status: UserStatus.ACTIVE } };
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
  const accounts: DemoAccount[] = [];
  const records = new Map<string, DemoRecord>();
  for (const plan of planned) {
    const { record, account } = await createAccount(demo, plan);
    accounts.push(account);
    records.set(plan.slug, record);
    remember(demo, 'user', record.id);
    if (plan.roleId === Role.USER) remember(demo, 'family-user', record.id);
  }
  const accountOf = (slug: string) => accounts[planned.findIndex((plan) => plan.slug === slug)] as DemoAccount;
  const recordOf = (slug: string) => records.get(slug) as DemoRecord;

  if (await demo.act(recordOf('agency-agent-3'), 'agency', 'disable', { reason: 'Left the agency' }, 180 * DAY)) {
    accountOf('agency-agent-3').status = UserStatus.DISABLE;
  }
  if (await demo.act(recordOf('caregiver-2'), 'agency', 'disable', { reason: 'Parental leave' }, 90 * DAY)) {
    await demo.act(recordOf('caregiver-2'), 'agency', 'activate', {}, 120 * DAY);
  }
  if (await demo.act(recordOf('caregiver-3'), 'admin', 'change-role', { roleId: Role.AGENCY_AGENT, agencyId: DEMO_AGENCY_ID }, 150 * DAY)) {
    accountOf('caregiver-3').roleId = Role.AGENCY_AGENT;
  }
  await demo.act(recordOf('family-3'), 'admin', 'reset-password', {}, 40 * DAY);
  accountsByDemo.set(demo, accounts);
};
