/** The platforms the app's native projects exist for (`Capacitor.getPlatform()` on a device). */
export type NativePlatform = 'android' | 'ios';

export function isNativePlatformName(value: string): value is NativePlatform {
  return value === 'android' || value === 'ios';
}
