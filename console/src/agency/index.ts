// List and Show are route screens, loaded lazily by the router straight from their files.
export { agencyKeys } from './queries';
