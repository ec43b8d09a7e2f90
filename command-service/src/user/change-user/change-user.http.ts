import { Body, Controller, HttpCode, Inject, Param, Post, UseFilters, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiParam, ApiResponse, ApiTags } from '@nestjs/swagger';
import { userActions, userRecord } from '@careledger/domain';
import { z } from 'zod';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor } from '@careledger/http';
import { assertUuidParam } from '../../shared/uuid';
import { ChangeUserCommand } from './change-user.command';

const actionSchemas = Object.values(userRecord.actions).map((request) => z.toJSONSchema(request.body, { unrepresentable: 'any', target: 'openapi-3.0' }) as Record<string, unknown>);

// No Idempotency-Key here: a replayed answer would keep a plaintext password in the idempotency table.
// Retries are safe anyway: a second create finds the email taken, a second disable finds it disabled.
@ApiTags('users')
@UseFilters(ErrorFilter)
@Controller('api/users')
@UseGuards(SessionGuard)
export class ChangeUserHttp {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Post(':id/:action')
  @HttpCode(200)
  @ApiOperation({ summary: 'Activate or disable an account (status 1 / 3), change its role, or reset its password (answered once).' })
  @ApiParam({ name: 'action', enum: userActions })
  @ApiBody({ schema: { oneOf: actionSchemas }, description: 'expectedVersion, plus reason (disable) or roleId, agencyId, partnerId (change-role).' })
  @ApiResponse({ status: 200, description: '{ id, version, globalPosition }, plus password for reset-password.' })
  @ApiResponse({ status: 404, description: 'No such user, or no such action.' })
  @ApiResponse({ status: 409, description: '{ message, expectedVersion, actualVersion }: someone else changed the account.' })
  @ApiResponse({ status: 422, description: '{ message, code }: the account is already in that state, or the role does not fit.' })
  change(@CurrentActor() actor: Actor, @Param('id') id: string, @Param('action') action: string, @Body() body: unknown) {
    return this.commandBus.execute(new ChangeUserCommand(actor, assertUuidParam(id), action, body));
  }
}
