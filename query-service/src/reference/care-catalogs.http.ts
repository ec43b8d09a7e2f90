import { keyedCatalogAnswer, codedCatalogAnswer, professionsAnswer, careCoordinatorsAnswer, payersAnswer } from '@careledger/domain';
import { Controller, Get, Inject, UseFilters, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorFilter, SessionGuard, Answers, refusalsOf } from '@careledger/http';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { listOf } from './reference-query';

const CATALOG_COLUMNS = 'id, key, label, translation_key AS "translationKey"';
const CODED_COLUMNS = 'id, code, label, translation_key AS "translationKey"';

/** Catalogs of the people and payment side of care; any signed-in user may read them. */
@ApiTags('reference data')
@UseFilters(ErrorFilter)
@UseGuards(SessionGuard)
@Controller('api')
export class CareCatalogsHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get('relationships')
  @ApiOperation({ summary: "A contact's relationship to the patient (SPEC.md ids: 9 other relative, 10 no relation, 11 self).", description: 'The ids a patient contact’s `relationshipId` takes; for signed-in users.' })
  @Answers(keyedCatalogAnswer, { refusals: refusalsOf.signedIn })
  relationships() {
    return listOf(this.infrastructure.db, `SELECT ${CATALOG_COLUMNS} FROM ref_relationships ORDER BY id`);
  }

  @Get('caregiver-roles')
  @ApiOperation({ summary: "The part a caregiver plays on a patient's care team.", description: 'A catalog for the care-team forms; for signed-in users.' })
  @Answers(codedCatalogAnswer, { refusals: refusalsOf.signedIn })
  caregiverRoles() {
    return listOf(this.infrastructure.db, `SELECT ${CODED_COLUMNS} FROM ref_caregiver_roles ORDER BY id`);
  }

  @Get('professions')
  @ApiOperation({ summary: 'Caregiver professions.', description: 'Each profession decides which care services and certifications a caregiver may hold (SPEC.md section 6); for signed-in users.' })
  @Answers(professionsAnswer, { refusals: refusalsOf.signedIn })
  professions() {
    return listOf(this.infrastructure.db, `SELECT ${CATALOG_COLUMNS} FROM ref_professions ORDER BY label`);
  }

  @Get('care-coordinators')
  @ApiOperation({ summary: 'The care coordinators and the province each works in.', description: 'SPEC.md’s care-coordinators call: each with name, email, phone and the province id it works in; for signed-in users.' })
  @Answers(careCoordinatorsAnswer, { refusals: refusalsOf.signedIn })
  careCoordinators() {
    return listOf(this.infrastructure.db, 'SELECT id, name, email, phone, province_id AS "provinceId" FROM ref_care_coordinators ORDER BY name');
  }

  @Get('payers')
  @ApiOperation({ summary: 'Who pays for care; countryCode is null for payers found in every market.', description: 'The ids POST /api/patients/{id}/set-payer takes; for signed-in users.' })
  @Answers(payersAnswer, { refusals: refusalsOf.signedIn })
  payers() {
    return listOf(this.infrastructure.db, `SELECT ${CODED_COLUMNS}, country_code AS "countryCode" FROM ref_payers ORDER BY id`);
  }

  @Get('diagnoses')
  @ApiOperation({ summary: 'Diagnoses with their ICD-10 codes.', description: 'The ids POST /api/patients/{id}/set-diagnoses takes; for signed-in users.' })
  @Answers(codedCatalogAnswer, { refusals: refusalsOf.signedIn })
  diagnoses() {
    return listOf(this.infrastructure.db, `SELECT ${CODED_COLUMNS} FROM ref_diagnoses ORDER BY label`);
  }
}
