/** Words of the shop's navigation, all static: the main menu, Browse Categories, the phone's offcanvas menu. */
export const menuMessages = {
  home: 'Home',
  products: 'Products',
  contact: 'Contact',
  mainNav: 'Main',
  mobileNav: 'Mobile',
  browseCategories: 'Browse Categories',
  openMenu: 'Open menu',
  menu: 'Menu',
  close: 'Close',
  categories: 'Categories',
  /** Before the phone number in the green bar. */
  needHelp: 'Need help?',
} as const;
