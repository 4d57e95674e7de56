/** What the accounts API answers to admins: user rows and device tokens, never a password hash or a token secret. */

/** GET /api/admin/users (sorted by e-mail) and PATCH /api/admin/users/:id. */
export interface AdminUserDto {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isAdmin: boolean;
  disabled: boolean;
  lastSignInAt: string | null;
  createdAt: string;
  tokenCount: number;
}

/** A desktop token as listed to its owner or an admin; the secret itself is never sent again. */
export interface DeviceTokenDto {
  id: string;
  deviceName: string | null;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The body of PATCH /api/admin/users/:id: change one or both flags. */
export interface AdminUserChange {
  isAdmin?: boolean;
  disabled?: boolean;
}

/** What the server-rendered sign-up form shows again: the address kept, the error, or the sent notice. */
export interface SignUpState {
  email?: string;
  error?: string;
  fieldErrors?: Record<string, string[]>;
  /** Set once a sign-up was taken: the same words whether or not the address already has an account. */
  sentMessage?: string;
}
