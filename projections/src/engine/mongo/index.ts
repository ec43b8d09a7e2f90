export type { MongoProjector } from './mongo-projector';
export { applyMongoBatch } from './apply-mongo-batch';
export { prepareMongoProjector } from './prepare-mongo-projector';
export { runMongoProjections, type MongoProjectionOptions, type MongoProjectionRunner } from './run-mongo-projections';
export { runLeasedMongoProjections, type LeasedMongoProjectionOptions, type LeasedMongoProjections } from './leased-mongo-projections';
