import { keyedCatalogAnswer, noteTemplatesAnswer, surveyQuestionsAnswer } from '@careledger/domain';
import { Controller, Get, Inject, UseFilters, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorFilter, SessionGuard, Answers, refusalsOf } from '@careledger/http';
import { INFRASTRUCTURE, type QueryInfrastructure } from '../infrastructure';
import { listOf } from './reference-query';
import type { NoteScope } from './seed/note-catalogs';

/** Note types and templates (patient notes and hub notes apart) and the assessment survey; signed-in users. */
@ApiTags('reference data')
@UseFilters(ErrorFilter)
@UseGuards(SessionGuard)
@Controller('api')
export class NoteCatalogsHttp {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: QueryInfrastructure) {}

  @Get('note-types')
  @ApiOperation({ summary: 'Types of patient note.', description: 'SPEC.md’s note-types call, for signed-in users.' })
  @Answers(keyedCatalogAnswer, { refusals: refusalsOf.signedIn })
  noteTypes() {
    return this.typesOf('patient');
  }

  @Get('hub/note-types')
  @ApiOperation({ summary: 'Types of shared-living hub note.', description: 'SPEC.md’s hub note-types call, for signed-in users.' })
  @Answers(keyedCatalogAnswer, { refusals: refusalsOf.signedIn })
  hubNoteTypes() {
    return this.typesOf('hub');
  }

  @Get('note-templates')
  @ApiOperation({ summary: 'Templates of patient notes: a note type id, a title and a body skeleton.', description: 'SPEC.md’s note-templates call, for signed-in users.' })
  @Answers(noteTemplatesAnswer, { refusals: refusalsOf.signedIn })
  noteTemplates() {
    return this.templatesOf('patient');
  }

  @Get('hub/note-templates')
  @ApiOperation({ summary: 'Templates of hub notes: a note type id, a title and a body skeleton.', description: 'SPEC.md’s hub note-templates call, for signed-in users.' })
  @Answers(noteTemplatesAnswer, { refusals: refusalsOf.signedIn })
  hubNoteTemplates() {
    return this.templatesOf('hub');
  }

  @Get('survey-meta')
  @ApiOperation({ summary: 'The assessment survey questions: id (an answer\'s questionId), label, kind and options, in order.', description: 'SPEC.md’s survey-meta call; POST /api/assessments/{id}/answer-survey takes the answers.' })
  @Answers(surveyQuestionsAnswer, { refusals: refusalsOf.signedIn })
  surveyMeta() {
    return listOf(this.infrastructure.db, 'SELECT id, label, kind, options, position, translation_key AS "translationKey" FROM ref_survey_questions ORDER BY position');
  }

  private typesOf(scope: NoteScope) {
    return listOf(this.infrastructure.db, 'SELECT id, key, label, translation_key AS "translationKey" FROM ref_note_types WHERE scope = $1 ORDER BY id', [scope]);
  }

  private templatesOf(scope: NoteScope) {
    return listOf(
      this.infrastructure.db,
      'SELECT id, note_type_id AS "noteTypeId", title, body, translation_key AS "translationKey" FROM ref_note_templates WHERE scope = $1 ORDER BY id',
      [scope],
    );
  }
}
