import { recordRequestOf, type AnyRecordType } from '@careledger/domain';
import type { z } from 'zod';
import { commandSteps } from './command-step-registry';
import { stepsFor } from './command-steps';

/**
 * The body a client sends for one action: the record's own request, unless a declared step
 * takes a narrower one (a subscription names its product; the pipeline reads the price).
 */
export const clientRequestOf = (recordType: AnyRecordType, action: string): z.ZodType | undefined =>
  stepsFor(commandSteps, recordType, action).request ?? recordRequestOf(recordType, action)?.body;
