import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { can, invalid, postingFactsOf, type PatientFacts } from '@careledger/domain';
import type { Actor } from '@careledger/http';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { isUuid } from '../agency/list-params';
import { POSTING_COLUMNS, POSTING_FROM, type PostingRecord } from './posting-view';

interface PatientFactsRecord {
  agency_id: string | null;
  partner_id: string | null;
  care_team: string[];
  created_by: string;
}

/** One posting the actor may read: 400 for a malformed id, 404 unknown, 403 someone else's. */
@Injectable()
export class PostingReader {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  /** The policy itself decides, on the domain's facts of the posting and of its patient. */
  async readable(actor: Actor, id: string, path = 'id'): Promise<PostingRecord> {
    if (!isUuid(id)) throw invalid([{ path, message: 'must be a UUID' }], 'The posting id is not valid.');
    const { db } = this.infrastructure;
    const { rows } = await db.query<PostingRecord>(`SELECT ${POSTING_COLUMNS} FROM ${POSTING_FROM} WHERE p.id = $1`, [id]);
    const record = rows[0];
    if (!record) throw new NotFoundException({ message: `No posting has the id ${id}.` });
    const facts = postingFactsOf(record.state);
    const patients = await db.query<PatientFactsRecord>('SELECT agency_id, partner_id, care_team, created_by FROM patients WHERE id = $1::uuid', [isUuid(record.state.patientId) ? record.state.patientId : null]);
    const found = patients.rows[0];
    const patient: PatientFacts | undefined = found && {
      patientId: record.state.patientId,
      agencyId: found.agency_id,
      partnerId: found.partner_id,
      careTeam: found.care_team,
      createdBy: found.created_by,
    };
    if (!can(actor, 'posting.read', { ...facts, patient })) throw new ForbiddenException({ message: 'You may not see this posting.' });
    return record;
  }
}
