import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsAnswer, cardTypes, statsKeys } from '@careledger/domain';
import { accepted } from '../support/command-checks';
import type { ApiClient, PostPath } from '../support/api-client';
import { startStack, testDatabases, type RunningStack } from '../support/running-stack';

const DEMO_AGENCY_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e01';
const DEMO_PARTNER_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5e03';
const OTHER_ID = '0d1c7a53-8a3e-4b61-9d0f-1a2b3c4d5eff';
const SLUGS = ['admin', 'user', 'agency', 'partner', 'caregiver'] as const;
type Slug = (typeof SLUGS)[number];

/** RFC 4180 records as objects keyed by the header line (quoted cells may hold commas and quotes). */
const csvRecords = (text: string): Record<string, string>[] => {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    const next = text[index + 1];
    index += 1;
    if (quoted && char === '"' && next === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      record.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && next === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      index += 1;
    } else {
      cell += char;
    }
  }
  const [header = [], ...rows] = records;
  return rows.map((row) => Object.fromEntries(header.map((name, column) => [name, row[column] ?? ''])));
};

describe.each(testDatabases())('report queries on $name', (database) => {
  let stack: RunningStack;
  const as = {} as Record<Slug, ApiClient>;
  const post = async (slug: Slug, path: PostPath, body: unknown) =>
    as[slug].post(path, body, { headers: { 'x-min-position': String(await stack.headPosition()) } });

  beforeAll(async () => {
    // More patients than the export limit, so the CSV export must cut.
    stack = await startStack(database, { patients: 110 });
    await Promise.all(SLUGS.map(async (slug) => (as[slug] = await stack.as(slug))));
  }, 400_000);
  afterAll(async () => stack?.stop());

  it('answers every statistics key and the six referral metrics', async () => {
    const response = await post('admin', '/api/reports/all/statistics', { period: 'All' });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.stats).sort()).toEqual(statsKeys.map((key) => key.id).sort());
    expect(response.body.stats.referral).toBeGreaterThan(0);
    expect(response.body.stats.patientTrend).toEqual({ current: expect.any(Number), previous: null, changePercent: null });
    expect(response.body.referralMetrics.map((metric: { id: number }) => metric.id)).toEqual([1, 2, 3, 4, 5, 6]);
    const measured = response.body.referralMetrics.filter((metric: { referrals: number }) => metric.referrals > 0);
    expect(measured.length).toBeGreaterThan(0);
    for (const metric of measured) expect(metric.averageDays).toEqual(expect.any(Number));
  });

  it('spans at least 18 months: the last half year and the same half year a year earlier both hold new referrals, assessments and payments', async () => {
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    for (const measure of ['referral.started', 'assessment.started', 'payment.started']) {
      const response = await post('admin', '/api/analytics/query', { measure, from: day(182), to: day(0), interval: 'month', compareTo: 'yearEarlier' });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const answer = analyticsAnswer.parse(response.body);
      expect([measure, answer.total]).toEqual([measure, expect.any(Number)]);
      expect(answer.total, measure).toBeGreaterThan(0);
      expect(answer.comparison?.total, `${measure} a year earlier`).toBeGreaterThan(0);
    }
  });

  it('lists report rows and graphs the same count', async () => {
    const rows = await post('admin', '/api/reports/referrals', { period: 'All', pageSize: 100 });
    expect(rows.status).toBe(200);
    expect(rows.body).toMatchObject({ page: 1, pageSize: 100, total: expect.any(Number) });
    expect(rows.body.data[0]).toMatchObject({ id: expect.any(String), patientId: expect.any(String), openedOn: expect.any(String) });
    const graph = await post('admin', '/api/reports/referrals/graph', { period: 'All', interval: 'month' });
    expect(graph.status).toBe(200);
    expect(graph.body).toMatchObject({ type: 'referrals', measure: 'opened', interval: 'month' });
    const graphed = graph.body.data.reduce((total: number, point: { count: number }) => total + point.count, 0);
    expect(graphed).toBe(rows.body.total);
    const statistics = await post('admin', '/api/reports/all/statistics', {});
    expect(statistics.body.stats.referral).toBe(rows.body.total);
  });

  it('holds agencies and partners to their own figures and refuses everyone else', async () => {
    const partnerRows = await post('partner', '/api/reports/referrals', { pageSize: 100 });
    expect(partnerRows.status).toBe(200);
    expect(partnerRows.body.data.length).toBeGreaterThan(0);
    for (const row of partnerRows.body.data) expect(row.partnerId).toBe(DEMO_PARTNER_ID);
    const agencyRows = await post('agency', '/api/reports/patients', { pageSize: 100 });
    expect(agencyRows.status).toBe(200);
    for (const row of agencyRows.body.data) expect(row.agencyId).toBe(DEMO_AGENCY_ID);
    const all = await post('admin', '/api/reports/patients', { pageSize: 1 });
    expect(agencyRows.body.total).toBeLessThan(all.body.total);
    const agencyStats = await post('agency', '/api/reports/all/statistics', { agencyId: DEMO_AGENCY_ID });
    expect(agencyStats.status).toBe(200);

    expect((await post('agency', '/api/reports/patients', { agencyId: OTHER_ID })).status).toBe(403);
    expect((await post('partner', '/api/reports/referrals/graph', { partnerId: OTHER_ID })).status).toBe(403);
    expect((await post('user', '/api/reports/all/statistics', {})).status).toBe(403);
    expect((await post('caregiver', '/api/reports/notes', {})).status).toBe(403);
  });

  it.each<[PostPath, Record<string, unknown>, string]>([
    ['/api/reports/referrals', { period: 'Year' }, 'period'],
    ['/api/reports/referrals', { pageSize: 500 }, 'pageSize'],
    ['/api/reports/referrals', { from: '2026-02-30' }, 'from'],
    ['/api/reports/referrals', { from: '2026-05-01', to: '2026-04-01' }, 'to'],
    ['/api/reports/referrals', { period: 'Week', from: '2026-05-01' }, 'period'],
    ['/api/reports/referrals', { agencyId: 'agency-1' }, 'agencyId'],
    ['/api/reports/referrals', { colour: 'blue' }, 'colour'],
    ['/api/reports/invoices', {}, 'type'],
    ['/api/reports/notes/graph', { interval: 'hour' }, 'interval'],
    ['/api/reports/notes/graph', { measure: 'opened' }, 'measure'],
    ['/api/reports/all/statistics', { format: 'xml' }, 'format'],
    ['/api/reports/referrals', { format: 'csv', locale: 'fr-FR' }, 'locale'],
  ])('%s answers 400 naming the field for %j', async (path, body, field) => {
    const response = await post('admin', path, body);
    expect(response.status).toBe(400);
    expect(response.body.errors.map((error: { path: string }) => error.path)).toContain(field);
  });

  it('exports at most the export limit as CSV and says when it cut', async () => {
    const total = (await post('admin', '/api/reports/patients', { pageSize: 1 })).body.total as number;
    expect(total).toBeGreaterThan(100);
    const csv = await post('admin', '/api/reports/patients', { format: 'csv' });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('x-export-truncated')).toBe('true');
    const lines = String(csv.body).trimEnd().split('\r\n');
    // Headed in words (en-US by default); each id a reader knows by a name is followed by that name.
    expect(lines[0]).toBe('Id,First name,Last name,Date of birth,Agency id,Agency,Partner id,Creator id,Created by,Created');
    expect(lines).toHaveLength(101);

    const assessments = await post('admin', '/api/reports/assessments', { pageSize: 5 });
    expect(assessments.body.data.length).toBeGreaterThan(0);
    for (const row of assessments.body.data) expect(row.patientName).toEqual(expect.stringMatching(/\S \S/));

    const [patient] = csvRecords(String(csv.body));
    // Dates as dates in the reader's notation (en-US by default), never ISO codes.
    expect(patient!.Created).toMatch(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} [AP]M UTC$/);

    const small = await post('partner', '/api/reports/referrals', { format: 'csv' });
    expect(small.headers.get('x-export-truncated')).toBe('false');
    const smallTotal = (await post('partner', '/api/reports/referrals', {})).body.total as number;
    expect(String(small.body).trimEnd().split('\r\n')).toHaveLength(smallTotal + 1);
  });

  it('exports labels, localized dates and money, never codes or cents', async () => {
    const referrals = csvRecords(String((await post('admin', '/api/reports/referrals', { format: 'csv' })).body));
    expect(referrals.length).toBeGreaterThan(0);
    for (const referral of referrals) {
      expect(['Open', 'On hold', 'Closed']).toContain(referral.Status);
      expect(referral.Opened).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      expect(referral.Patient).toMatch(/\S \S/);
    }
    expect(Object.keys(referrals[0]!)).toContain('Close reason');

    const spanish = csvRecords(String((await post('admin', '/api/reports/referrals', { format: 'csv', locale: 'es-ES' })).body));
    for (const referral of spanish) expect(['Abierta', 'En espera', 'Cerrada']).toContain(referral.Estado);
    const [first] = referrals;
    const [month, day, year] = String(first?.Opened).split('/');
    expect(spanish.find((referral) => referral.Id === first?.Id)?.Apertura).toBe(`${day}/${month}/${year}`);

    const postings = csvRecords(String((await post('admin', '/api/reports/postings', { format: 'csv', locale: 'en-CA' })).body));
    expect(postings.length).toBeGreaterThan(0);
    for (const posting of postings) {
      expect(posting['Care service']).toMatch(/^[A-Z][a-z]/);
      expect(posting['Start date']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }

    const payments = await post('admin', '/api/reports/payments', { format: 'csv' });
    const header = String(payments.body).split('\r\n')[0]!.split(',');
    expect(header).toEqual(expect.arrayContaining(['Total', 'Currency', 'State', 'Card']));
    expect(header).not.toContain('totalCents');
    const cardNames = new Set(cardTypes.map((card) => card.label));
    for (const payment of csvRecords(String(payments.body))) {
      expect(payment.Total).toMatch(/^\d+\.\d{2}$/);
      expect(payment.Currency).toBe('CAD');
      expect(['Unpaid', 'Paid', 'Voided']).toContain(payment.State);
      if (payment.Card !== '') expect(cardNames).toContain(payment.Card);
    }
  });

  it('heads the notes export in the reader’s language and names what each note is about and whether it is a draft', async () => {
    const agency = as.agency;
    const patientId = (await post('agency', '/api/reports/patients', { pageSize: 1 })).body.data[0].id as string;
    const note = { patientId, noteTypeId: 2, dateOfService: '2026-01-10', body: 'Bathed and dressed.', visibility: 3 };
    const draft = accepted(await agency.post('/api/notes', { ...note, isDraft: true }), 201).id;
    const published = accepted(await agency.post('/api/notes', { ...note, isDraft: false }), 201).id;

    const english = String((await post('admin', '/api/reports/notes', { format: 'csv', locale: 'en-US' })).body);
    expect(english.split('\r\n')[0]).toBe(
      'Id,Note about,Patient id,Patient,Author id,Author,Author’s agency id,Author’s agency,Author’s partner id,Note type,Date of service,Draft or published,Created',
    );
    const englishNotes = csvRecords(english);
    expect(englishNotes.find((row) => row.Id === draft)).toMatchObject({ 'Note about': 'Patient', 'Note type': 'Personal care', 'Draft or published': 'Draft', 'Date of service': '01/10/2026' });
    expect(englishNotes.find((row) => row.Id === published)).toMatchObject({ 'Note about': 'Patient', 'Draft or published': 'Published' });
    for (const row of englishNotes) {
      expect(['Patient', 'Hub', 'Cluster']).toContain(row['Note about']);
      expect(['Draft', 'Published']).toContain(row['Draft or published']);
    }

    const spanish = String((await post('admin', '/api/reports/notes', { format: 'csv', locale: 'es-ES' })).body);
    expect(spanish.split('\r\n')[0]).toBe(
      'Id,Nota sobre,Id del paciente,Paciente,Id del autor,Autor,Id de la agencia del autor,Agencia del autor,Id del socio del autor,Tipo de nota,Fecha del servicio,Borrador o publicada,Creación',
    );
    const spanishNotes = csvRecords(spanish);
    expect(spanishNotes.find((row) => row.Id === draft)).toMatchObject({ 'Nota sobre': 'Paciente', 'Tipo de nota': 'Cuidado personal', 'Borrador o publicada': 'Borrador', 'Fecha del servicio': '10/01/2026' });
    expect(spanishNotes.find((row) => row.Id === published)).toMatchObject({ 'Borrador o publicada': 'Publicada' });
    for (const row of spanishNotes) {
      expect(['Paciente', 'Centro', 'Agrupación']).toContain(row['Nota sobre']);
      expect(['Borrador', 'Publicada']).toContain(row['Borrador o publicada']);
    }
  });
});
