/**
 * The read models MongoDB keeps when MONGODB_URL is set: the projections worker writes them there
 * (besides their SQL tables, which other reads join) and the query service reads their lists and
 * details from there. Each is a checkpoint `_id` and the projector's name.
 */
export const MONGO_READ_MODELS: readonly string[] = ['assessments', 'patients', 'postings', 'audit_events', 'reports', 'referrals', 'notes'];

/**
 * How a read model kept in MongoDB is named where its SQL namesake also exists: its lease, its
 * failure in `projection_failures`, its line in the read models' status.
 */
export const mongoReadModelKey = (projector: string): string => `${projector} (MongoDB)`;
