/** The languages a report is read and exported in: the console's. Apart from the headings, so a screen that only names a language does not carry every heading. */
export const exportLocales = ['en-US', 'en-CA', 'es-ES'] as const;
export type ExportLocale = (typeof exportLocales)[number];
