import * as m from '../../paraglide/messages.js';

/**
 * Words of the page footer (static): its headings, links, contact lines and copyright.
 * The words themselves are in messages/footer/<locale>.json (Paraglide JS), read in the language of the page.
 */
export const footerMessages = {
  about: (shop: string) => m.footer_about({ shop }),
  get socialNetworks() { return m.footer_socialNetworks(); },
  get usefulLinks() { return m.footer_usefulLinks(); },
  get aboutUs() { return m.footer_aboutUs(); },
  get contact() { return m.footer_contact(); },
  get outlets() { return m.footer_outlets(); },
  get privacyPolicy() { return m.footer_privacyPolicy(); },
  get termsConditions() { return m.footer_termsConditions(); },
  get returnPolicy() { return m.footer_returnPolicy(); },
  get shop() { return m.footer_shop(); },
  get allProducts() { return m.footer_allProducts(); },
  get newArrivals() { return m.footer_newArrivals(); },
  get cart() { return m.footer_cart(); },
  get checkout() { return m.footer_checkout(); },
  get orders() { return m.footer_orders(); },
  get account() { return m.footer_account(); },
  get help() { return m.footer_help(); },
  get callUs() { return m.footer_callUs(); },
  get email() { return m.footer_email(); },
  get hours() { return m.footer_hours(); },
  /** After `© {year} {shop}.` */
  get rights() { return m.footer_rights(); },
};
