/**
 * The shop's legal and contact details, shown on the contact page and quoted by every policy page.
 *
 * OWNER: edit these values here (and only here) before going live; the web app and the API (contact
 * mails) both read them. They are the demo shop's
 * placeholders: the company, its CUI, trade-register number, address, phone and e-mail below do not
 * belong to a real business (the e-mail uses the reserved `.example` domain, RFC 2606).
 */
export const SHOP_DETAILS = {
  /** Legal name of the company that sells (the data controller of the privacy policy). */
  companyName: 'Salvia Demo SRL',
  /** Cod unic de înregistrare (fiscal code), with the RO prefix when the company pays VAT. */
  cui: 'RO00000000',
  /** Număr de ordine în Registrul Comerțului. */
  tradeRegisterNumber: 'J00/0000/2025',
  /** Registered office, one line as it is printed on invoices. */
  address: 'Str. Exemplului nr. 1, 010000 București, România',
  /** The customer-service phone, as shown and as dialled (E.164). */
  phone: { display: '0700 000 000', dial: '+40700000000' },
  /** Customer-service e-mail: orders, deliveries, returns. */
  email: 'contact@salvia.example',
  /** Where data-protection requests (GDPR) go. */
  privacyEmail: 'gdpr@salvia.example',
  /**
   * Customer-service hours (Europe/Bucharest). `days` are ISO weekdays (1 = Monday … 7 = Sunday);
   * a day listed nowhere is shown as closed.
   */
  hours: [
    { days: [1, 2, 3, 4, 5], open: '09:00', close: '18:00' },
    { days: [6], open: '10:00', close: '14:00' },
  ],
} as const satisfies ShopDetails;

export type OpeningHours = { days: readonly number[]; open: string; close: string };

export type ShopDetails = {
  companyName: string;
  cui: string;
  tradeRegisterNumber: string;
  address: string;
  phone: { display: string; dial: string };
  email: string;
  privacyEmail: string;
  hours: readonly OpeningHours[];
};
