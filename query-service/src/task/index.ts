import { TasksHttp } from './tasks.http';

export const taskQueryControllers = [TasksHttp];
