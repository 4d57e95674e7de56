import { z } from 'zod';
import { emailField } from './common';

export const loginSchema = z
  .object({
    email: emailField,
    password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1000),
  })
  .strip();

export type LoginInput = z.input<typeof loginSchema>;
