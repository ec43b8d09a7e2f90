import { ChangeUserHandler } from './change-user/change-user.handler';
import { ChangeUserHttp } from './change-user/change-user.http';
import { CreateUserHandler } from './create-user/create-user.handler';
import { CreateUserHttp } from './create-user/create-user.http';
import { RandomPasswordHttp } from './random-password/random-password.http';

/** Accounts need their own handlers: besides the event, each command keeps the sign-in row in step. */
export const userCommandHandlers = [CreateUserHandler, ChangeUserHandler];
export const userCommandControllers = [CreateUserHttp, ChangeUserHttp, RandomPasswordHttp];
