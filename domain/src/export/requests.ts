import { z } from 'zod';
import { reportPeriods, type ReportPeriodId } from '../catalog/reporting';
import { calendarDateField, uuidField } from '../shared/fields';
import { ruleMessage } from '../shared/validation';
import { exportLocales } from '../report/export-locales';
import { reportTypes } from '../report/report-kinds';

/** The files an export job writes: a CSV as the instant export writes it, or a spreadsheet. */
export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

const periodIds = reportPeriods.map((period) => period.id) as [ReportPeriodId, ...ReportPeriodId[]];

const choice = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, { error: ruleMessage(`must be one of ${values.join(', ')}`) });

/**
 * `POST /api/exports`: the report's rows a person wants, every one of them. The days and filters
 * are those of the report itself (`POST /api/reports/{type}`); `locale` is the file's language.
 */
export const exportRequest = z
  .strictObject({
    type: choice(reportTypes),
    period: choice(periodIds).optional(),
    from: calendarDateField.optional(),
    to: calendarDateField.optional(),
    agencyId: uuidField.optional(),
    partnerId: uuidField.optional(),
    format: choice(exportFormats),
    locale: choice(exportLocales).default('en-US'),
  })
  .superRefine((request, context) => {
    if (request.period !== undefined && (request.from !== undefined || request.to !== undefined)) {
      context.addIssue({ code: 'custom', path: ['period'], message: 'must not be given with from or to' });
    } else if (request.from !== undefined && request.to !== undefined && request.from > request.to) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    }
  });
export type ExportRequest = z.output<typeof exportRequest>;
