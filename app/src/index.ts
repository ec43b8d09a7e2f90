export { startCareledger, type CareledgerOptions, type RunningCareledger } from './careledger';
export { seedDemo, type DemoSeedOptions } from './demo/seed-demo';
export { DEMO_PASSWORD, DEMO_AGENCY_ID, DEMO_PROVIDER_AGENCY_ID, DEMO_PARTNER_ID, demoUsers, demoUserBySlug, type DemoUser } from './demo/demo-users';
export { actorOf } from './demo/demo-context';
export { DEMO_FAMILY_PATIENTS } from './demo/family-demo';
export { servedOpenApiDocument } from './openapi/served-openapi-document';
