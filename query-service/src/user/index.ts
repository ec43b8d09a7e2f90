import { LoginHttp } from './login.http';
import { LoginReader } from './login-reader';

export const userQueryControllers = [LoginHttp];
export const userQueryProviders = [LoginReader];
