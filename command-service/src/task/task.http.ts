import { taskRecord } from '@careledger/domain';
import { recordCommandsHttp } from '../record/record-commands.http';

export const TaskCommandsHttp = recordCommandsHttp(taskRecord, { resource: 'tasks', tag: 'tasks' });
