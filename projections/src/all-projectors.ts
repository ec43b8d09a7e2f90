import { assessmentProjector } from './assessment';
import type { Projector } from './engine/projector';

export const allProjectors: readonly Projector[] = [assessmentProjector];
