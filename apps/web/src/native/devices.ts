import { api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { useAuthStore } from '@/stores/auth-store';
import type { NativePlatform } from './platform';

/** The `app_version` the devices endpoint accepts at most. */
const APP_VERSION_MAX = 32;

/** `POST /api/devices/`'s body. */
export type DeviceUpload = {
  token: string;
  platform: NativePlatform;
  /** FCM on both platforms: iOS turns its APNs token into an FCM one through Firebase Messaging. */
  token_kind: 'fcm';
  locale: 'ro' | 'en';
  app_version: string;
};

/**
 * Keeps the shop told which device this is and who uses it: the push token goes to
 * `POST /api/devices/` when the system gives it (every start), and again when the customer signs
 * in or out, so the server links the device to the signed-in customer or detaches it (the call
 * carries the session's token, or none). A failed upload is logged; the next start sends it again.
 */
export function createDeviceRegistry({
  platform,
  appVersion,
}: {
  platform: NativePlatform;
  appVersion: string;
}) {
  let pushToken: string | null = null;

  const upload = async (): Promise<void> => {
    if (!pushToken) return;
    const body: DeviceUpload = {
      token: pushToken,
      platform,
      token_kind: 'fcm',
      locale: i18n.language,
      app_version: appVersion.slice(0, APP_VERSION_MAX),
    };
    try {
      await api.post<{ id: number }>('/devices/', body);
    } catch (error) {
      console.warn('Could not send the push token to the shop; it is sent again at the next start', error);
    }
  };

  const unsubscribe = useAuthStore.subscribe((state, previous) => {
    if (state.token !== previous.token) void upload();
  });

  return {
    /** The token of the `registration` event. */
    setPushToken(token: string): Promise<void> {
      pushToken = token;
      return upload();
    },
    stop: unsubscribe,
  };
}

export type DeviceRegistry = ReturnType<typeof createDeviceRegistry>;
