import { ApiOperation } from '@nestjs/swagger';
import { rebuildQueuedAnswer } from '@careledger/domain';
import { Controller, HttpCode, Inject, Param, Post, UseFilters, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor, Answers, refusalsOf } from '@careledger/http';
import { RebuildProjectionCommand } from './rebuild-projection.command';

@UseFilters(ErrorFilter)
@Controller('api/admin/projections')
@UseGuards(SessionGuard)
export class RebuildProjectionHttp {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Post(':name/rebuild')
  @HttpCode(202)
  @ApiOperation({ summary: 'Rebuild a read model from the first event.', description: 'Administrators only. Replays the whole log into fresh tables while the live ones keep serving, then swaps them in; GET /api/admin/projections shows the progress. 404 for a read model that does not exist.' })
  @Answers(rebuildQueuedAnswer, { status: 202, description: 'The rebuild is queued. Administrators only.', refusals: [...refusalsOf.restricted, 404] })
  rebuild(@CurrentActor() actor: Actor, @Param('name') name: string) {
    return this.commandBus.execute(new RebuildProjectionCommand(actor, name));
  }
}
