import { ReferralCloseReason, referralRecord, type ReferralCloseReasonId, type ReferralMilestone } from '@careledger/domain';
import { DAY, HOUR, recalled, type DaysAgo, type DemoContext, type DemoPatient, type DemoRecord, type DemoSeeder } from './demo-context';
import { DEMO_AGENCY_ID, DEMO_PARTNER_ID, DEMO_PROVIDER_AGENCY_ID } from './demo-users';

const REFERRALS = 40;
const HOLD_REASONS = ['Readmitted to hospital', 'Awaiting funding approval', 'Family reconsidering the move', 'Waiting for a room to free up', 'Medication review pending'];
const OTHER_CLOSE_COMMENTS = ['Family decided to care for her at home', 'Moved out of province to be near his daughter', 'Patient passed away in hospital', 'Chose a retirement residence instead'];
const NOT_PLACED_REASONS: readonly ReferralCloseReasonId[] = [
  ReferralCloseReason.OTHER,
  ReferralCloseReason.DISCHARGED_TO_NON_PARTNER_HOME,
  ReferralCloseReason.AMA_DISCHARGE,
  ReferralCloseReason.TRANSFERRED_TO_HOSPICE,
  ReferralCloseReason.DISCHARGED_TO_SKILLED_NURSING,
];

const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Whoever may record milestones on this patient's referral: its partner, and the agency that serves it. */
const recordersFor = (patient: DemoPatient): readonly string[] => {
  if (patient.agencyId === DEMO_AGENCY_ID) return ['partner', 'partner-agent', 'agency', 'agency-agent'];
  if (patient.agencyId === DEMO_PROVIDER_AGENCY_ID) return ['partner', 'partner-agent', 'provider'];
  return ['partner', 'partner-agent'];
};

/**
 * One referral lived step by step: a hospital stay, an on-site visit, perhaps a hold and its
 * release, then either a placement (approved, accepted, move-in, sometimes a move-out) or an end
 * elsewhere; about half are closed. Each milestone is dated the day it is recorded, except the
 * admission, which precedes the referral. The history stops where the next step would be future.
 */
const seedReferral = async (
  demo: DemoContext,
  patient: DemoPatient,
  creator: string,
  hubs: readonly string[],
  notPlacedReason: () => ReferralCloseReasonId,
  openedDaysAgo: DaysAgo,
): Promise<void> => {
  const { random } = demo;
  const partner = () => random.pick(['partner', 'partner-agent']);
  const recorder = () => random.pick(recordersFor(patient));
  const openedAt = Math.floor((demo.now.getTime() - random.int(...openedDaysAgo) * DAY) / DAY) * DAY + random.int(14, 22) * HOUR;
  const record: DemoRecord = await demo.create(
    referralRecord,
    creator,
    { patientId: patient.id, hubId: hubs.length > 0 && random.chance(0.7) ? random.pick(hubs) : null, ...(creator === 'admin' ? { partnerId: DEMO_PARTNER_ID } : {}) },
    openedAt,
  );
  const dates: Partial<Record<ReferralMilestone, string>> = {};
  let live = true;
  const step = async (slug: string, action: string, body: Record<string, unknown>, gapMs: number): Promise<boolean> => {
    live = live && (await demo.act(record, slug, action, body, gapMs));
    return live;
  };
  const milestone = async (name: ReferralMilestone, gapMs: number, date = dayOf(record.at + gapMs)): Promise<boolean> => {
    if (await step(recorder(), 'milestones', { milestone: name, date }, gapMs)) dates[name] = date;
    return live;
  };
  const close = async (reasonId: ReferralCloseReasonId, gapMs: number): Promise<boolean> => {
    const comment = reasonId === ReferralCloseReason.OTHER ? random.pick(OTHER_CLOSE_COMMENTS) : null;
    const dischargeDate = dates['hospital-discharge'] ?? dayOf(record.at + gapMs);
    return step(partner(), 'close', { reasonId, comment, dischargeDate }, gapMs);
  };

  if (random.chance(0.85)) await milestone('hospital-admission', random.int(1, 4) * HOUR, dayOf(openedAt - random.int(1, 21) * DAY));
  if (!(await milestone('on-site-visit', random.int(2, 9) * DAY))) return;
  if (random.chance(0.3)) {
    if (!(await step(partner(), 'hold', { reason: random.pick(HOLD_REASONS) }, random.int(1, 4) * DAY))) return;
    if (dates['hospital-admission'] && random.chance(0.5)) await milestone('hospital-discharge', random.int(1, 5) * DAY);
    if (random.chance(0.2)) {
      if (random.chance(0.5)) await close(notPlacedReason(), random.int(5, 20) * DAY);
      return;
    }
    if (!(await step(partner(), 'unhold', {}, random.int(3, 14) * DAY))) return;
  }
  if (dates['hospital-admission'] && !dates['hospital-discharge']) await milestone('hospital-discharge', random.int(1, 8) * DAY);
  if (random.chance(0.3)) {
    if (random.chance(0.8)) await close(notPlacedReason(), random.int(2, 10) * DAY);
    return;
  }
  if (!(await milestone('approved', random.int(1, 5) * DAY)) || !(await milestone('accepted', random.int(1, 4) * DAY))) return;
  if (!(await milestone('move-in', random.int(2, 10) * DAY))) return;
  if (random.chance(0.3)) await milestone('move-out', random.int(14, 60) * DAY);
  if (random.chance(0.7)) await close(ReferralCloseReason.DISCHARGED_TO_PARTNER_HOME, random.int(1, 5) * DAY);
};

/**
 * Up to `limit` shared-living referrals for the demo partner, opened within `openedDaysAgo`: its own
 * patients first, referred by the partner and its agent; when it has too few, others the
 * administrator refers on its behalf.
 */
export const referDemoPatients = async (demo: DemoContext, patients: readonly DemoPatient[], limit: number, openedDaysAgo: DaysAgo): Promise<void> => {
  const hubs = recalled(demo, 'hub');
  const own = patients.filter((patient) => patient.partnerId === DEMO_PARTNER_ID);
  const others = patients.filter((patient) => patient.partnerId !== DEMO_PARTNER_ID);
  const referred = [...own.map((patient) => [patient, demo.random.pick(['partner', 'partner-agent'])] as const), ...others.map((patient) => [patient, 'admin'] as const)];
  // Taken in turn rather than at random, so every way a referral ends shows up in the demo.
  let closes = 0;
  const notPlacedReason = () => NOT_PLACED_REASONS[closes++ % NOT_PLACED_REASONS.length] ?? ReferralCloseReason.OTHER;
  for (const [patient, creator] of referred.slice(0, limit)) await seedReferral(demo, patient, creator, hubs, notPlacedReason, openedDaysAgo);
};

/** About 40 referrals opened in the last five and a half months. */
export const seedReferralDemo: DemoSeeder = (demo) => referDemoPatients(demo, demo.patients, REFERRALS, [4, 170]);
