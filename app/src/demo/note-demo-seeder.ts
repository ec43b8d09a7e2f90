import { can, hubNoteRecord, mayGiveNoteVisibility, patientNoteRecord, type NoteVisibilityId, type RecordFacts } from '@careledger/domain';
import { DAY, HOUR, recalled, type DemoContext, type DemoPatient, type DemoRecord, type DemoSeeder } from './demo-context';

/** A text as first written and, for some, a slip a later correction strikes and replaces. */
interface DemoText {
  body: string;
  fix?: readonly [wrong: string, right: string];
}

/** Note types are configured per installation (`/api/note-types`); these ids stand for the usual ones. */
const PATIENT_NOTES: Readonly<Record<number, readonly DemoText[]>> = {
  1: [
    { body: 'Morning visit. Client was alert and in good spirits. Ate most of breakfast and drank two glasses of water. Walked to the mailbox with the walker.', fix: ['most of', 'half of'] },
    { body: 'Afternoon visit. Client napped after lunch and reported mild knee pain (3/10). Encouraged fluids and a short walk in the hallway.', fix: ['3/10', '4/10'] },
    { body: 'Evening visit. Client watched the news with her husband, then got ready for bed without help. Slept by 21:00.' },
  ],
  2: [
    { body: 'Assisted with shower and dressing. Skin intact, no redness on heels or sacrum. Changed the bed linen.', fix: ['heels', 'the left heel'] },
    { body: 'Helped with grooming and oral care. Client chose her own clothes and did her hair herself.' },
  ],
  3: [{ body: 'Evening medications given at 18:00 as per the MAR, taken with applesauce. No side effects observed.', fix: ['18:00', '18:30'] }],
  4: [{ body: 'Unwitnessed fall in the bathroom at about 07:15. No visible injury; vitals stable. Family and supervisor notified.', fix: ['07:15', '07:45'] }],
  5: [{ body: 'Spoke with the daughter by phone about the new visit schedule. She asked for a weekly update by email.', fix: ['daughter', 'son'] }],
  6: [{ body: 'Care plan reviewed with the client. Goals: keep walking daily, less evening anxiety. Next review in three months.', fix: ['three months', 'six weeks'] }],
  7: [
    { body: 'Referral follow-up: discharge planning meeting held with the hospital team. Client prefers a shared-living home near family.', fix: ['near family', 'close to her church'] },
    { body: 'Checked in with the agency about the first two weeks of visits. No concerns raised; next call in a month.' },
  ],
};
const PARTNER_NOTE_TYPE = 7;
const ADDENDA = [
  'Late entry: the family brought groceries in the afternoon.',
  'Supervisor reviewed this note and agrees with the plan.',
  'Physiotherapy referral sent today.',
  'Client called later to say the pain had settled.',
  'Noted. Will raise this at the team huddle on Monday.',
];
const HUB_NOTES: readonly DemoText[] = [
  { body: 'House meeting held: residents agreed on the new dinner rota and a quiet hour after lunch.', fix: ['quiet hour', 'quiet half hour'] },
  { body: 'Fire drill completed in 4 minutes; every resident evacuated safely.', fix: ['4 minutes', '6 minutes'] },
  { body: 'Hub lead reported the back ramp needs repair; maintenance requested.' },
  { body: 'Monthly review: two vacancies, three referrals in progress.', fix: ['three referrals', 'four referrals'] },
  { body: 'Garden day planned for Saturday; volunteers confirmed.' },
  { body: 'Infection-control check passed; sanitiser stations restocked.' },
];
const STAFF = ['admin', 'agency', 'agency-agent', 'provider', 'partner', 'partner-agent', 'caregiver'];
const PREFERRED_VISIBILITIES: NoteVisibilityId[] = [1, 1, 3, 3, 3, 4, 5, 2, 6];
const MINUTE = 60_000;


/** One demo note as it is being lived: who may now read and add to it follows from these. */
interface DemoNote {
  record: DemoRecord;
  category: 'note' | 'hubnote';
  author: string;
  visibility: NoteVisibilityId;
  published: boolean;
  dateOfService: string;
  /** What the policy is told besides the author and visibility: the patient, or the organisation written for. */
  scope: RecordFacts;
  /** The parent's text with every insert, struck text included: what offsets count. */
  text: string;
  fix?: DemoText['fix'];
  appended: { id: string; author: string; text: string }[];
}

const dateOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The demo users the one policy lets do `verb` to the note now, so no demo command is ever refused. */
const allowed = (demo: DemoContext, note: DemoNote, verb: string): string[] => {
  const facts: RecordFacts = { ...note.scope, authorId: demo.actor(note.author).id, visibility: note.published ? note.visibility : 2 };
  return STAFF.filter((slug) => can(demo.actor(slug), `${note.category}.${verb}`, facts));
};

const visibilityFor = (demo: DemoContext, slug: string, except?: NoteVisibilityId): NoteVisibilityId =>
  demo.random.pick(PREFERRED_VISIBILITIES.filter((visibility) => visibility !== except && mayGiveNoteVisibility(demo.actor(slug).roleId, visibility)));

const view = async (demo: DemoContext, note: DemoNote, gapMs: number): Promise<boolean> =>
  demo.act(note.record, demo.random.pick(allowed(demo, note, 'log')), 'log', {}, gapMs);

/** A draft is kept, discarded, or reworded and published; answers whether it got published. */
const liveDraft = async (demo: DemoContext, note: DemoNote): Promise<boolean> => {
  const { random } = demo;
  const roll = random.next();
  if (roll < 0.25) {
    await demo.act(note.record, note.author, 'discard', {}, random.int(10, 240) * MINUTE);
    return false;
  }
  const extra = ' Will follow up at the next visit.';
  if (random.chance(0.7) && (await demo.act(note.record, note.author, 'edit-draft', { body: note.text + extra }, random.int(5, 90) * MINUTE))) note.text += extra;
  if (roll < 0.6) return false;
  note.published = await demo.act(note.record, note.author, 'publish', {}, random.int(1, 8) * HOUR);
  return note.published;
};

/** The corrector strikes the slip and writes the right words right after it; the struck text stays. */
const correct = async (demo: DemoContext, note: DemoNote, corrector: string): Promise<boolean> => {
  const start = note.fix ? note.text.indexOf(note.fix[0]) : -1;
  if (!note.fix || start < 0) return false;
  const end = start + note.fix[0].length;
  if (!(await demo.act(note.record, corrector, 'strike', { targetId: note.record.id, start, end }, demo.random.int(1, 6) * DAY))) return false;
  const replacement = note.fix[1];
  if (!(await demo.act(note.record, corrector, 'insert', { targetId: note.record.id, offset: end, text: replacement }, demo.random.int(1, 10) * MINUTE))) return false;
  note.text = note.text.slice(0, end) + replacement + note.text.slice(end);
  return true;
};

const append = async (demo: DemoContext, note: DemoNote): Promise<boolean> => {
  const others = allowed(demo, note, 'append').filter((slug) => slug !== note.author && slug !== 'admin');
  const author = others.length > 0 ? demo.random.pick(others) : note.author;
  const entry = { id: demo.random.uuid(), author, text: demo.random.pick(ADDENDA) };
  if (!(await demo.act(note.record, author, 'append', { appendedNoteId: entry.id, body: entry.text }, demo.random.int(4, 96) * HOUR))) return false;
  note.appended.push(entry);
  return true;
};

/** Views, appended notes, corrections by someone else, a privacy or field change: each stops at the present. */
const livePublished = async (demo: DemoContext, note: DemoNote): Promise<void> => {
  const { random } = demo;
  if (!(await view(demo, note, random.int(1, 30) * HOUR))) return;
  if (random.chance(0.24) && !(await append(demo, note))) return;
  if (note.appended.length > 0 && random.chance(0.25) && !(await append(demo, note))) return;
  if (note.fix && random.chance(0.3) && !(await correct(demo, note, random.chance(0.7) ? 'admin' : note.author))) return;
  const addendum = note.appended[0];
  if (addendum && random.chance(0.4)) {
    const text = ' (confirmed with the family)';
    if (!(await demo.act(note.record, addendum.author, 'insert', { targetId: addendum.id, offset: addendum.text.length, text }, random.int(1, 48) * HOUR))) return;
    addendum.text += text;
  }
  if (random.chance(0.15)) {
    const visibility = visibilityFor(demo, note.author, note.visibility);
    if (!(await demo.act(note.record, note.author, 'privacy', { visibility }, random.int(1, 72) * HOUR))) return;
    note.visibility = visibility;
  }
  if (random.chance(0.08)) {
    // The visit was the day before: a date slip the author corrects.
    const earlier = dateOf(Date.parse(note.dateOfService) - DAY);
    if (!(await demo.act(note.record, note.author, 'fields', { dateOfService: earlier }, random.int(1, 24) * HOUR))) return;
  }
  for (let count = random.int(0, 1); count > 0; count -= 1) if (!(await view(demo, note, random.int(1, 10) * DAY))) return;
};

const liveNote = async (demo: DemoContext, note: DemoNote): Promise<void> => {
  if (note.published || (await liveDraft(demo, note))) await livePublished(demo, note);
};

const seedPatientNote = async (demo: DemoContext, patient: DemoPatient): Promise<void> => {
  const { random } = demo;
  const scope: RecordFacts = { patientId: patient.id, patient: { patientId: patient.id, agencyId: patient.agencyId, partnerId: patient.partnerId, careTeam: patient.careTeam, createdBy: null } };
  const authors = STAFF.filter((slug) => slug !== 'admin' && can(demo.actor(slug), 'note.create', { ...scope, visibility: 3 }));
  if (authors.length === 0) return;
  const author = random.pick(authors);
  const noteTypeId = author.startsWith('partner') ? PARTNER_NOTE_TYPE : random.int(1, 6);
  const text = random.pick(PATIENT_NOTES[noteTypeId] ?? []);
  const visibility = visibilityFor(demo, author);
  const at = demo.now.getTime() - random.int(2, 150) * DAY - random.int(0, 10) * HOUR;
  const isDraft = random.chance(0.2);
  const dateOfService = dateOf(at - random.int(0, 1) * DAY);
  const body = { patientId: patient.id, noteTypeId, dateOfService, body: text.body, visibility, isDraft };
  const record = await demo.create(patientNoteRecord, author, random.chance(0.3) ? { ...body, noteTemplateId: noteTypeId } : body, at);
  await liveNote(demo, { record, category: 'note', author, visibility, published: !isDraft, dateOfService, scope, text: text.body, fix: text.fix, appended: [] });
};

const seedHubNote = async (demo: DemoContext, subject: { hubId: string } | { clusterId: string }): Promise<void> => {
  const { random } = demo;
  const author = random.pick(['agency', 'agency', 'agency-agent', 'provider', 'partner', 'partner-agent', 'admin']);
  const user = demo.actor(author);
  const text = random.pick(HUB_NOTES);
  const visibility = visibilityFor(demo, author);
  const at = demo.now.getTime() - random.int(3, 120) * DAY;
  const isDraft = random.chance(0.15);
  const dateOfService = dateOf(at);
  const record = await demo.create(hubNoteRecord, author, { ...subject, noteTypeId: random.int(1, 3), dateOfService, body: text.body, visibility, isDraft }, at);
  const scope: RecordFacts = { agencyId: user.agencyId, partnerId: user.partnerId };
  await liveNote(demo, { record, category: 'hubnote', author, visibility, published: !isDraft, dateOfService, scope, text: text.body, fix: text.fix, appended: [] });
};

/**
 * About 80 patient notes by agency staff, care-team caregivers and partners (drafts, appended
 * notes, corrections by another author, privacy changes, views), and 15 hub and cluster notes on
 * the hubs the hub seeder remembered (stable made-up ids if it remembered none).
 */
export const seedNoteDemo: DemoSeeder = async (demo) => {
  const { random } = demo;
  if (demo.patients.length > 0) for (let count = 0; count < 80; count += 1) await seedPatientNote(demo, random.pick(demo.patients));
  const hubs = recalled(demo, 'hub');
  const clusters = recalled(demo, 'cluster');
  for (let index = 0; index < 15; index += 1) {
    const onCluster = index % 5 === 4 && clusters.length > 0;
    await seedHubNote(demo, onCluster ? { clusterId: random.pick(clusters) } : { hubId: hubs.length > 0 ? random.pick(hubs) : random.uuid() });
  }
};
