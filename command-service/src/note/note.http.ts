import { patientNoteRecord } from '@careledger/domain';
import { recordCommandsHttp } from '../record/record-commands.http';

export const NoteCommandsHttp = recordCommandsHttp(patientNoteRecord, { resource: 'notes', tag: 'notes' });
