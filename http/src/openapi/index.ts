export { Answers, AnswersNothing, AnswersText, AnswersThroughReply, Refuses, TakesBody, refusalsOf, withSharedRefusals, type RefusalStatus } from './answers.decorators';
export { openApiSchemaOf, componentSchemas, withNullableTyped } from './openapi-schema';
export { withPathParametersDeclared, withSchemasConverted, zodSchemaOfMarker, LATER_SCHEMA } from './later-schemas';
export { refusalSchemas } from './refusals';
export { serveApiReference } from './api-reference';
export { withWebhookCallbacks } from './webhook-callbacks';
export { withReadDescriptions } from './read-descriptions';
