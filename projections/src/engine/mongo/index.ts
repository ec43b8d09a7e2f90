export type { MongoProjector } from './mongo-projector';
export { applyMongoBatch } from './apply-mongo-batch';
export { prepareMongoProjector } from './prepare-mongo-projector';
export { runMongoProjections, type MongoProjectionOptions, type MongoProjectionRunner } from './run-mongo-projections';
