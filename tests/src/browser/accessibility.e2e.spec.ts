import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type LocaleSegment, type LocaleTag } from '../../../console/src/i18n/locales';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';
import { auditPage } from './accessibility/axe';
import { focused } from './accessibility/keyboard';
import { navigationScreens, waitForScreen, type Screen } from './accessibility/screens';
import { DESKTOP_VIEWPORT, launchChromium, screenshotDir } from './browser';
import { requireBuiltConsole, signInAs } from './journey';
import { messagesOf, text } from './locale-messages';

/** One demo sign-in per role the console serves (the agents see a subset of their principal's screens). */
const ROLES = [
  { slug: 'admin', role: 'administrator' },
  { slug: 'agency', role: 'agency' },
  { slug: 'provider', role: 'provider' },
  { slug: 'partner', role: 'partner' },
  { slug: 'caregiver', role: 'caregiver' },
  { slug: 'user', role: 'family' },
] as const;

const segmentOf = (tag: LocaleTag): LocaleSegment => LOCALES.find((locale) => locale.tag === tag)!.segment;
const navigationLabel = async (tag: LocaleTag) => text(await messagesOf(tag, 'common'), 'nav.label');

describe('every screen of every role meets WCAG 2.1 AA, and the keyboard reaches the content', () => {
  let stack: RunningStack;
  let browser: Browser;
  /** A record of each kind, for its detail page; a note with text inserted and struck. */
  const records: Record<'assessments' | 'patients' | 'referrals' | 'postings' | 'notes', string> = { assessments: '', patients: '', referrals: '', postings: '', notes: '' };
  let homecareProfile = '';

  beforeAll(async () => {
    requireBuiltConsole();
    stack = await startStack(testDatabases()[0]!, { patients: 20 });
    const admin = await stack.as('admin');
    const firstId = async (path: '/api/assessments' | '/api/referrals' | '/api/postings' | '/api/patients'): Promise<string> => {
      const answer = await admin.get(`${path}?pageSize=1`);
      expect(answer.status, path).toBe(200);
      return answer.body.data[0].id as string;
    };
    records.assessments = await firstId('/api/assessments');
    records.referrals = await firstId('/api/referrals');
    records.postings = await firstId('/api/postings');
    records.patients = await firstId('/api/patients');

    const note = await admin.post('/api/notes', { patientId: records.patients, noteTypeId: 1, dateOfService: new Date().toISOString().slice(0, 10), body: 'Slept well. Ate breakfast.', visibility: 3, isDraft: false });
    expect(note.status).toBe(201);
    records.notes = note.body.id as string;
    expect((await admin.post(`/api/notes/${records.notes}/insert`, { expectedVersion: 0, targetId: records.notes, offset: 5, text: ' soundly' })).status).toBe(200);
    expect((await admin.post(`/api/notes/${records.notes}/strike`, { expectedVersion: 1, targetId: records.notes, start: 20, end: 34 })).status).toBe(200);

    const agencies = await stack.client().get('/api/search/homecare?place=toronto&radiusKm=500');
    expect(agencies.status).toBe(200);
    homecareProfile = agencies.body.data[0].id as string;
    await stack.waitForProjections();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const newPage = async (tag: LocaleTag): Promise<Page> => {
    const context = await browser.newContext({ viewport: DESKTOP_VIEWPORT, locale: tag });
    return context.newPage();
  };

  /** Opens each screen in turn (by its navigation link when it has one, as a user would) and audits it once loaded. */
  const auditScreens = async (page: Page, screens: readonly Screen[], who: string): Promise<string[]> => {
    const findings: string[] = [];
    for (const screen of screens) {
      const link = page.locator(`nav a[href="${screen.path}"]`);
      // The screen is there when it shows its h1 and has loaded what it shows (waitForScreen), not at the
      // document's load event: a new context's service worker fetches the whole build meanwhile, which on a
      // busy machine held 'load' past 30 s.
      const open = async (): Promise<void> => {
        if ((await link.count()) > 0) await link.first().click();
        else await page.goto(`${stack.careledger.url}${screen.path}`, { waitUntil: 'commit' });
      };
      // A section's link may land on its first tab (billing on its subscriptions): the screen has come when
      // the page is at its path or under it. The path itself may be replaced before a poll ever sees it.
      const arrives = (timeout: number): Promise<boolean> =>
        page.waitForURL((url) => url.pathname === screen.path || url.pathname.startsWith(`${screen.path}/`), { waitUntil: 'commit', timeout }).then(
          () => true,
          () => false,
        );
      await open();
      if (!(await arrives(15_000))) {
        // Twice in CI beside the other suite a screen never came (cause unknown): the page as it stood is
        // kept and named, and the screen opened once more; a screen that still does not come fails the test.
        const shot = join(screenshotDir, `accessibility-${who.replace(/\W+/g, '-')}-${screen.name.replace(/\W+/g, '-')}.png`);
        await page.screenshot({ path: shot, fullPage: true });
        console.warn(`${who} ${screen.name}: 15 s after opening ${screen.path} the page is at ${page.url()} ("${await page.title()}"), kept in ${shot}; opening it again`);
        await open();
        if (!(await arrives(30_000))) throw new Error(`${who} ${screen.name}: opened twice, ${screen.path} never came; the page is at ${page.url()}, titled "${await page.title()}"`);
      }
      await waitForScreen(page);
      findings.push(...(await auditPage(page, `${who} ${screen.name} (${screen.path})`)));
    }
    return findings;
  };

  const auditRole = async (slug: string, tag: LocaleTag, extra: (segment: LocaleSegment) => Screen[] = () => []): Promise<void> => {
    const page = await newPage(tag);
    try {
      const segment = segmentOf(tag);
      await signInAs(page, stack.careledger.url, slug, segment);
      const screens = [...(await navigationScreens(page, await navigationLabel(tag))), ...extra(segment)];
      expect(screens.length).toBeGreaterThan(0);
      const findings = await auditScreens(page, screens, `${tag} ${slug}`);
      expect(findings, findings.join('\n\n')).toEqual([]);
    } finally {
      await page.context().close();
    }
  };

  const recordScreens = (segment: LocaleSegment): Screen[] =>
    (Object.keys(records) as (keyof typeof records)[]).map((kind) => ({ name: `a record of ${kind}`, path: `/user/${segment}/${kind}/${records[kind]}` }));

  const publicScreens = (segment: LocaleSegment): Screen[] => [
    { name: 'landing', path: `/${segment}` },
    { name: 'a public profile', path: `/${segment}/agencies/${homecareProfile}` },
    { name: 'sign-in', path: `/${segment}/login` },
  ];

  const auditPublic = async (tag: LocaleTag): Promise<void> => {
    const page = await newPage(tag);
    try {
      const findings = await auditScreens(page, publicScreens(segmentOf(tag)), `${tag} public`);
      expect(findings, findings.join('\n\n')).toEqual([]);
    } finally {
      await page.context().close();
    }
  };

  describe('in en-US', () => {
    for (const { slug, role } of ROLES) {
      it(`the ${role}: every screen of the navigation${slug === 'admin' ? ', and a record page of each kind' : ''}`, { timeout: 600_000 }, () =>
        auditRole(slug, 'en-US', slug === 'admin' ? recordScreens : undefined),
      );
    }
    it('the public pages: landing, a public profile, sign-in', { timeout: 300_000 }, () => auditPublic('en-US'));
  });

  for (const tag of ['es-ES', 'en-CA'] as const) {
    describe(`in ${tag}`, () => {
      it("the administrator's screens, a record page of each kind, and the family's", { timeout: 600_000 }, async () => {
        await auditRole('admin', tag, recordScreens);
        await auditRole('user', tag);
      });
      it('the public pages', { timeout: 300_000 }, () => auditPublic(tag));
    });
  }

  describe('by keyboard', () => {
    it('the first Tab reaches the skip link, Enter moves focus into main, and a menu link puts focus on the new page h1', async () => {
      const page = await newPage('en-US');
      try {
        await signInAs(page, stack.careledger.url, 'admin');
        await page.goto(`${stack.careledger.url}/user/en-us/patients`);
        await waitForScreen(page);

        await page.keyboard.press('Tab');
        expect(await focused(page)).toMatchObject({ tag: 'a', text: 'Skip to main content', inMain: false, inView: true, outline: 'solid 3px' });
        await page.keyboard.press('Enter');
        expect(await focused(page)).toMatchObject({ tag: 'main', inMain: true });

        await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Assessments', exact: true }).click();
        await page.waitForURL(/\/user\/en-us\/assessments$/);
        await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1', text: 'Assessments' });
      } finally {
        await page.context().close();
      }
    });

    it('the public layout starts with the skip link too', async () => {
      const page = await newPage('es-ES');
      try {
        await page.goto(`${stack.careledger.url}/es-es`);
        await waitForScreen(page);
        await page.keyboard.press('Tab');
        expect(await focused(page)).toMatchObject({ tag: 'a', text: 'Saltar al contenido principal', inView: true });
        await page.keyboard.press('Enter');
        expect(await focused(page)).toMatchObject({ tag: 'main' });
      } finally {
        await page.context().close();
      }
    });

    it("an As of field shows a 3px ring round itself while focus is on any of its parts", async () => {
      const page = await newPage('en-US');
      try {
        await signInAs(page, stack.careledger.url, 'admin');
        await page.goto(`${stack.careledger.url}/user/en-us/analytics`);
        await waitForScreen(page);
        const asOf = page.getByLabel('As of', { exact: true });
        const ringOf = () =>
          asOf.evaluate((input) => {
            const style = getComputedStyle(input.closest('.MuiInputBase-root')!);
            return `${style.outlineStyle} ${style.outlineWidth}`;
          });
        expect(await ringOf()).toMatch(/^none /);
        await asOf.focus();
        await page.keyboard.press('Tab');
        expect(await ringOf()).toBe('solid 3px');
      } finally {
        await page.context().close();
      }
    });
  });
});
