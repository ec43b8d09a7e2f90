/** The report types `POST /api/reports/{type}` accepts. */
export const reportTypes = ['referrals', 'assessments', 'postings', 'notes', 'patients', 'payments'] as const;
export type ReportType = (typeof reportTypes)[number];

export const reportIntervals = ['day', 'week', 'month'] as const;
export type ReportInterval = (typeof reportIntervals)[number];
