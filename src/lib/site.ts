/** The shop's identity and contact details, shown in the header, footer and structured data. */
export const SITE = {
  name: 'Kolom',
  tagline: 'Stationery & gifts for every desk and every occasion, delivered across Bangladesh.',
  phone: '+880 9610-123456',
  phoneHref: 'tel:+8809610123456',
  email: 'help@kolom.com.bd',
  currency: 'BDT',
  locale: 'en-BD',
} as const;

/** The header's horizontal menu (spec §2). */
export const MAIN_MENU = [
  { href: '/', label: 'Home' },
  { href: '/products', label: 'Products' },
  { href: '/contact', label: 'Contact' },
] as const;

/** The mobile offcanvas menu (spec §2): its Contact link goes to /contact-us. */
export const MOBILE_MENU = [
  { href: '/', label: 'Home' },
  { href: '/products', label: 'Products' },
  { href: '/contact-us', label: 'Contact' },
] as const;

/** Cart icon behaviour switches at this width (spec §9). */
export const CART_DROPDOWN_MIN_WIDTH = 991;
