import { Command } from '@nestjs/cqrs';
import type { Actor } from '@careledger/http';
import type { CommandAccepted } from '../../shared/decide-and-append';

/** Moves an assessment along its life cycle (pend, schedule, ... cancel), or acts on its shifts and survey. */
export class ChangeAssessmentCommand extends Command<CommandAccepted> {
  constructor(
    readonly actor: Actor,
    readonly assessmentId: string,
    readonly action: string,
    /** The request body: expectedVersion plus the action's own fields. */
    readonly body: unknown,
    readonly issuedAt?: Date,
  ) {
    super();
  }
}
