export { candidateKey, postingProjector } from './posting-projector';
