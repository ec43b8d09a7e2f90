// Reports is a route screen, loaded lazily by the router straight from its file.
export { PeriodFilter } from './PeriodFilter';
export { PeriodToggle } from './PeriodToggle';
export { TrendChart, type TrendSeries } from './TrendChart';
export { reportKeys, useStatistics } from './queries';
export { useReportFormatters } from './numbers';
