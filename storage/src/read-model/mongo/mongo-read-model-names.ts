/**
 * The read models MongoDB keeps when MONGODB_URL is set: the projections worker writes them there
 * (besides their SQL tables, which other reads join) and the query service reads their lists and
 * details from there. Each is a checkpoint `_id` and the projector's name.
 */
export const MONGO_READ_MODELS: readonly string[] = ['assessments', 'patients'];
