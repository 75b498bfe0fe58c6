/** Words of the header's account control (every page): "Sign in", or the customer's menu. */
export const accountMenuMessages = {
  signIn: 'Sign in',
  /** After the customer's first name in the menu button's name: "Rahim, account menu". */
  menuSuffix: ', account menu',
  profile: 'Profile',
  orders: 'Orders',
  wishlist: 'Wishlist',
  signOut: 'Sign out',
  /** Said once after the API refused this device's session (expired, or the password changed elsewhere). */
  sessionEnded: 'You have been signed out. Please sign in again.',
} as const;
