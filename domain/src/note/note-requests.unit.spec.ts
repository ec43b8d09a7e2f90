import { describe, expect, it } from 'vitest';
import { Role } from '../catalog/roles';
import type { Actor } from '../policy/actor';
import type { RecordRequest } from '../record/record-type';
import type { Command } from '../shared/command';
import { fold } from '../shared/decider';
import { isDomainError } from '../shared/domain-error';
import { parseOrThrow } from '../shared/validation';
import { noteActionNames } from './actions';
import type { NoteCommand } from './commands';
import { noteDecider } from './decider';
import { hubNoteRecord } from './hub-note-record';
import { AGENCY_ID, APPENDED_ID, NOTE_ID, PATIENT_ID, created, draftNote, metadataOf, publishedNote } from './note.fixtures';
import { patientNoteRecord } from './patient-note-record';

const HUB_ID = '7a1d2c3b-4a59-4e68-8f70-000000000001';
const agencyActor: Actor = { id: 'user-agency', roleId: Role.AGENCY, agencyId: AGENCY_ID, partnerId: null };
const partnerActor: Actor = { id: 'user-partner', roleId: Role.PARTNER, agencyId: null, partnerId: 'partner-1' };

const fieldErrors = (request: RecordRequest<Command>, body: unknown) => {
  try {
    parseOrThrow(request.body, body);
  } catch (error) {
    if (isDomainError(error)) return error.errors;
  }
  return [];
};

const commandFrom = (request: RecordRequest<Command>, body: unknown, actor: Actor = agencyActor): NoteCommand =>
  request.toCommand(NOTE_ID, parseOrThrow(request.body, body) as never, metadataOf({ id: actor.id, roleId: actor.roleId }), actor) as NoteCommand;

const content = { noteTypeId: 2, dateOfService: '2026-03-01', body: 'Slept well.', visibility: 3, isDraft: false };

describe('creating a patient note: the body', () => {
  it('names every missing or bad field', () => {
    expect(fieldErrors(patientNoteRecord.create, {})).toEqual([
      { path: 'patientId', message: 'is required' },
      { path: 'noteTypeId', message: 'is required' },
      { path: 'dateOfService', message: 'is required' },
      { path: 'body', message: 'is required' },
      { path: 'visibility', message: 'is required' },
      { path: 'isDraft', message: 'is required' },
    ]);
    expect(
      fieldErrors(patientNoteRecord.create, { patientId: 'p-1', noteTypeId: 0, noteTemplateId: 1.5, dateOfService: '03/01/2026', body: '   ', visibility: 7, isDraft: 'no', hubId: HUB_ID }),
    ).toEqual([
      { path: 'patientId', message: 'must be a UUID' },
      { path: 'noteTypeId', message: 'must be a positive integer' },
      { path: 'noteTemplateId', message: 'must be a positive integer' },
      { path: 'dateOfService', message: 'must be a date, YYYY-MM-DD' },
      { path: 'body', message: 'must not be blank' },
      { path: 'visibility', message: 'must be a note visibility: 1 care team, 2 author, 3 anyone, 4 agency, 5 partner or 6 administrator' },
      { path: 'isDraft', message: 'must be true or false' },
      { path: 'hubId', message: 'is not an allowed field' },
    ]);
  });

  it('bounds the body from 1 to 20000 characters, kept exactly as written', () => {
    expect(fieldErrors(patientNoteRecord.create, { patientId: PATIENT_ID, ...content, body: '' })).toEqual([{ path: 'body', message: 'must not be empty' }]);
    expect(fieldErrors(patientNoteRecord.create, { patientId: PATIENT_ID, ...content, body: 'a'.repeat(20_001) })).toEqual([{ path: 'body', message: 'must be at most 20000 characters' }]);
    const command = commandFrom(patientNoteRecord.create, { patientId: PATIENT_ID, ...content, body: ' Slept.\n' });
    expect(command.data).toMatchObject({ body: ' Slept.\n' });
  });

  it('becomes a CreateNote about the patient, by the author for their organisation', () => {
    expect(commandFrom(patientNoteRecord.create, { patientId: PATIENT_ID, ...content, noteTemplateId: 4 })).toEqual({
      type: 'CreateNote',
      data: { noteId: NOTE_ID, subject: { kind: 'patient', patientId: PATIENT_ID }, authorAgencyId: AGENCY_ID, authorPartnerId: null, noteTypeId: 2, noteTemplateId: 4, dateOfService: '2026-03-01', body: 'Slept well.', visibility: 3, isDraft: false },
      metadata: metadataOf({ id: agencyActor.id, roleId: agencyActor.roleId }),
    });
  });
});

describe('creating a hub note: the body', () => {
  it('needs exactly one of hubId and clusterId', () => {
    expect(fieldErrors(hubNoteRecord.create, content)).toEqual([{ path: 'hubId', message: 'is required, or clusterId' }]);
    expect(fieldErrors(hubNoteRecord.create, { ...content, hubId: HUB_ID, clusterId: HUB_ID })).toEqual([
      { path: 'clusterId', message: 'must not be given with hubId: a note is about one hub or one cluster' },
    ]);
    expect(fieldErrors(hubNoteRecord.create, { ...content, hubId: 'hub' })).toEqual([{ path: 'hubId', message: 'must be a UUID' }]);
    expect(fieldErrors(hubNoteRecord.create, { ...content, patientId: PATIENT_ID, hubId: HUB_ID })).toEqual([{ path: 'patientId', message: 'is not an allowed field' }]);
  });

  it('names the hub or the cluster, and records the partner a partner writes for', () => {
    expect(commandFrom(hubNoteRecord.create, { ...content, hubId: HUB_ID }).data).toMatchObject({ subject: { kind: 'hub', hubId: HUB_ID }, authorAgencyId: AGENCY_ID });
    expect(commandFrom(hubNoteRecord.create, { ...content, clusterId: HUB_ID }, partnerActor).data).toMatchObject({
      subject: { kind: 'cluster', clusterId: HUB_ID },
      authorAgencyId: null,
      authorPartnerId: 'partner-1',
    });
  });
});

describe('note actions: the bodies', () => {
  const actions = patientNoteRecord.actions;

  it('are the same for patient and hub notes, and exactly the known action names', () => {
    expect(Object.keys(actions)).toEqual([...noteActionNames]);
    expect(hubNoteRecord.actions).toBe(actions);
  });

  it('need an expectedVersion, except the view log, which refuses one', () => {
    expect(fieldErrors(actions.publish, {})).toEqual([{ path: 'expectedVersion', message: 'is required' }]);
    expect(fieldErrors(actions.log, {})).toEqual([]);
    expect(fieldErrors(actions.log, { expectedVersion: 1 })).toEqual([{ path: 'expectedVersion', message: 'is not an allowed field' }]);
  });

  it('check inserts and strikes: a target, offsets from 0, text, and an end after the start', () => {
    expect(fieldErrors(actions.insert, { expectedVersion: 0, targetId: 'x', offset: -1, text: '' })).toEqual([
      { path: 'targetId', message: 'must be a UUID' },
      { path: 'offset', message: 'must be an integer greater than or equal to 0' },
      { path: 'text', message: 'must not be empty' },
    ]);
    expect(commandFrom(actions.insert, { expectedVersion: 0, targetId: NOTE_ID, offset: 3, text: ' ' }).data).toEqual({ noteId: NOTE_ID, targetId: NOTE_ID, offset: 3, text: ' ' });
    expect(fieldErrors(actions.strike, { expectedVersion: 0, targetId: NOTE_ID, start: 4, end: 4 })).toEqual([{ path: 'end', message: 'must be greater than start' }]);
    expect(fieldErrors(actions.strike, { expectedVersion: 0, targetId: NOTE_ID, start: 1.5 })).toEqual([
      { path: 'start', message: 'must be an integer greater than or equal to 0' },
      { path: 'end', message: 'is required' },
    ]);
  });

  it('need a change in edit-draft and fields', () => {
    expect(fieldErrors(actions['edit-draft'], { expectedVersion: 0 })).toEqual([{ path: '', message: 'must change at least one of body, noteTypeId, noteTemplateId, dateOfService' }]);
    expect(fieldErrors(actions.fields, { expectedVersion: 0 })).toEqual([{ path: '', message: 'must change at least one of noteTypeId, dateOfService' }]);
    expect(fieldErrors(actions.fields, { expectedVersion: 0, noteTemplateId: 3 })).toEqual([
      { path: 'noteTemplateId', message: 'is not an allowed field' },
      { path: '', message: 'must change at least one of noteTypeId, dateOfService' },
    ]);
    expect(commandFrom(actions['edit-draft'], { expectedVersion: 0, noteTemplateId: null }).data).toEqual({ noteId: NOTE_ID, noteTemplateId: null });
  });

  it('name an appended note by the client’s id, or else by the command’s', () => {
    expect(commandFrom(actions.append, { expectedVersion: 0, body: 'More', appendedNoteId: APPENDED_ID }).data).toEqual({ noteId: NOTE_ID, appendedNoteId: APPENDED_ID, body: 'More' });
    expect(commandFrom(actions.append, { expectedVersion: 0, body: 'More' }).data).toEqual({ noteId: NOTE_ID, appendedNoteId: 'command-1', body: 'More' });
    expect(fieldErrors(actions.privacy, { expectedVersion: 0, visibility: 0 })[0]?.path).toBe('visibility');
  });
});

describe('what the policy is told', () => {
  it('shows a draft as its author’s alone, and a published note with its visibility and patient', () => {
    expect(patientNoteRecord.factsOf(fold(noteDecider, draftNote))).toEqual({ authorId: 'user-author', createdBy: 'user-author', visibility: 2, patientId: PATIENT_ID });
    expect(patientNoteRecord.factsOf(fold(noteDecider, publishedNote))).toEqual({ authorId: 'user-author', createdBy: 'user-author', visibility: 1, patientId: PATIENT_ID });
  });

  it('shows a hub note with the organisation it was written for', () => {
    const hubNote = fold(noteDecider, [created({ subject: { kind: 'hub', hubId: HUB_ID }, authorPartnerId: 'partner-1', visibility: 5 })]);
    expect(hubNoteRecord.factsOf(hubNote)).toEqual({ authorId: 'user-author', createdBy: 'user-author', visibility: 5, agencyId: AGENCY_ID, partnerId: 'partner-1' });
  });

  it('checks a creation against the visibility asked for, draft or not', () => {
    const command = commandFrom(patientNoteRecord.create, { patientId: PATIENT_ID, ...content, visibility: 4, isDraft: true });
    expect(patientNoteRecord.factsOfCreation(command)).toEqual({ authorId: agencyActor.id, createdBy: agencyActor.id, visibility: 4, patientId: PATIENT_ID });
    const hubCommand = commandFrom(hubNoteRecord.create, { ...content, hubId: HUB_ID });
    expect(hubNoteRecord.factsOfCreation(hubCommand)).toEqual({ authorId: agencyActor.id, createdBy: agencyActor.id, visibility: 3, agencyId: AGENCY_ID, partnerId: null });
  });
});
