import { PushNotifications } from '@capacitor/push-notifications';
import type { DeviceRegistry } from './devices';
import { notificationPath } from './shop-path';

/** Contract §4 and §8: the Romanian warning when push permission is refused. */
export const PUSH_PERMISSION_REFUSED = 'Permisiunea pentru notificări a fost refuzată';

/**
 * Push at start-up (contract §4 "Push permission"): asked once, when the customer has not decided
 * yet (the system shows its dialog only then anyway). Refused: a Romanian warning and no
 * registration. Granted: the listeners first, so that no event is missed, then the registration.
 * Each event is logged; beyond the contract, the token reaches the shop and a tapped
 * notification opens the shop page it points to.
 */
export async function setUpPush({
  devices,
  navigate,
}: {
  devices: DeviceRegistry;
  navigate: (path: string) => void;
}): Promise<void> {
  let permission = await PushNotifications.checkPermissions();
  if (permission.receive === 'prompt' || permission.receive === 'prompt-with-rationale') {
    permission = await PushNotifications.requestPermissions();
  }
  if (permission.receive !== 'granted') {
    console.warn(PUSH_PERMISSION_REFUSED);
    return;
  }

  await Promise.all([
    PushNotifications.addListener('registration', ({ value }) => {
      // The token addresses this device: it goes to the shop, not into the log.
      console.debug('[push] registered for notifications');
      void devices.setPushToken(value);
    }),
    PushNotifications.addListener('registrationError', (error) =>
      console.error('[push] registration failed', error.error),
    ),
    PushNotifications.addListener('pushNotificationReceived', (notification) =>
      console.debug('[push] notification received', notification.title ?? '', notification.data),
    ),
    PushNotifications.addListener('pushNotificationActionPerformed', ({ actionId, notification }) => {
      console.debug('[push] notification opened', actionId, notification.data);
      const path = notificationPath(notification.data);
      if (path) navigate(path);
    }),
  ]);
  await PushNotifications.register();
}
