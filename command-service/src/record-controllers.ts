import { PatientCommandsHttp } from './patient/patient.http';
import { userCommandControllers } from './user/user-commands';
import { billingCommandControllers } from './subscription/billing-commands';
import { NoteCommandsHttp } from './note/note.http';
import { HubNoteCommandsHttp } from './note/hub-note.http';
import { AgencyCommandsHttp } from './agency/agency.http';
import { CaregiverCommandsHttp } from './caregiver/caregiver.http';
import { HubCommandsHttp } from './hub/hub.http';
import { ClusterCommandsHttp } from './hub/cluster.http';
import { HostLeadCommandsHttp } from './hub/host-lead.http';
import { PostingCommandsHttp } from './posting/posting.http';
import { MedicationCommandsHttp } from './medication/medication.http';
import { TaskCommandsHttp } from './task/task.http';
import { ReferralCommandsHttp } from './referral/referral.http';

/** The HTTP edge of every aggregate served through the generic record commands. */
export const recordControllers = [
  PatientCommandsHttp,
  ...userCommandControllers,
  ...billingCommandControllers,
  NoteCommandsHttp,
  HubNoteCommandsHttp,
  AgencyCommandsHttp,
  CaregiverCommandsHttp,
  HubCommandsHttp,
  ClusterCommandsHttp,
  HostLeadCommandsHttp,
  PostingCommandsHttp,
  MedicationCommandsHttp,
  TaskCommandsHttp,
  ReferralCommandsHttp,
];
