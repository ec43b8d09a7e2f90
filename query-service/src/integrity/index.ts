import { IntegrityHttp } from './integrity.http';

export const integrityQueryControllers = [IntegrityHttp];
export { INTEGRITY_QUEUE, integrityVerification, verificationProgress, type IntegrityJobContext, type IntegrityJobData } from './integrity-verification.job';
export { resumeIntegrityRuns } from './resume-integrity-runs';
