import type { AssessmentStatusId } from '@careledger/domain';
import type { SqlExecutor } from '@careledger/storage';
import type { AssessmentRow } from './assessment-row';

type Column = readonly [name: string, type: string, value: (row: AssessmentRow) => unknown];

const columns: readonly Column[] = [
  ['id', 'uuid', (row) => row.id],
  ['status', 'smallint', (row) => row.status],
  ['version', 'integer', (row) => row.version],
  ['patient_id', 'uuid', (row) => row.patientId],
  ['agency_id', 'uuid', (row) => row.agencyId],
  ['care_service_id', 'integer', (row) => row.careServiceId],
  ['summary', 'text', (row) => row.summary],
  ['visit_at', 'timestamptz', (row) => row.visitAt],
  ['cancel_reason', 'text', (row) => row.cancelReason],
  ['created_by', 'text', (row) => row.createdBy],
  ['created_at', 'timestamptz', (row) => row.createdAt],
  ['updated_at', 'timestamptz', (row) => row.updatedAt],
  ['last_position', 'bigint', (row) => row.lastPosition],
];

interface AssessmentRecord {
  id: string;
  status: number;
  version: number;
  patient_id: string;
  agency_id: string | null;
  care_service_id: number;
  summary: string | null;
  visit_at: string | null;
  cancel_reason: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
  last_position: number | string;
}

const fromRecord = (record: AssessmentRecord): AssessmentRow => ({
  id: record.id,
  status: record.status as AssessmentStatusId,
  version: record.version,
  patientId: record.patient_id,
  agencyId: record.agency_id,
  careServiceId: record.care_service_id,
  summary: record.summary,
  visitAt: record.visit_at,
  cancelReason: record.cancel_reason,
  createdBy: record.created_by,
  createdAt: record.created_at,
  updatedAt: record.updated_at,
  lastPosition: Number(record.last_position),
});

// Instants are read as text, not Date: a Date would drop microseconds, and rewriting the row
// would then make the table differ from a rebuild that never read it back.
const selectList = columns
  .map(([name, type]) => (type === 'timestamptz' ? `${name}::text AS ${name}` : name))
  .join(', ');

export const loadAssessments = async (
  tx: SqlExecutor,
  table: string,
  ids: readonly string[],
): Promise<Map<string, AssessmentRow>> => {
  if (ids.length === 0) return new Map();
  const { rows } = await tx.query<AssessmentRecord>(`SELECT ${selectList} FROM ${table} WHERE id = ANY($1::uuid[])`, [ids]);
  return new Map(rows.map((record) => [record.id, fromRecord(record)]));
};

/** One statement for the whole batch: one array per column, unnested into rows. */
export const upsertAssessments = async (tx: SqlExecutor, table: string, rows: readonly AssessmentRow[]): Promise<void> => {
  if (rows.length === 0) return;
  const names = columns.map(([name]) => name);
  const arrays = columns.map(([, type], index) => `$${index + 1}::${type}[]`);
  const updates = names.filter((name) => name !== 'id').map((name) => `${name} = excluded.${name}`);
  await tx.query(
    `INSERT INTO ${table} (${names.join(', ')}) SELECT * FROM unnest(${arrays.join(', ')})
     ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')}`,
    columns.map(([, , value]) => rows.map(value)),
  );
};
