import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { DEMO_PASSWORD, seedDemo, startCareledger, type RunningCareledger } from '@careledger/app';
import { processorOf } from './results';

/*
 * Lighthouse runs as a pinned `npx --yes lighthouse@12.8.2` child process rather than a dependency:
 * it is large, and every `npm ci` (CI's too) would pay for a tool only this bench uses. The first
 * run fetches it into npm's cache. Chromium is the machine's (CHROME_PATH, /usr/bin/chromium by default).
 * It runs asynchronously: the server it measures lives in this process and must keep answering.
 * Each row is the run with the median performance score of BENCH_LIGHTHOUSE_RUNS (3 by default).
 */
const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const DEMO_PATIENTS = 20;
const SIGNED_IN_EMAIL = 'caregiver@demo.careledger';
const rootDir = join(import.meta.dirname, '../..');
const consoleDir = join(rootDir, 'console/dist');

export const LIGHTHOUSE_HEADING = '## Console: Lighthouse';

type Category = (typeof CATEGORIES)[number];
type Profile = 'mobile' | 'desktop';

interface AuditRef {
  id: string;
  weight: number;
}
interface Audit {
  id: string;
  title: string;
  score: number | null;
  numericValue?: number;
  displayValue?: string;
  /** What fixing it would save, by metric (ms for LCP, FCP, TBT). */
  metricSavings?: Partial<Record<'LCP' | 'FCP' | 'TBT' | 'CLS' | 'INP', number>>;
}
/** The part of Lighthouse's JSON report this bench reads. */
interface LighthouseReport {
  runtimeError?: { code: string; message: string };
  categories: Record<Category, { score: number | null; auditRefs: AuditRef[] }>;
  audits: Record<string, Audit>;
}

export interface FailingAudit {
  category: Category;
  title: string;
  score: number;
  /** What the audit costs its category, in points of 100. */
  points: number;
}

export interface PageFigures {
  page: string;
  path: string;
  profile: Profile;
  /** Lighthouse's category scores, 0 to 100; null when the run failed. */
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  transferKb: number | null;
  failing: FailingAudit[];
  /** The unweighted performance audits whose fixes would save the most LCP, FCP and TBT (not the LCP element's own, which names the element rather than a fix). */
  diagnostics: string[];
  error?: string;
}

export interface LighthouseFigures {
  date: string;
  chromium: string;
  runs: number;
  /** The machine, and how busy it was (one-minute load average) when the runs began and ended. */
  machine: string;
  loadAtStart: number;
  loadAtEnd: number;
  pages: PageFigures[];
  baselines: PageFigures[];
}

interface Target {
  page: string;
  path: string;
  /** Measured in the Chromium where the caregiver signed in, rather than in a fresh one Lighthouse starts. */
  signedIn?: boolean;
  public?: boolean;
}

const failingAudits = (report: LighthouseReport): FailingAudit[] =>
  CATEGORIES.flatMap((category) => {
    const { auditRefs } = report.categories[category];
    const total = auditRefs.reduce((sum, ref) => sum + ref.weight, 0);
    return auditRefs.flatMap((ref) => {
      const audit = report.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) return [];
      return [{ category, title: audit.title, score: Math.round(audit.score * 100), points: (100 * ref.weight * (1 - audit.score)) / total }];
    });
  }).sort((a, b) => b.points - a.points);

const savedMs = (audit: Audit): number => (audit.metricSavings?.LCP ?? 0) + (audit.metricSavings?.FCP ?? 0) + (audit.metricSavings?.TBT ?? 0);

const diagnosticsOf = (report: LighthouseReport): string[] =>
  report.categories.performance.auditRefs
    .flatMap((ref) => {
      const audit = report.audits[ref.id];
      return audit && ref.weight === 0 && audit.id !== 'largest-contentful-paint-element' && audit.score !== null && audit.score < 0.9 && savedMs(audit) > 0 ? [audit] : [];
    })
    .sort((a, b) => savedMs(b) - savedMs(a))
    .slice(0, 3)
    .map((audit) => `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);

const percent = (value: number | null): number | null => (value === null ? null : Math.round(value * 100));

const figuresOf = (target: Target, profile: Profile, report: LighthouseReport): PageFigures => ({
  page: target.page,
  path: target.path,
  profile,
  scores: Object.fromEntries(CATEGORIES.map((category) => [category, percent(report.categories[category].score)])) as Record<Category, number | null>,
  lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? null,
  transferKb: report.audits['total-byte-weight']?.numericValue === undefined ? null : report.audits['total-byte-weight'].numericValue / 1000,
  failing: failingAudits(report),
  diagnostics: diagnosticsOf(report),
  error: report.runtimeError ? `${report.runtimeError.code}: ${report.runtimeError.message}` : undefined,
});

const runLighthouse = async (url: string, profile: Profile, outputDir: string, port: number | undefined): Promise<LighthouseReport> => {
  const output = join(outputDir, `report-${Date.now()}-${Math.random().toString(36).slice(2)}.json`);
  const args = [
    '--yes',
    LIGHTHOUSE,
    url,
    '--output=json',
    `--output-path=${output}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--quiet',
    ...(profile === 'desktop' ? ['--preset=desktop'] : []),
    ...(port === undefined ? [`--chrome-flags=${CHROME_FLAGS.join(' ')}`] : [`--port=${port}`]),
  ];
  await promisify(execFile)('npx', args, { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 2 ** 20, timeout: 240_000 });
  return JSON.parse(await readFile(output, 'utf8')) as LighthouseReport;
};

/** The run with the median performance score of `RUNS`. */
const measure = async (baseUrl: string, target: Target, profile: Profile, outputDir: string, port: number | undefined): Promise<PageFigures> => {
  const runs: PageFigures[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    try {
      runs.push(figuresOf(target, profile, await runLighthouse(`${baseUrl}${target.path}`, profile, outputDir, port)));
    } catch (error) {
      runs.push({ page: target.page, path: target.path, profile, scores: { performance: null, accessibility: null, 'best-practices': null, seo: null }, lcpMs: null, transferKb: null, failing: [], diagnostics: [], error: String(error).slice(0, 300) });
    }
  }
  runs.sort((a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1));
  const median = runs[Math.floor(runs.length / 2)]!;
  console.log(`[lighthouse] ${target.page}, ${profile}:`, median.scores, median.lcpMs, median.transferKb, median.error ?? '');
  return median;
};

/** The baseline: a static page a plain node http server sends, with everything Lighthouse asks of a page's head. */
const HELLO = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Hello</title><meta name="description" content="A static page measured beside the console."></head>
<body><main><h1>Hello</h1><p>A static page measured beside the console, in the same run.</p></main></body></html>`;

const startHelloServer = async (): Promise<{ url: string; server: Server }> => {
  const server = createServer((request, response) => {
    if (request.url === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(HELLO);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
};

const waitForFile = async (path: string, timeoutMs: number): Promise<string> => {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(path) || readFileSync(path, 'utf8').trim() === '') {
    if (Date.now() > deadline) throw new Error(`${path} did not appear in ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return readFileSync(path, 'utf8');
};

/**
 * A Chromium with a debugging port where the caregiver signed in through the sign-in page, as a
 * person does: Lighthouse, given its port, opens its page in the same profile and keeps its cookies.
 */
const startSignedInChromium = async (url: string, profileDir: string): Promise<{ port: number; chromium: ChildProcess }> => {
  const child = spawn(CHROME_PATH, [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profileDir}`, '--no-first-run', 'about:blank'], { stdio: 'ignore' });
  const port = Number((await waitForFile(join(profileDir, 'DevToolsActivePort'), 30_000)).split('\n')[0]);
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${url}/en-us/login`);
    await page.getByLabel('Email').fill(SIGNED_IN_EMAIL);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/user\/en-us\//, { timeout: 60_000 });
    await page.close();
  } finally {
    await browser.close();
  }
  return { port, chromium: child };
};

const waitForReadModels = async (careledger: RunningCareledger): Promise<void> => {
  const { rows } = await careledger.db.query<{ head: number | string | null }>('SELECT max(global_position) AS head FROM events');
  const head = Number(rows[0]?.head ?? 0);
  const deadline = Date.now() + 180_000;
  for (;;) {
    const { rows: checkpoints } = await careledger.db.query<{ position: number | string | null }>('SELECT min(position) AS position FROM checkpoints');
    if (Number(checkpoints[0]?.position ?? 0) >= head) return;
    if (Date.now() > deadline) throw new Error(`The read models did not reach position ${head}.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/**
 * Lighthouse (mobile, its default, and `--preset=desktop`) on the public landing, a public profile,
 * the sign-in page and the caregiver's day, as shipped: the production console build served by the
 * all-in-one process on embedded PGlite with the demo seeded. Beside them, the same runs on a
 * static page from a plain node http server.
 */
export const measureLighthouse = async (): Promise<LighthouseFigures> => {
  console.log('\n[lighthouse] production build of the console ...');
  const loadAtStart = loadavg()[0]!;
  execFileSync('npm', ['run', '--silent', 'build:console'], { cwd: rootDir, stdio: 'ignore' });
  const workDir = await mkdtemp(join(tmpdir(), 'careledger-lighthouse-'));
  const careledger = await startCareledger({
    port: 0,
    consoleDir,
    logger: false,
    exportDir: join(workDir, 'exports'),
    env: { ...process.env, EVENTSTORE_URL: undefined, MONGODB_URL: undefined, GOOGLE_MAPS_API_KEY: undefined },
    seed: (app, db) => seedDemo(app, db, { patients: DEMO_PATIENTS }).then(() => undefined),
  });
  const hello = await startHelloServer();
  let signedIn: ChildProcess | undefined;
  try {
    await waitForReadModels(careledger);
    const found = (await (await fetch(`${careledger.url}/api/search/shared-living?place=toronto`)).json()) as { data: { id: string }[] };
    const homeId = found.data[0]?.id;
    if (!homeId) throw new Error('The demo has no listed home near Toronto to open a public profile of.');
    const targets: Target[] = [
      { page: 'public landing', path: '/en-us', public: true },
      { page: 'public profile (a home)', path: `/en-us/homes/${homeId}`, public: true },
      { page: 'sign-in', path: '/en-us/login', public: true },
      { page: "caregiver's day (signed in)", path: '/user/en-us/day', signedIn: true },
    ];
    const chrome = await startSignedInChromium(careledger.url, join(workDir, 'chromium-profile'));
    signedIn = chrome.chromium;
    const pages: PageFigures[] = [];
    const baselines: PageFigures[] = [];
    for (const profile of ['mobile', 'desktop'] as const) {
      baselines.push(await measure(hello.url, { page: 'static "hello" page, node http', path: '/' }, profile, workDir, undefined));
      for (const target of targets) pages.push(await measure(careledger.url, target, profile, workDir, target.signedIn ? chrome.port : undefined));
    }
    const chromiumVersion = /Chromium [\d.]+/.exec(execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }))?.[0] ?? 'Chromium';
    const machine = processorOf();
    return { date: new Date().toISOString().slice(0, 10), chromium: chromiumVersion, runs: RUNS, machine, loadAtStart, loadAtEnd: loadavg()[0]!, pages, baselines };
  } finally {
    if (signedIn?.pid) process.kill(signedIn.pid);
    await new Promise((resolve) => hello.server.close(resolve));
    await careledger.close();
    await rm(workDir, { recursive: true, force: true });
  }
};

const score = (value: number | null): string => (value === null ? '-' : String(value));

const row = (figures: PageFigures, baseline: PageFigures | undefined): string => {
  const lcpRatio = figures.lcpMs !== null && baseline?.lcpMs ? (figures.lcpMs / baseline.lcpMs).toFixed(1) : '-';
  return `| ${figures.page} | \`${figures.path.replace(/homes\/[^/]+$/, 'homes/<id>')}\` | ${figures.profile} | ${CATEGORIES.map((category) => score(figures.scores[category])).join(' | ')} | ${figures.lcpMs === null ? '-' : (figures.lcpMs / 1000).toFixed(1)} | ${lcpRatio} | ${figures.transferKb === null ? '-' : Math.round(figures.transferKb)} |`;
};

const TARGETS = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 } as const;

/** What misses the issue's targets: performance ≥ 90 on mobile, 100 for accessibility and best practices, SEO 100 on the public pages. */
const shortfalls = (figures: LighthouseFigures): string[] =>
  figures.pages.flatMap((page) => {
    const publicPage = !page.path.startsWith('/user/');
    const misses = CATEGORIES.filter((category) => {
      const value = page.scores[category];
      if (value === null) return true;
      if (category === 'performance') return page.profile === 'mobile' && value < TARGETS.performance;
      if (category === 'seo') return publicPage && value < TARGETS.seo;
      return value < TARGETS[category];
    });
    if (misses.length === 0) return [];
    const audits = page.failing
      .filter((audit) => misses.includes(audit.category))
      .slice(0, 4)
      .map((audit) => `${audit.title} (${audit.category}, score ${audit.score}, −${audit.points.toFixed(1)})`);
    const diagnostics = misses.includes('performance') && page.diagnostics.length ? `; most to save: ${page.diagnostics.join('; ')}` : '';
    return [`- ${page.page}, ${page.profile}: ${misses.map((category) => `${category} ${score(page.scores[category])}`).join(', ')}${page.error ? ` (run failed: ${page.error})` : ''}${audits.length ? `; ${audits.join('; ')}` : ''}${diagnostics}.`];
  });

/** Below 100 where the issue sets no target (SEO of a signed-in page): said, not counted as a miss. */
const untargeted = (figures: LighthouseFigures): string[] =>
  figures.pages.flatMap((page) => {
    const seo = page.scores.seo;
    if (!page.path.startsWith('/user/') || seo === null || seo === 100) return [];
    const audits = page.failing.filter((audit) => audit.category === 'seo').map((audit) => audit.title);
    return [`- ${page.page}, ${page.profile}: SEO ${seo} (no target for a signed-in page)${audits.length ? `; ${audits.join('; ')}` : ''}.`];
  });

export const lighthouseSection = (figures: LighthouseFigures): string => {
  const misses = shortfalls(figures);
  const notes = untargeted(figures);
  const baselineOf = (page: PageFigures) => figures.baselines.find((baseline) => baseline.profile === page.profile);
  return `
${LIGHTHOUSE_HEADING}

Measured on ${figures.date} by \`BENCH_ONLY=lighthouse npm run bench\` (bench/src/lighthouse.bench.ts): ${LIGHTHOUSE} (run by npx, not
a dependency) on ${figures.chromium}, headless, the console as shipped (\`npm run build:console\`, served by the
all-in-one process on embedded PGlite with the demo seeded, ${DEMO_PATIENTS} patients). "mobile" is Lighthouse's default
(emulated phone, simulated slow 4G and 4× CPU slowdown), "desktop" is \`--preset=desktop\`. The caregiver's day is
measured in a Chromium where the caregiver signed in through the sign-in page. ${figures.runs === 1 ? 'One run per row' : `The run with the median performance score of ${figures.runs}`}.
The baseline rows are the same runs on a static "hello" page from a plain node http server, in the same run.
Machine: ${figures.machine}; its one-minute load average was ${figures.loadAtStart.toFixed(1)} when the runs began and
${figures.loadAtEnd.toFixed(1)} when they ended (Lighthouse's own Chromium counts). Lighthouse
simulates a slow phone from what it observes, so a busy machine lowers the performance scores, and the LCP column
"× baseline" (the page's LCP over the baseline's, same profile) says more than the seconds.
Scores 0 to 100; LCP is the largest contentful paint in seconds (simulated on mobile); transfer is what the page
loaded, in KB as sent (compressed).

| page | path | profile | performance | accessibility | best practices | SEO | LCP s | LCP × baseline | transfer KB |
|---|---|---|---:|---:|---:|---:|---:|---:|---:|
${[...figures.baselines.map((baseline) => row(baseline, undefined)), ...figures.pages.map((page) => row(page, baselineOf(page)))].join('\n')}

Targets (issue 24): performance ≥ 90 on mobile, accessibility and best practices 100, SEO 100 on the public pages.
${misses.length === 0 ? 'Every page meets them in this run.' : `What falls short, with the failing audits that cost the most (points of the category's 100 they cost) and, for performance, the diagnostics whose fixes would save the most time:\n\n${misses.join('\n')}`}
${notes.length === 0 ? '' : `\n${notes.join('\n')}\n`}`;
};
