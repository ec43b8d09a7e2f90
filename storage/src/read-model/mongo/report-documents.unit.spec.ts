import { describe, expect, it } from 'vitest';
import {
  monthOf,
  reportBucketDocumentOf,
  reportBucketIncrements,
  reportBucketRowOf,
  reportMilestoneDocumentOf,
  reportMilestoneRowOf,
  reportSubjectDocumentOf,
  reportSubjectRowOf,
  weekOf,
  type ReportBucketRow,
  type ReportMilestoneRow,
  type ReportSubjectRow,
} from './report-documents';

const AGENCY = '00000000-0000-4000-8000-0000000000a1';
const bucket: ReportBucketRow = { report: 'assessments', measure: 'created', day: '2026-03-04', agency_id: AGENCY, partner_id: '', count: 2, sum: 150 };

describe('report bucket documents', () => {
  it('keep the primary key as _id, and the week and month the graph groups by beside the day', () => {
    expect(reportBucketDocumentOf(bucket)).toEqual({ _id: `assessments|created|2026-03-04|${AGENCY}|`, ...bucket, week: '2026-03-02', month: '2026-03-01' });
    expect(reportBucketRowOf(reportBucketDocumentOf(bucket))).toEqual(bucket);
  });

  it('start weeks on Monday, as date_trunc does, across months and years', () => {
    expect(weekOf('2026-03-02')).toBe('2026-03-02');
    expect(weekOf('2026-03-08')).toBe('2026-03-02');
    expect(weekOf('2026-03-01')).toBe('2026-02-23');
    expect(weekOf('2026-01-01')).toBe('2025-12-29');
    expect(monthOf('2026-12-31')).toBe('2026-12-01');
  });

  it('add each delta to its bucket, made at zero where there is none, even when it nets to zero', () => {
    const [update] = reportBucketIncrements([{ ...bucket, count: 0, sum: -30 }]);
    const { count: _count, sum: _sum, ...fields } = reportBucketDocumentOf(bucket);
    const { _id, ...inserted } = fields;
    expect(update).toEqual({ updateOne: { filter: { _id }, update: { $inc: { count: 0, sum: -30 }, $setOnInsert: inserted }, upsert: true } });
  });
});

describe('report subject and milestone documents', () => {
  it('key a subject by kind and id, as its SQL primary key, and give the row back', () => {
    const subject: ReportSubjectRow = { id: 'a-1', kind: 'assessment', agency_id: AGENCY, partner_id: '', status: null, version: 3 };
    expect(reportSubjectDocumentOf(subject)).toEqual({ _id: 'assessment:a-1', ...subject });
    expect(reportSubjectRowOf(reportSubjectDocumentOf(subject))).toEqual(subject);
  });

  it('key a referral\'s dates by its id, and give the row back', () => {
    const milestones: ReportMilestoneRow = { referral_id: 'r-1', agency_id: '', partner_id: 'p-1', opened_on: '2026-03-01', move_in_on: null, approved_on: '2026-03-05', version: 2 };
    const { referral_id: _referral, ...fields } = milestones;
    expect(reportMilestoneDocumentOf(milestones)).toEqual({ _id: 'r-1', ...fields });
    expect(reportMilestoneRowOf(reportMilestoneDocumentOf(milestones))).toEqual(milestones);
  });
});
