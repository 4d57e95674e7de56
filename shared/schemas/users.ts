import { z } from './zod';

/** An admin's change to an account: the admin flag, the disabled flag, or both; nothing else. */
export const updateUserSchema = z
  .strictObject(
    {
      isAdmin: z.boolean({ error: 'isAdmin must be true or false' }).optional(),
      disabled: z.boolean({ error: 'disabled must be true or false' }).optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'Only isAdmin and disabled can be changed' : undefined) },
  )
  .refine((v) => v.isAdmin !== undefined || v.disabled !== undefined, { message: 'Send isAdmin, disabled or both' });

export type UpdateUserInput = z.input<typeof updateUserSchema>;
