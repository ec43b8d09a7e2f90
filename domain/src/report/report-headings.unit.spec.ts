import { describe, expect, it } from 'vitest';
import { exportLocales } from './export-locales';
import { isReportField, reportHeading, reportHeadings } from './report-headings';

const fields = Object.keys(reportHeadings['en-US']);

describe('the report heading catalog', () => {
  it.each(exportLocales)('heads every field in %s, each with words', (locale) => {
    const headings = reportHeadings[locale];
    expect(Object.keys(headings).sort()).toEqual([...fields].sort());
    for (const field of fields) expect(headings[field as keyof typeof headings].trim()).not.toBe('');
  });

  it('heads fields in Spanish in es-ES', () => {
    expect(fields.filter((field) => reportHeading('es-ES', field) === reportHeading('en-US', field))).toEqual(['id', 'totalCents']);
    expect(reportHeading('es-ES', 'createdAt')).toBe('Creación');
    expect(reportHeading('en-US', 'createdAt')).toBe('Created');
  });

  it('heads an id and the name beside it apart', () => {
    expect([reportHeading('en-US', 'patientId'), reportHeading('en-US', 'patientName')]).toEqual(['Patient id', 'Patient']);
    expect([reportHeading('es-ES', 'createdBy'), reportHeading('es-ES', 'createdByName')]).toEqual(['Id del creador', 'Creado por']);
  });

  it('spells out a field it does not know yet, in every locale, rather than failing', () => {
    for (const locale of exportLocales) {
      expect(reportHeading(locale, 'reviewedByNurseAt')).toBe('Reviewed by nurse at');
      expect(reportHeading(locale, 'hospital_stay_days')).toBe('Hospital stay days');
    }
    expect(reportHeading('en-US', '')).toBe('');
    expect(reportHeading('en-US', 'constructor')).toBe('Constructor');
    expect(reportHeading('en-US', 'toString')).toBe('To string');
    expect(isReportField('constructor')).toBe(false);
  });
});
