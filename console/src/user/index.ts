// The list is a route screen, loaded lazily by the router straight from its file.
export { CreateUserForm } from './CreateUser';
export { UserFilters, listParamsFrom, searchFrom } from './filters';
export { OneTimePassword } from './Password';
export { UserStatusAction } from './StatusAction';
export { UserStatusChip, useUserStatusLabel } from './status';
