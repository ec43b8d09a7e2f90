import { randomPasswordAnswer } from '@careledger/domain';
import { Controller, Get, UseFilters, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ErrorFilter, SessionGuard, Answers, refusalsOf } from '@careledger/http';
import { newPassword } from '../credentials';

/** SPEC.md `/api/random-password`: a suggestion for the account forms; nothing is stored. */
@ApiTags('users')
@UseFilters(ErrorFilter)
@Controller('api')
@UseGuards(SessionGuard)
export class RandomPasswordHttp {
  @Get('random-password')
  @ApiOperation({ summary: 'A random 16-character password without look-alike characters, one of each kind at least.', description: 'For a form to offer when creating an account; it meets the password rules. Nothing is stored.' })
  @Answers(randomPasswordAnswer, { refusals: refusalsOf.signedIn })
  randomPassword() {
    return { password: newPassword() };
  }
}
