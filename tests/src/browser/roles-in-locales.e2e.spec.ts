import { DEMO_FAMILY_PATIENTS, DEMO_PROVIDER_AGENCY_ID, demoUsers } from '@careledger/app';
import { Role, type RoleName } from '@careledger/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type LocaleTag } from '../../../console/src/i18n/locales';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { DESKTOP_VIEWPORT, launchChromium, screenshot, watchConsole } from './browser';
import { dayFromToday, requireBuiltConsole, signInAs } from './journey';
import { messagesOf, text, textsUnder, type Messages } from './locale-messages';

/** The texts one test reads: the locale's own, and en-US's to prove the Spanish ones are not English. */
interface Texts {
  tag: LocaleTag;
  ns: (namespace: string) => Promise<Messages>;
  /** A text of the locale; under es-ES it must differ from the en-US one, or the check would prove nothing. */
  say: (namespace: string, key: string, values?: Record<string, string>) => Promise<string>;
}

type Step = (page: Page, texts: Texts) => Promise<void>;

interface RoleJourney {
  slug: string;
  /** The screen of the role's main job: its path under /user/<locale>, its `nav.*` key and its namespace. */
  main: string;
  namespace: string;
  /** One cheap, real step of that job from the main screen. */
  step: Step;
  does: string;
}

const RECORD_ID = '[^/?#]+';

/** Opens the first record of the main grid, and its detail shows in the locale. */
const openFirstRecord =
  (main: string, namespace: string): Step =>
  async (page, texts) => {
    await page.locator('.MuiDataGrid-row').first().click();
    await page.waitForURL(new RegExp(`/${main}/${RECORD_ID}$`));
    await page.getByRole('heading', { level: 2, name: await texts.say(namespace, 'show.details'), exact: true }).waitFor();
    await page.getByRole('link', { name: await texts.say(namespace, 'show.back'), exact: true }).waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
  };

/** The demo family's grid lists its two parents by name, and no one else, then opens one. */
const familyOpensAParent: Step = async (page, texts) => {
  const names = page.locator('.MuiDataGrid-row [data-field="lastName"]');
  const expected = DEMO_FAMILY_PATIENTS.map(({ firstName, lastName }) => `${lastName}, ${firstName}`).sort();
  await expect.poll(async () => (await names.allTextContents()).sort()).toEqual(expected);
  await openFirstRecord('patients', 'patients')(page, texts);
};

/** Opens the newest event of the audit log, then the history of its record. */
const auditNewestEvent: Step = async (page, texts) => {
  await page.locator('.MuiDataGrid-row').first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: await texts.say('audit', 'event.data'), exact: true }).waitFor();
  await dialog.getByRole('link', { name: await texts.say('audit', 'event.recordHistory') }).click();
  await page.waitForURL(/\/audit\/streams\/[a-z]+-/);
  const events = page.getByRole('grid', { name: await texts.say('audit', 'history.events'), exact: true });
  await events.locator('.MuiDataGrid-row').first().waitFor();
};

const JOURNEYS: readonly RoleJourney[] = [
  { slug: 'admin', main: 'audit', namespace: 'audit', step: auditNewestEvent, does: "reads an event of the audit log and its record's history" },
  { slug: 'user', main: 'patients', namespace: 'patients', step: familyOpensAParent, does: 'finds its parents by name and opens one' },
  { slug: 'agency', main: 'postings', namespace: 'postings', step: openFirstRecord('postings', 'postings'), does: 'opens one of its postings' },
  { slug: 'agency-agent', main: 'assessments', namespace: 'assessments', step: openFirstRecord('assessments', 'assessments'), does: "opens one of the agency's assessments" },
  { slug: 'provider', main: 'postings', namespace: 'postings', step: openFirstRecord('postings', 'postings'), does: 'opens a posting its agency was invited to' },
  { slug: 'partner', main: 'referrals', namespace: 'referrals', step: openFirstRecord('referrals', 'referrals'), does: 'opens one of its referrals' },
  { slug: 'partner-agent', main: 'hubs', namespace: 'hubs', step: openFirstRecord('hubs', 'hubs'), does: 'opens a shared-living hub' },
  { slug: 'caregiver', main: 'patients', namespace: 'patients', step: openFirstRecord('patients', 'patients'), does: 'opens a patient on their care team' },
];

const roleNameOf = (slug: string): RoleName => {
  const roleId = demoUsers.find((user) => user.slug === slug)?.roleId;
  const name = (Object.keys(Role) as RoleName[]).find((key) => Role[key] === roleId);
  if (name === undefined) throw new Error(`No demo sign-in ${slug}`);
  return name;
};

const textsFor = (tag: LocaleTag): Texts => {
  const ns = (namespace: string) => messagesOf(tag, namespace);
  return {
    tag,
    ns,
    async say(namespace, key, values) {
      const said = text(await ns(namespace), key, values);
      if (tag === 'es-ES') expect(said, `es-ES ${namespace}:${key} is not the English text`).not.toBe(text(await messagesOf('en-US', namespace), key, values));
      return said;
    },
  };
};

describe('every role signs in and does a step of its main job, in every locale', () => {
  let stack: RunningStack;
  let browser: Browser;

  beforeAll(async () => {
    requireBuiltConsole();
    stack = await startStack(testDatabases()[0]!, { patients: 20 });
    // Each role's main grid must have a record to open, whatever the demo drew (the family has its parents).
    const agency = await stack.as('agency');
    const agencyPatient: string = (await agency.get('/api/patients?pageSize=1')).body.data[0].id;
    const posting = await agency.post('/api/postings', {
      patientId: agencyPatient,
      careServiceId: 4,
      schedule: { days: [2, 4], startTime: '09:00', endTime: '10:30' },
      startDate: dayFromToday(20),
      endDate: dayFromToday(80),
    });
    expect(posting.status).toBe(201);
    expect((await agency.post(`/api/postings/${posting.body.id}/invite-agency`, { expectedVersion: 0, agencyId: DEMO_PROVIDER_AGENCY_ID })).status).toBe(200);

    const partner = await stack.as('partner');
    const referred: string = (await partner.post('/api/patients', { firstName: 'Rosa', lastName: 'Locale' })).body.id;
    const hub = (await partner.get('/api/shared-living-hubs?productId=14&active=true&pageSize=1')).body.data[0];
    expect((await partner.post('/api/referrals', { patientId: referred, hubId: hub.id })).status).toBe(201);
    await stack.waitForProjections();

    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  for (const { segment, tag } of LOCALES) {
    describe(`in ${tag}`, () => {
      const texts = textsFor(tag);

      for (const journey of JOURNEYS) {
        it(`${journey.slug} lands on its home, speaks ${tag} and ${journey.does}`, async () => {
          const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, locale: tag });
          const page = await context.newPage();
          const errors = watchConsole(page);
          try {
            await signInAs(page, stack.careledger.url, journey.slug, segment);
            const common = await texts.ns('common');

            // Home: the first screen of the role's own navigation, all of it in this locale.
            const navigation = page.getByRole('navigation', { name: await texts.say('common', 'nav.label'), exact: true });
            const links = navigation.getByRole('link');
            await links.first().waitFor();
            const home = await links.first().getAttribute('href');
            await expect.poll(() => new URL(page.url()).pathname).toBe(home);
            expect(home).toMatch(new RegExp(`^/user/${segment}/`));
            const labels = await links.allTextContents();
            expect(labels.filter((label) => !textsUnder(common, 'nav').includes(label)), 'navigation labels not in this locale').toEqual([]);
            const mainLabel = await texts.say('common', `nav.${journey.main}`);
            expect(labels).toContain(mainLabel);
            const banner = page.getByRole('banner');
            await banner.getByText(await texts.say('common', `roles.${roleNameOf(journey.slug)}`), { exact: true }).waitFor();
            await banner.getByRole('button', { name: await texts.say('common', 'auth.signOut'), exact: true }).waitFor();
            expect(await page.evaluate(() => document.documentElement.lang)).toBe(tag);

            // The main screen, reached through the navigation, titled and listed in this locale.
            await navigation.getByRole('link', { name: mainLabel, exact: true }).click();
            await page.waitForURL(new RegExp(`/user/${segment}/${journey.main}(\\?.*)?$`));
            const title = await texts.say(journey.namespace, 'list.title');
            await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
            await page.getByRole('grid', { name: title, exact: true }).locator('.MuiDataGrid-row').first().waitFor();

            await journey.step(page, texts);
            await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
            await screenshot(page, `role-${segment}-${journey.slug}`);
            expect(errors).toEqual([]);
          } finally {
            await context.close();
          }
        });
      }
    });
  }
});
