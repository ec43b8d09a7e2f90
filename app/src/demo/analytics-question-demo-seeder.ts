import { analyticsQuestionRecord } from '@careledger/domain';
import { DAY, HOUR, type DemoContext, type DemoSeeder } from './demo-context';
import { demoUserBySlug } from './demo-users';

interface DemoQuestion {
  name: string;
  /** The workbench URL's search string, as the console saves it. */
  search: string;
  pinned: boolean;
}

/** What each reporting role asks first: the pinned ones open on their dashboard. */
const questionsBySlug: Readonly<Record<string, readonly DemoQuestion[]>> = {
  admin: [
    { name: 'Referrals by status, monthly', search: 'measure=referral.entered&interval=month', pinned: true },
    { name: 'Median time an assessment stays in each status', search: 'measure=assessment.stay&statistic=median&groupBy=agency', pinned: true },
    { name: 'Billed amounts by payer', search: 'measure=payment.amount&statistic=sum&groupBy=payer&interval=month', pinned: false },
  ],
  agency: [
    { name: 'Open postings by care service', search: 'measure=posting.stock&groupBy=careService', pinned: true },
    { name: 'Dose outcomes, weekly', search: 'measure=dose.occurred&interval=week', pinned: false },
  ],
  partner: [{ name: 'Referrals started, monthly', search: 'measure=referral.started&interval=month', pinned: true }],
};

const seedQuestionsOf = async (demo: DemoContext, slug: string, questions: readonly DemoQuestion[]): Promise<void> => {
  const owner = demoUserBySlug(slug).id;
  let at = demo.now.getTime() - 2 * DAY;
  for (const { name, search, pinned } of questions) {
    const questionId = demo.random.uuid();
    const list = await demo.create(analyticsQuestionRecord, slug, { questionId, name, search }, at, owner);
    if (pinned) await demo.act(list, slug, 'pin', { questionId }, HOUR);
    at += 3 * HOUR;
  }
};

/** Saved workbench questions of the admin, the agency and the partner, each in their own list. */
export const seedAnalyticsQuestionDemo: DemoSeeder = async (demo) => {
  for (const [slug, questions] of Object.entries(questionsBySlug)) await seedQuestionsOf(demo, slug, questions);
};
