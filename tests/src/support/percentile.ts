/** Linear interpolation between the two nearest ranks, as PostgreSQL's `percentile_cont` does, to the server's three decimals. */
export const percentileCont = (values: readonly number[], fraction: number): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = fraction * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return Math.round((sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low)) * 1000) / 1000;
};
