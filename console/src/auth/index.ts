export { RequireAuth } from './RequireAuth';
export { SessionContext, authKeys, useAuthDetails, useLogin, useLogout, usePublicSession, useSession } from './session';
export { actorOf, canAccess, canCreateAssessment, roleNameOf, type Resource } from './access';
export { afterLoginPath, homePath, loginPath } from './paths';
export { RequireAccess } from './RequireAccess';
export { canCreatePosting } from './access';
export { canCreateTask, ownPatientOf } from './access';
export { canCreateReferral } from './access';
