import { useEffect } from 'react';
import { Toaster } from 'sonner';
import { TOAST_MS } from '@shop/shared/constants';

export default function ShopToaster({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return (
    <Toaster position="bottom-center" duration={TOAST_MS} visibleToasts={1} closeButton richColors={false} />
  );
}
