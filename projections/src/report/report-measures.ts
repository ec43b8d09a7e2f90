export const reportTypes = ['referrals', 'assessments', 'postings', 'notes', 'patients', 'payments'] as const;
export type ReportType = (typeof reportTypes)[number];

