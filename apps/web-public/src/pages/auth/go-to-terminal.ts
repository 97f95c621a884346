import { TERMINAL_DASHBOARD_URL } from '../../routes/site-map';

/** Opens the terminal's dashboard: a full navigation, because the terminal is another app (contract §4). */
export function goToTerminal(): void {
  window.location.assign(TERMINAL_DASHBOARD_URL);
}
