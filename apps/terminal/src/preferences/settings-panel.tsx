import { useState } from 'react';
import { Button, Fieldset, Modal, Text, TextField } from '@beurs/ui';
import { checkDecimalText, decimalTextMessage } from '@beurs/domain';
import { askNotificationPermission, canNotify } from '../feedback/browser-notifications';
import { beep } from '../feedback/beep';
import { usePreferences } from './preferences-store';

/**
 * Feedback and trading preferences: the order sound, browser notifications (the browser asks
 * for permission only when they are turned on), one-click trading (a warning to confirm before
 * it turns on) and the default volume.
 */
export function SettingsPanel() {
  const preferences = usePreferences();
  const [confirmingOneClick, setConfirmingOneClick] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [volume, setVolume] = useState(preferences.defaultVolume);
  const check = checkDecimalText(volume.trim());
  const volumeError = check.ok
    ? Number(volume) > 0
      ? undefined
      : 'Default volume must be above 0'
    : decimalTextMessage('Default volume', check.problem);

  const toggleNotifications = async (on: boolean) => {
    setNotice(null);
    if (!on) return preferences.set({ browserNotifications: false });
    if (!canNotify()) return setNotice('This browser cannot show notifications.');
    const granted = await askNotificationPermission();
    preferences.set({ browserNotifications: granted });
    if (!granted) setNotice('The browser did not allow notifications. You can allow them in its site settings.');
  };

  return (
    <div className="t-settings">
      <Fieldset
        className="t-settings__group"
        legend="When an order fills, a stop-loss, take-profit or close-out closes a position, or a price alert is reached"
      >
        <Text as="p" variant="muted" className="t-hint">
          A message always appears: beside the chart on a trading screen (never over the ticket), at the bottom right elsewhere, at the top
          on a phone. Several of one kind at once become one message with their count.
        </Text>
        <label className="t-check">
          <input
            type="checkbox"
            checked={preferences.sound}
            onChange={(event) => {
              preferences.set({ sound: event.target.checked });
              // The first sound needs a click anyway; this one also lets the trader hear it.
              if (event.target.checked) beep('good');
            }}
          />
          Play a short sound
        </label>
        <label className="t-check">
          <input
            type="checkbox"
            checked={preferences.browserNotifications}
            onChange={(event) => void toggleNotifications(event.target.checked)}
          />
          Show a browser notification (also when this tab is in the background)
        </label>
        {notice ? (
          <Text as="p" variant="muted" className="t-hint" role="status">
            {notice}
          </Text>
        ) : null}
      </Fieldset>
      <Fieldset className="t-settings__group" legend="Trading">
        <TextField
          label="Default volume (lots)"
          inputMode="decimal"
          value={volume}
          onChange={(event) => {
            setVolume(event.target.value);
            const next = event.target.value.trim();
            const ok = checkDecimalText(next).ok && Number(next) > 0;
            if (ok) preferences.set({ defaultVolume: next });
          }}
          error={volumeError}
          hint="Used by new tickets and by one-click orders"
        />
        <label className="t-check">
          <input
            type="checkbox"
            checked={preferences.oneClick}
            onChange={(event) => (event.target.checked ? setConfirmingOneClick(true) : preferences.set({ oneClick: false }))}
          />
          One-click trading
        </label>
        <Text as="p" variant="muted" className="t-hint">
          {preferences.oneClick
            ? `On: Buy and Sell in the instrument list and on the chart send a market order of ${preferences.defaultVolume} lots at once; on the chart, a dragged level, a position's close button and the price axis's + act at once too.`
            : 'Off: every order goes through the ticket.'}
        </Text>
      </Fieldset>
      <Modal
        open={confirmingOneClick}
        onClose={() => setConfirmingOneClick(false)}
        title="Turn on one-click trading?"
        description={`Buy and Sell in the instrument list and on the chart will send a market order of ${preferences.defaultVolume} lots immediately, with no ticket and no second question; on the chart, dragging a stop-loss, take-profit or order price changes it, a position's close button closes it, and the price axis's + places a pending order, all without asking. A slip of the mouse opens or closes a position on your account.`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmingOneClick(false)}>
              Keep it off
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                preferences.set({ oneClick: true });
                setConfirmingOneClick(false);
              }}
            >
              Turn on one-click trading
            </Button>
          </>
        }
      />
    </div>
  );
}
