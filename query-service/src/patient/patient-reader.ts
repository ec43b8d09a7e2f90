import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { can, invalid, type PatientAnswer, type PatientContactAnswer } from '@careledger/domain';
import type { Actor } from '@careledger/http';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { withNamesOf } from '../names/display-names';
import { CONTACT_COLUMNS, PATIENT_DETAIL_COLUMNS, PATIENT_NAMES, toContactView, toPatientView, type PatientContactRecord, type PatientDetailRecord } from './patient-view';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One patient the actor may read: 400 for a malformed id, 404 unknown, 403 someone else's. */
@Injectable()
export class PatientReader {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  async patient(actor: Actor, id: string): Promise<PatientAnswer> {
    const { record, contacts } = await this.readable(actor, id);
    return withNamesOf(this.infrastructure, toPatientView(record, contacts ?? (await this.contactRecords(id))), PATIENT_NAMES);
  }

  async contacts(actor: Actor, id: string): Promise<{ data: PatientContactAnswer[] }> {
    const { contacts } = await this.readable(actor, id);
    return { data: (contacts ?? (await this.contactRecords(id))).map(toContactView) };
  }

  /**
   * The policy itself decides, on the facts the row keeps, so the answer agrees with the commands'.
   * MongoDB keeps the contacts in the patient's document, so they come with it.
   */
  private async readable(actor: Actor, id: string): Promise<{ record: PatientDetailRecord; contacts?: PatientContactRecord[] }> {
    if (!UUID.test(id)) throw invalid([{ path: 'id', message: 'must be a UUID' }], 'The patient id is not valid.');
    const found = await this.load(id);
    if (!found) throw new NotFoundException({ message: `No patient has the id ${id}.` });
    const { record } = found;
    const patient = { patientId: id, agencyId: record.agency_id, partnerId: record.partner_id, careTeam: record.care_team, createdBy: record.created_by };
    if (!can(actor, 'patient.read', { patientId: id, agencyId: record.agency_id, partnerId: record.partner_id, patient })) {
      throw new ForbiddenException({ message: 'You may not see this patient.' });
    }
    return found;
  }

  private async load(id: string): Promise<{ record: PatientDetailRecord; contacts?: PatientContactRecord[] } | null> {
    const { mongo, db } = this.infrastructure;
    if (mongo) return mongo.patients.patient(id.toLowerCase());
    const { rows } = await db.query<PatientDetailRecord>(`SELECT ${PATIENT_DETAIL_COLUMNS} FROM patients WHERE id = $1`, [id]);
    return rows[0] ? { record: rows[0] } : null;
  }

  private async contactRecords(id: string): Promise<PatientContactRecord[]> {
    const { rows } = await this.infrastructure.db.query<PatientContactRecord>(
      `SELECT ${CONTACT_COLUMNS} FROM patient_contacts WHERE patient_id = $1 ORDER BY ordinal`,
      [id],
    );
    return rows;
  }
}
