import { passwordWeakness, ruleMessage, userCreationShape } from '@careledger/domain';
import { z } from 'zod';

/**
 * The account's fields plus an optional initial password. The password is split off before the
 * command is built: it goes to the identity table as a hash and never into an event.
 */
export const createUserRequest = z.strictObject({
  ...userCreationShape,
  password: z
    .string({ error: ruleMessage('must be a string') })
    .superRefine((password, context) => {
      const weakness = passwordWeakness(password);
      if (weakness) context.addIssue({ code: 'custom', message: weakness });
    })
    .meta({ format: 'password' })
    .optional(),
});
