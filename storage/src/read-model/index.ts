export type { DriverInstant } from './instant';
export { deleteRows, loadRows, upsertRows, type RowKey, type UpsertOptions } from './row-writer';
export type { AssessmentRow } from './assessment-rows';
export type { BillingStamps, CardBatchRow, PaymentRow, ProductRow, SubscriptionRow, TaxRateRow } from './billing-rows';
export type { LoginRow } from './login-rows';
export type { NoteEditRow, NotePatientRow, NoteRow, NoteViewRow } from './note-rows';
export type { PatientContactRow, PatientRow } from './patient-rows';
export type { StateRow } from './state-rows';
export type { AssessmentShiftRow } from './assessment-shift-rows';
