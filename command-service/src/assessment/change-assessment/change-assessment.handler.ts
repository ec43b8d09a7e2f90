import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, assessmentActionCommand, assessmentDecider, assessmentStreamId, can, parseAssessmentAction } from '@careledger/domain';
import { INFRASTRUCTURE, type CommandInfrastructure } from '../../infrastructure';
import { commandMetadata } from '../../shared/command-metadata';
import { decideAndAppend, type CommandAccepted } from '../../shared/decide-and-append';
import { ChangeAssessmentCommand } from './change-assessment.command';

@CommandHandler(ChangeAssessmentCommand)
export class ChangeAssessmentHandler implements ICommandHandler<ChangeAssessmentCommand> {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: CommandInfrastructure) {}

  async execute({ actor, assessmentId, action, body, issuedAt }: ChangeAssessmentCommand): Promise<CommandAccepted> {
    const request = parseAssessmentAction(action, body);
    const command = assessmentActionCommand(assessmentId, request, commandMetadata(actor, issuedAt ?? this.infrastructure.now()));
    const accepted = await decideAndAppend({
      store: this.infrastructure.eventStore,
      streamId: assessmentStreamId(assessmentId),
      decider: assessmentDecider,
      command,
      expectedVersion: request.expectedVersion,
      authorize: (state) => {
        if (state.status === 'none') return;
        if (!can(actor, `assessment.${request.action}`, { agencyId: state.agencyId, createdBy: state.createdBy })) {
          throw new DomainError('forbidden', 'forbidden', `You may not ${request.action} this assessment.`);
        }
      },
    });
    return { id: assessmentId, ...accepted };
  }
}
