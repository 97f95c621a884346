/** What the registration page tells the sign-in page after a successful sign-up. */
export interface LoginNotice {
  message: string;
  /** The email just registered, to fill in. */
  email: string;
}

/** The notice in a location's state, if there is a valid one. */
export function readLoginNotice(state: unknown): LoginNotice | null {
  if (typeof state !== 'object' || state === null) return null;
  const message: unknown = Reflect.get(state, 'message');
  const email: unknown = Reflect.get(state, 'email');
  return typeof message === 'string' && typeof email === 'string' ? { message, email } : null;
}
