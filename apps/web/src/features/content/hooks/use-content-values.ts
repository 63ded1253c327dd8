import { useMemo } from 'react';
import {
  DELIVERY_DAYS,
  FREE_SHIPPING_THRESHOLD_BANI,
  NEWSLETTER_LINK_HOURS,
  REFERRAL_PERCENT,
  REFUND_BUSINESS_DAYS,
  RETURN_DAYS,
  STANDARD_SHIPPING_BANI,
  WARRANTY_MONTHS,
} from '@shop/shared/constants';
import { formatLei } from '@shop/shared/money';
import { useTranslation } from '@/lib/i18n';
import { openingHoursSummary } from '../opening-hours';
import { SHOP_DETAILS } from '@shop/shared/shop-details';

/**
 * The facts every information page quotes, as interpolation values. Numbers come from
 * the shared constants and company details from SHOP_DETAILS, so a text never carries its own
 * copy of a value (contract §9: one setting decides, every text reads it).
 */
export function useContentValues() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const shop = t('app.name');

  return useMemo(
    () => ({
      shop,
      company: SHOP_DETAILS.companyName,
      cui: SHOP_DETAILS.cui,
      regCom: SHOP_DETAILS.tradeRegisterNumber,
      address: SHOP_DETAILS.address,
      phone: SHOP_DETAILS.phone.display,
      phoneHref: `tel:${SHOP_DETAILS.phone.dial}`,
      email: SHOP_DETAILS.email,
      privacyEmail: SHOP_DETAILS.privacyEmail,
      hours: openingHoursSummary(SHOP_DETAILS.hours, language),
      freeShipping: formatLei(FREE_SHIPPING_THRESHOLD_BANI),
      shipping: formatLei(STANDARD_SHIPPING_BANI),
      deliveryMin: DELIVERY_DAYS.min,
      deliveryMax: DELIVERY_DAYS.max,
      returnDays: RETURN_DAYS,
      refundDays: REFUND_BUSINESS_DAYS,
      warrantyMonths: WARRANTY_MONTHS,
      referralPercent: REFERRAL_PERCENT,
      newsletterHours: NEWSLETTER_LINK_HOURS,
    }),
    [shop, language],
  );
}

export type ContentValues = ReturnType<typeof useContentValues>;
