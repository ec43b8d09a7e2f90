import type { Command } from '../shared/command';
import type { HostLeadContact } from './events';

interface HostLeadRef {
  hostLeadId: string;
}

export type CaptureHostLead = Command<'CaptureHostLead', HostLeadRef & HostLeadContact>;
export type QualifyHostLead = Command<'QualifyHostLead', HostLeadRef>;
export type ConvertHostLead = Command<'ConvertHostLead', HostLeadRef & { hubId: string }>;
export type RejectHostLead = Command<'RejectHostLead', HostLeadRef & { reason: string }>;

export type HostLeadCommand = CaptureHostLead | QualifyHostLead | ConvertHostLead | RejectHostLead;
