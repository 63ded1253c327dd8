import { useMemo } from 'react';
import { NEWSLETTER_LINK_HOURS, REFERRAL_PERCENT, WITHDRAWAL_SEND_BACK_DAYS } from '@shop/shared/constants';
import { formatDecimalLei } from '@shop/shared/money';
import { dialablePhone } from '@shop/shared/phone';
import { useLoadedShopSettings } from '@/hooks/use-shop-settings';
import { useTranslation } from '@/lib/i18n';
import { openingHoursSummary } from '../opening-hours';

/**
 * The facts every information page quotes, as interpolation values: the shop's identity and
 * figures from its settings (staff change them in the admin), so a text never carries its own
 * copy of a value and every page states the same one.
 */
export function useContentValues() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const shopName = t('app.name');
  const shop = useLoadedShopSettings();

  return useMemo(
    () => ({
      shop: shopName,
      company: shop.company_name,
      cui: shop.cui,
      regCom: shop.trade_register,
      address: shop.address,
      phone: shop.phone,
      phoneHref: `tel:${dialablePhone(shop.phone) ?? shop.phone.replace(/\s+/g, '')}`,
      email: shop.email,
      privacyEmail: shop.privacy_email,
      bank: shop.bank_name,
      iban: shop.iban,
      hours: openingHoursSummary(shop.hours, language),
      freeShipping: formatDecimalLei(shop.free_shipping_from),
      /** The shop's one sentence for the threshold, as the header and the product page say it. */
      freeShippingRule: t('common.free_shipping', { amount: formatDecimalLei(shop.free_shipping_from) }),
      shipping: formatDecimalLei(shop.shipping_cost),
      deliveryMin: shop.delivery_days_min,
      deliveryMax: shop.delivery_days_max,
      returnDays: shop.return_days,
      refundDays: shop.refund_days,
      warrantyMonths: shop.warranty_months,
      referralPercent: REFERRAL_PERCENT,
      newsletterHours: NEWSLETTER_LINK_HOURS,
      sendBackDays: WITHDRAWAL_SEND_BACK_DAYS,
    }),
    [shopName, language, shop, t],
  );
}

export type ContentValues = ReturnType<typeof useContentValues>;
