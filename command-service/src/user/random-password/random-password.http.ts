import { Controller, Get, UseFilters, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ErrorFilter, SessionGuard } from '@careledger/http';
import { newPassword } from '../credentials';

/** SPEC.md `/api/random-password`: a suggestion for the account forms; nothing is stored. */
@ApiTags('users')
@UseFilters(ErrorFilter)
@Controller('api')
@UseGuards(SessionGuard)
export class RandomPasswordHttp {
  @Get('random-password')
  @ApiOperation({ summary: 'A random 16-character password without look-alike characters, one of each kind at least.' })
  @ApiResponse({ status: 200, description: '{ password }' })
  randomPassword() {
    return { password: newPassword() };
  }
}
