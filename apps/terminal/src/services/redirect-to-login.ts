/** The public app's sign-in page (contract §2), outside the terminal: a full page navigation. */
export const LOGIN_PATH = '/login';

/** Leaves the terminal for the sign-in page, replacing the current history entry. */
export function redirectToLogin(): void {
  window.location.replace(LOGIN_PATH);
}
