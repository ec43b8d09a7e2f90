import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Inject, Post, UseFilters, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentActor, ErrorFilter, SessionGuard, type Actor } from '@careledger/http';
import { CreateUserCommand } from './create-user.command';
import { createUserRequest } from './create-user.request';

// No Idempotency-Key here: a replayed answer would keep a plaintext password in the idempotency table.
// Retries are safe anyway: a second create finds the email taken, a second disable finds it disabled.
@ApiTags('users')
@UseFilters(ErrorFilter)
@Controller('api/users')
@UseGuards(SessionGuard)
export class CreateUserHttp {
  constructor(@Inject(CommandBus) private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Create an account that can sign in at once. Without a password, one is generated and answered once.' })
  @ApiBody({ schema: z.toJSONSchema(createUserRequest, { unrepresentable: 'any', target: 'openapi-3.0' }) as Record<string, unknown> })
  @ApiResponse({ status: 201, description: '{ id, version, globalPosition, password? }' })
  @ApiResponse({ status: 400, description: '{ message, errors: [{ path, message }] }: a field breaks a rule; nothing is stored.' })
  @ApiResponse({ status: 403, description: 'The role may not create this account.' })
  @ApiResponse({ status: 409, description: '{ message, code: "email_taken" }' })
  @ApiResponse({ status: 422, description: '{ message, code }: the role needs an agency or partner, or must not have one.' })
  create(@CurrentActor() actor: Actor, @Body() body: unknown) {
    return this.commandBus.execute(new CreateUserCommand(actor, randomUUID(), body));
  }
}
