import { OTHER_SERIES_KEY } from '../api';

/**
 * Okabe and Ito's colours, told apart with every common colour-vision deficiency; blue first, and
 * the yellow last because it reads poorly on white.
 */
const OKABE_ITO = ['#0072B2', '#E69F00', '#009E73', '#D55E00', '#56B4E9', '#CC79A7', '#000000', '#F0E442'] as const;
const OTHER_COLOUR = '#8C8C8C';

/** The colour of the series at `index`; "other" is always grey, being no one thing. */
export const seriesColour = (key: string, index: number): string => (key === OTHER_SERIES_KEY ? OTHER_COLOUR : OKABE_ITO[index % OKABE_ITO.length]!);
