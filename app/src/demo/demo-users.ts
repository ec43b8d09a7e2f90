import { Role, type RoleId } from '@careledger/domain';

export const DEMO_PASSWORD = 'demo-password';
/** Every demo sign-in's email ends in it: a database with other sign-ins is never seeded. */
export const DEMO_ACCOUNT_DOMAIN = 'demo.careledger';
export const DEMO_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
export const DEMO_PROVIDER_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e02';
export const DEMO_PARTNER_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e03';

/** A demo account: one of the one-per-role sign-ins below, or one a seeder opened through the user commands. */
export interface DemoUser {
  id: string;
  slug: string;
  email: string;
  name: string;
  roleId: RoleId;
  agencyId: string | null;
  partnerId: string | null;
}

const demoUser = (index: number, slug: string, name: string, roleId: RoleId, agencyId: string | null, partnerId: string | null = null): DemoUser => ({
  id: `00000000-0000-4000-8000-0000000000${String(index).padStart(2, '0')}`,
  slug,
  email: `${slug}@${DEMO_ACCOUNT_DOMAIN}`,
  name,
  roleId,
  agencyId,
  partnerId,
});

/** One sign-in per role, all with DEMO_PASSWORD: demo data only. */
export const demoUsers: readonly DemoUser[] = [
  demoUser(1, 'admin', 'Ada Admin', Role.ADMIN, null),
  demoUser(2, 'user', 'Uma Family', Role.USER, null),
  demoUser(3, 'agency', 'Agnes Agency', Role.AGENCY, DEMO_AGENCY_ID),
  demoUser(4, 'agency-agent', 'Arlo Agent', Role.AGENCY_AGENT, DEMO_AGENCY_ID),
  demoUser(5, 'provider', 'Priya Provider', Role.PROVIDER, DEMO_PROVIDER_AGENCY_ID),
  demoUser(6, 'partner', 'Paolo Partner', Role.PARTNER, null, DEMO_PARTNER_ID),
  demoUser(8, 'partner-agent', 'Pia Partner-Agent', Role.PARTNER_AGENT, null, DEMO_PARTNER_ID),
  demoUser(9, 'caregiver', 'Carmen Caregiver', Role.CAREGIVER, DEMO_AGENCY_ID),
];

export const demoUserBySlug = (slug: string): DemoUser => {
  const user = demoUsers.find((candidate) => candidate.slug === slug);
  if (!user) throw new Error(`No demo user ${slug}`);
  return user;
};
