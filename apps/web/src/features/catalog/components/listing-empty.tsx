import { CircleAlert, PackageSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';

type ListingEmptyProps = {
  /** A request the shop refused (its words say why), rather than one that found nothing. */
  refused: boolean;
  title: string;
  description?: string;
  action: ReactNode;
};

/**
 * The listing without products: nothing matched, or the shop refused the link's filters. A part
 * of the listing (shop-listing.tsx), loaded with its route; most listings never show it.
 */
export function ListingEmpty({ refused, title, description, action }: ListingEmptyProps) {
  return (
    <EmptyState
      icon={refused ? <CircleAlert className="size-6" /> : <PackageSearch className="size-6" />}
      title={title}
      description={description}
      action={action}
    />
  );
}
