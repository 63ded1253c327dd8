import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { AccountSummary } from '@/features/account/components/account-summary';
import { AddressesSection } from '@/features/account/components/addresses-section';
import { CompaniesSection } from '@/features/account/components/companies-section';
import { LockerSection, type LockerPickerSlot } from '@/features/account/components/locker-section';
import { OrdersSection } from '@/features/account/components/orders-section';
import { LockerPicker } from '@/features/checkout/components/locker-picker';
import { FavouritesSection } from '@/features/account/components/favourites-section';
import { ReviewsSection } from '@/features/account/components/reviews-section';
import { ReturnsSection } from '@/features/account/components/returns-section';
import { ReferralSection } from '@/features/account/components/referral-section';
import { VouchersSection } from '@/features/account/components/vouchers-section';
import { WalletSection } from '@/features/account/components/wallet-section';
import { PersonalDataSection } from '@/features/account/components/personal-data-section';
import { ProfileSection } from '@/features/account/components/profile-section';
import { SecuritySection } from '@/features/account/components/security-section';
import { useDocumentTitle } from '@/lib/use-document-title';

const SECTIONS = [
  { id: 'comenzi', label: 'account.nav.orders' },
  { id: 'portofel', label: 'account.nav.wallet' },
  { id: 'vouchere', label: 'account.nav.vouchers' },
  { id: 'recomandari', label: 'account.nav.referral' },
  { id: 'retururi', label: 'account.nav.returns' },
  { id: 'favorite', label: 'account.nav.favourites' },
  { id: 'recenzii', label: 'account.nav.reviews' },
  { id: 'adrese', label: 'account.nav.addresses' },
  { id: 'firme', label: 'account.nav.companies' },
  { id: 'easybox', label: 'account.nav.locker' },
  { id: 'profil', label: 'account.nav.profile' },
  { id: 'securitate', label: 'account.nav.security' },
  { id: 'date', label: 'account.nav.data' },
] as const;

/** The checkout's easybox picker, for the account's preferred locker. */
const lockerPicker: LockerPickerSlot = ({ value, onChange }) => (
  <LockerPicker name="preferred-locker" value={value} onChange={onChange} />
);

export function AccountRoute() {
  const { t } = useTranslation();
  const titleId = useId();
  useDocumentTitle(`${t('account.document_title')} | ${t('app.name')}`);

  return (
    <div className="mx-auto w-full max-w-page px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 id={titleId} className="mb-6 text-3xl font-bold tracking-tight">
        {t('account.title')}
      </h1>
      <div className="flex flex-col gap-8">
        <AccountSummary titleId={titleId} />
        <nav aria-label={t('account.nav_label')}>
          <ul className="flex flex-wrap gap-2">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex h-11 items-center rounded-full border border-line bg-surface px-4 font-semibold hover:border-brand hover:text-brand"
                >
                  {t(section.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <OrdersSection />
        <WalletSection />
        <VouchersSection />
        <ReferralSection />
        <ReturnsSection />
        <FavouritesSection />
        <ReviewsSection />
        <AddressesSection />
        <CompaniesSection />
        <LockerSection picker={lockerPicker} />
        <ProfileSection />
        <SecuritySection />
        <PersonalDataSection />
      </div>
    </div>
  );
}
