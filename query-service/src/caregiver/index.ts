import { CaregiversHttp } from './caregivers.http';

export const caregiverQueryControllers = [CaregiversHttp];
