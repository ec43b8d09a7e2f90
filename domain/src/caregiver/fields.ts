import { z } from 'zod';
import { isIdOf } from '../catalog/catalog-entry';
import { competencyLevels, type CompetencyId } from '../catalog/clinical-scales';
import { certifications, professions, type CertificationId, type ProfessionId } from '../catalog/professions';
import { ruleMessage } from '../shared/validation';

export const professionIdField = z.custom<ProfessionId>((value) => isIdOf(professions, value), {
  error: ruleMessage(`must be a profession id: ${professions.map((profession) => profession.id).join(', ')}`),
}).meta({ examples: [professions[0].id] });

export const competencyField = z.custom<CompetencyId>((value) => isIdOf(competencyLevels, value), {
  error: ruleMessage('must be a competency level: 0 (no experience), 1 (novice), 2 (intermediate) or 3 (expert)'),
}).meta({ examples: [2 as CompetencyId] });

export const certificationIdField = z.custom<CertificationId>((value) => isIdOf(certifications, value), {
  error: ruleMessage(`must be a certification id: ${certifications.map((certification) => certification.id).join(', ')}`),
}).meta({ examples: [certifications[1].id] });
