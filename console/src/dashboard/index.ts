// Dashboard is a route screen, loaded lazily by the router straight from its file.
export { StatCards, STAT_GROUPS } from './StatCards';
