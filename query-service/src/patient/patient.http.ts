import { patientAnswer, patientContactAnswer, collectionAnswer } from '@careledger/domain';
import type { PatientAnswer, PatientContactAnswer } from '@careledger/domain';
import { Controller, Get, Inject, Param, UseFilters, UseGuards } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import { PatientReader } from './patient-reader';

/** Both paths name the patient `id` at the same place, as the router requires of sibling routes. */
@ApiTags('patients')
@ApiHeader({ name: 'X-Min-Position', required: false, description: 'Answer once the read models have reached this global position (else 503).' })
@UseFilters(ErrorFilter)
@Controller('api/patients')
@UseGuards(SessionGuard)
export class PatientHttp {
  constructor(@Inject(PatientReader) private readonly reader: PatientReader) {}

  @Get(':id')
  @ApiOperation({ summary: 'One patient: demographics, care needs, allergies and contacts.', description: 'Administrators, the patient’s agency staff, the family that registered it, the partner that referred it and the caregivers on its care team. Its `version` is the expectedVersion of the next patient command.' })
  @ApiParam({ name: 'id', schema: { type: 'string', format: 'uuid' } })
  @Answers(patientAnswer, { refusals: refusalsOf.record })
  async get(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<PatientAnswer> {
    return this.reader.patient(actor, id);
  }

  @Get(':id/patient-contacts')
  @ApiOperation({ summary: "A patient's contacts, in the order they were added, each with its relationship label.", description: 'SPEC.md’s patient-contacts call; whoever may read the patient.' })
  @ApiParam({ name: 'id', description: 'the patient id', schema: { type: 'string', format: 'uuid' } })
  @Answers(collectionAnswer(patientContactAnswer), { refusals: refusalsOf.record })
  async contacts(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<{ data: PatientContactAnswer[] }> {
    return this.reader.contacts(actor, id);
  }
}
