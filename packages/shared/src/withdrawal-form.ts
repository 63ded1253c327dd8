import type { Language } from './constants';

/**
 * The model withdrawal form of OUG nr. 34/2014, annex nr. 1 (in English, the model form of
 * Directive 2011/83/EU, annex I B), word for word: the page /formular-retragere and the order
 * confirmation mail (the durable medium the ordinance asks for) both print it from here. Only the
 * seller's part is filled in, from the shop's settings; the consumer fills in the rest.
 */
export const WITHDRAWAL_FORM = {
  ro: {
    title: 'Formular de retragere',
    instruction:
      '(se completează și se returnează acest formular numai dacă doriți să vă retrageți din contract)',
    to: 'Către',
    notice:
      'Vă informez/Vă informăm (*) prin prezenta cu privire la retragerea mea/noastră (*) din contractul de vânzare a următoarelor produse (*)/de prestare a următoarelor servicii (*)',
    dates: 'Comandate la data (*)/primite la data (*)',
    name: 'Numele consumatorului (consumatorilor)',
    address: 'Adresa consumatorului (consumatorilor)',
    signature:
      'Semnătura consumatorului (consumatorilor) (doar în cazul în care acest formular este notificat pe hârtie)',
    date: 'Data',
    footnote: '(*) Se elimină mențiunea inutilă.',
  },
  en: {
    title: 'Model withdrawal form',
    instruction: '(complete and return this form only if you wish to withdraw from the contract)',
    to: 'To',
    notice:
      'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*)',
    dates: 'Ordered on (*)/received on (*)',
    name: 'Name of consumer(s)',
    address: 'Address of consumer(s)',
    signature: 'Signature of consumer(s) (only if this form is notified on paper)',
    date: 'Date',
    footnote: '(*) Delete as appropriate.',
  },
} as const satisfies Record<Language, Record<string, string>>;

/** The lines the consumer fills in, in the annex's order. */
export const WITHDRAWAL_FORM_BLANKS = ['notice', 'dates', 'name', 'address', 'signature', 'date'] as const;

/** Who the form is addressed to: the seller's name, geographic address and e-mail address. */
export type WithdrawalAddressee = { company: string; address: string; email: string };

export function withdrawalAddressee(addressee: WithdrawalAddressee): string {
  return `${addressee.company}, ${addressee.address}, e-mail ${addressee.email}`;
}
