import { z } from 'zod';
import { ruleMessage } from '../shared/validation';

const CATEGORY_RULE = 'must be a stream category: lowercase letters and digits, e.g. patient';
const STREAM_RULE = 'must be a stream id, <category>-<id>, e.g. patient-<uuid>';

export const STREAM_CATEGORY_PATTERN = /^[a-z][a-z0-9]*$/;
export const STREAM_ID_PATTERN = /^[a-z][a-z0-9]*-\S+$/;

export const streamCategoryField = z.string({ error: ruleMessage(CATEGORY_RULE) }).max(50, { error: 'must be at most 50 characters' }).regex(STREAM_CATEGORY_PATTERN, { error: CATEGORY_RULE });
export const streamIdField = z.string({ error: ruleMessage(STREAM_RULE) }).max(200, { error: 'must be at most 200 characters' }).regex(STREAM_ID_PATTERN, { error: STREAM_RULE });

/** `POST /api/admin/integrity/verify`: every stream and the anchors (`{}`), one category's streams, or one stream. */
export const integrityVerifyRequest = z
  .strictObject({ category: streamCategoryField.optional(), streamId: streamIdField.optional() })
  .superRefine((request, context) => {
    if (request.category !== undefined && request.streamId !== undefined) context.addIssue({ code: 'custom', path: ['streamId'], message: 'must not be given with category' });
  });
export type IntegrityVerifyRequest = z.output<typeof integrityVerifyRequest>;
