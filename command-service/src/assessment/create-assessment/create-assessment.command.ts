import { Command } from '@nestjs/cqrs';
import type { CreateAssessmentRequest } from '@careledger/domain';
import type { Actor } from '@careledger/http';
import type { CommandAccepted } from '../../shared/decide-and-append';

/**
 * Creates an assessment: PENDING for agency-side roles, REQUESTED for families and partners.
 * `asRequest` is the explicit request path (always REQUESTED) with a client-chosen id.
 */
export class CreateAssessmentCommand extends Command<CommandAccepted> {
  constructor(
    readonly actor: Actor,
    readonly assessmentId: string,
    readonly assessment: CreateAssessmentRequest,
    readonly asRequest: boolean,
    /** When the command was issued; demo data backdates it, everything else leaves it out. */
    readonly issuedAt?: Date,
  ) {
    super();
  }
}
