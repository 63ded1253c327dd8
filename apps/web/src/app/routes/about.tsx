import { AboutPage } from '@/features/content/components/about-page';

export function AboutRoute() {
  return <AboutPage />;
}
