import { ConsentSettings } from '@/features/consent/components/consent-settings';
import { PolicyPage } from '@/features/content/components/policy-page';
import { StorageTable } from '@/features/content/components/storage-table';

/** The cookie policy, with the live list of what the shop stores and the visitor's own choice. */
export function CookiesRoute() {
  return <PolicyPage name="cookies" extras={{ necessary: <StorageTable />, choice: <ConsentSettings /> }} />;
}
