import { PolicyPage } from '@/features/content/components/policy-page';

/** /accesibilitate: the accessibility statement (Legea 232/2022, the European Accessibility Act). */
export function AccessibilityRoute() {
  return <PolicyPage name="accessibility" />;
}
