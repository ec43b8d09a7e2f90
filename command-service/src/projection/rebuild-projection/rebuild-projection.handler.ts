import { Inject, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, can } from '@careledger/domain';
import { INFRASTRUCTURE, type CommandInfrastructure } from '../../infrastructure';
import { RebuildProjectionCommand, type RebuildAccepted } from './rebuild-projection.command';

@CommandHandler(RebuildProjectionCommand)
export class RebuildProjectionHandler implements ICommandHandler<RebuildProjectionCommand> {
  constructor(@Inject(INFRASTRUCTURE) private readonly infrastructure: CommandInfrastructure) {}

  async execute({ actor, projector }: RebuildProjectionCommand): Promise<RebuildAccepted> {
    if (!can(actor, 'projection.rebuild')) {
      throw new DomainError('forbidden', 'forbidden', 'Only administrators may rebuild a read model.');
    }
    const rebuilds = this.infrastructure.rebuilds;
    if (!rebuilds) {
      throw new ServiceUnavailableException({
        message: 'Rebuilds need REDIS_URL when command-service runs on its own (the all-in-one npm start runs them itself).',
      });
    }
    const names = await rebuilds.names();
    if (!names.includes(projector)) {
      throw new NotFoundException({ message: `No read model is named "${projector}". Known: ${names.join(', ')}.` });
    }
    const { jobId } = await rebuilds.request({ projector, requestedBy: actor.id });
    return { projector, jobId, status: 'queued' };
  }
}
