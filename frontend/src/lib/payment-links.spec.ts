import { describe, expect, it } from 'vitest';
import { paymentLinks } from './payment-links';

const none = { venmo: '', paypal: '', cashApp: '', other: '' };

describe("the commissioner's payment links", () => {
  it('link each service to its page for the handle, as typed or without its prefix', () => {
    expect(
      paymentLinks({ venmo: '@Boston-Rob', paypal: 'paypal.me/bostonrob', cashApp: '$BostonRob', other: 'Cash' }),
    ).toEqual([
      { name: 'Venmo', handle: '@Boston-Rob', href: 'https://venmo.com/u/Boston-Rob' },
      { name: 'PayPal', handle: 'paypal.me/bostonrob', href: 'https://paypal.me/bostonrob' },
      { name: 'CashApp', handle: '$BostonRob', href: 'https://cash.app/$BostonRob' },
    ]);
    expect(paymentLinks({ ...none, paypal: 'https://www.PayPal.me/rob/' })[0].href).toBe('https://paypal.me/rob');
  });

  it('show a handle that is not a plain account name (an email, a URL of elsewhere) without a link', () => {
    expect(paymentLinks({ ...none, paypal: 'rob@example.com' })).toEqual([
      { name: 'PayPal', handle: 'rob@example.com' },
    ]);
    expect(paymentLinks({ ...none, venmo: 'javascript:alert(1)' })[0].href).toBeUndefined();
  });

  it('leave out services without a handle: no placeholder', () => {
    expect(paymentLinks(none)).toEqual([]);
    expect(paymentLinks({ ...none, other: 'Cash at the watch party' })).toEqual([]);
  });
});
