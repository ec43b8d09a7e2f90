export { savedSearchProjector } from './saved-search-projector';
