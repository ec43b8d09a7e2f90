import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { can, invalid, postingFactsOf, type PatientFacts } from '@careledger/domain';
import type { Actor } from '@careledger/http';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { isUuid } from '../agency/list-params';
import type { PostingPatientRecord, PostingWithPatient } from './posting-reads';
import { POSTING_COLUMNS, POSTING_FROM, type PostingRecord } from './posting-view';

const patientFactsOf = (patientId: string, patient: PostingPatientRecord): PatientFacts => ({
  patientId,
  agencyId: patient.agency_id,
  partnerId: patient.partner_id,
  careTeam: patient.care_team,
  createdBy: patient.created_by,
});

/** One posting the actor may read: 400 for a malformed id, 404 unknown, 403 someone else's. */
@Injectable()
export class PostingReader {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  /** The policy itself decides, on the domain's facts of the posting and of its patient. */
  async readable(actor: Actor, id: string, path = 'id'): Promise<PostingRecord> {
    if (!isUuid(id)) throw invalid([{ path, message: 'must be a UUID' }], 'The posting id is not valid.');
    const found = await this.load(id);
    if (!found) throw new NotFoundException({ message: `No posting has the id ${id}.` });
    const { record, patient } = found;
    const facts = { ...postingFactsOf(record.state), patient: patient ? patientFactsOf(record.state.patientId, patient) : undefined };
    if (!can(actor, 'posting.read', facts)) throw new ForbiddenException({ message: 'You may not see this posting.' });
    return record;
  }

  private async load(id: string): Promise<PostingWithPatient | null> {
    const { mongo, db } = this.infrastructure;
    if (mongo) return mongo.postings.posting(id.toLowerCase());
    const { rows } = await db.query<PostingRecord>(`SELECT ${POSTING_COLUMNS} FROM ${POSTING_FROM} WHERE p.id = $1`, [id]);
    const record = rows[0];
    if (!record) return null;
    const { patientId } = record.state;
    const patients = await db.query<PostingPatientRecord>('SELECT agency_id, partner_id, care_team, created_by FROM patients WHERE id = $1::uuid', [isUuid(patientId) ? patientId : null]);
    return { record, patient: patients.rows[0] ?? null };
  }
}
