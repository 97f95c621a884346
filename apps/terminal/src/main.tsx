import './schemas-without-eval';
import { redirectToLogin } from './services/redirect-to-login';
import { hasStoredSession } from './session/has-stored-session';

// The entry stays tiny: a visitor without a stored session goes to /login before the terminal's
// code and styles are downloaded; a signed-in one loads them and starts the session.
const root = document.getElementById('root');
if (!hasStoredSession()) redirectToLogin();
else if (root) void import('./app/start-terminal').then(({ startTerminal }) => startTerminal(root));
