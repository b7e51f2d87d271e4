import type { PaymentHandles } from '@tribal/contracts';

export interface PaymentLink {
  name: 'Venmo' | 'PayPal' | 'CashApp';
  /** as the commissioner typed it */
  handle: string;
  /** a link to the payment service's page for the handle; absent when the handle is not a plain account name */
  href?: string;
}

/** An account name the services use in their URLs; anything else (an email, spaces) is shown but not linked. */
const ACCOUNT = /^[A-Za-z0-9._-]{1,64}$/;

function link(name: PaymentLink['name'], handle: string, account: string, url: (account: string) => string) {
  return { name, handle, href: ACCOUNT.test(account) ? url(account) : undefined } satisfies PaymentLink;
}

/** The commissioner's handles as payment links, in the spec's order (Venmo, PayPal, CashApp); empty ones left out. */
export function paymentLinks(handles: PaymentHandles): PaymentLink[] {
  const links: PaymentLink[] = [];
  if (handles.venmo)
    links.push(link('Venmo', handles.venmo, handles.venmo.replace(/^@/, ''), (a) => `https://venmo.com/u/${a}`));
  if (handles.paypal) {
    const account = handles.paypal.replace(/^(https?:\/\/)?(www\.)?paypal\.me\//i, '').replace(/\/+$/, '');
    links.push(link('PayPal', handles.paypal, account, (a) => `https://paypal.me/${a}`));
  }
  if (handles.cashApp) {
    links.push(link('CashApp', handles.cashApp, handles.cashApp.replace(/^\$/, ''), (a) => `https://cash.app/$${a}`));
  }
  return links;
}
