export { requestArbitrary } from './request-arbitrary';
