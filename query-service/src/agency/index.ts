import { AgenciesHttp } from './agencies.http';
import { InternalAgencyHttp } from './internal-agency.http';

export const agencyQueryControllers = [AgenciesHttp, InternalAgencyHttp];
