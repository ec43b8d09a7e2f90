import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, assessmentDecider, assessmentStreamId, can, type AssessmentCommand } from '@careledger/domain';
import { INFRASTRUCTURE, type CommandInfrastructure } from '../../infrastructure';
import { commandMetadata } from '../../shared/command-metadata';
import { decideAndAppend, type CommandAccepted } from '../../shared/decide-and-append';
import { CreateAssessmentCommand } from './create-assessment.command';

@CommandHandler(CreateAssessmentCommand)
export class CreateAssessmentHandler implements ICommandHandler<CreateAssessmentCommand> {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: CommandInfrastructure) {}

  async execute({ actor, assessmentId, assessment, asRequest, issuedAt }: CreateAssessmentCommand): Promise<CommandAccepted> {
    // Agency-side users work for one agency: the assessment is theirs unless they name another.
    const agencyId = assessment.agencyId ?? actor.agencyId ?? null;
    if (!can(actor, 'assessment.create', { agencyId, createdBy: actor.id })) {
      throw new DomainError('forbidden', 'forbidden', 'You may not create an assessment for this agency.');
    }
    const command: AssessmentCommand = {
      type: asRequest ? 'RequestAssessment' : 'CreateAssessment',
      data: { assessmentId, ...assessment, agencyId },
      metadata: commandMetadata(actor, issuedAt ?? this.infrastructure.now()),
    };
    const accepted = await decideAndAppend({
      store: this.infrastructure.eventStore,
      streamId: assessmentStreamId(assessmentId),
      decider: assessmentDecider,
      command,
    });
    return { id: assessmentId, ...accepted };
  }
}
