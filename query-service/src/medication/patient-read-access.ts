import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { can, type PatientFacts } from '@careledger/domain';
import type { SqlExecutor } from '@careledger/storage';
import type { Actor } from '@careledger/http';

/**
 * Checks the actor may `action` (`medication.read`, `task.read`) the records of this patient:
 * 404 for a patient the read model does not know, 403 for someone else's. The policy itself
 * decides, on the facts the patient row keeps, so reads agree with commands.
 */
export const assertPatientRecordsReadable = async (db: SqlExecutor, actor: Actor, patientId: string, action: string, what: string): Promise<void> => {
  const { rows } = await db.query<{ agency_id: string | null; partner_id: string | null; care_team: string[]; created_by: string }>(
    'SELECT agency_id, partner_id, care_team, created_by FROM patients WHERE id = $1',
    [patientId],
  );
  const row = rows[0];
  if (!row) throw new NotFoundException({ message: `No patient has the id ${patientId}.` });
  const patient: PatientFacts = { patientId, agencyId: row.agency_id, partnerId: row.partner_id, careTeam: row.care_team, createdBy: row.created_by };
  if (!can(actor, action, { patientId, agencyId: row.agency_id, partnerId: row.partner_id, patient })) {
    throw new ForbiddenException({ message: `You may not see the ${what} of this patient.` });
  }
};
