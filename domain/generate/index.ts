export { EVENT_DATA_SCHEMAS_FILE, eventDataJsonSchemas, eventDataSchemasSource } from './event-data-schemas-source';
export { toOpenApi30, type JsonSchema } from './json-schema-to-openapi';
