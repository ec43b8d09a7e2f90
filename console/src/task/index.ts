// List is a route screen, loaded lazily by the router straight from its file.
export { PatientTasks } from './PatientTasks';
export { taskKeys } from './queries';
