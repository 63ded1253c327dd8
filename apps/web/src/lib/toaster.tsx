import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { TOAST_MS } from '@shop/shared/constants';

export default function ShopToaster({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return (
    <Toaster
      position="bottom-center"
      duration={TOAST_MS}
      visibleToasts={1}
      closeButton
      // Sonner's own distances (24 px, 16 px on phones), above a phone's home indicator.
      offset={{ bottom: 'calc(24px + env(safe-area-inset-bottom))' }}
      mobileOffset={{ bottom: 'calc(16px + env(safe-area-inset-bottom))' }}
      richColors={false}
      // Sonner's own stylesheet gives the toaster a system font stack; the toasts take the shop's.
      style={{ fontFamily: 'inherit' }}
    />
  );
}
