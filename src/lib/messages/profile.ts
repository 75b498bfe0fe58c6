/** Words of the profile screen (issue 10 §2): details, e-mail subscription, password, sign-out. */
export const profileMessages = {
  title: 'My account',
  description: 'Your details, e-mail subscription and password.',
  needsJavaScript: 'Your account page needs JavaScript. Please turn it on in your browser and reload this page.',
  loading: 'Loading your account…',
  loadFailed: 'We could not load your account.',
  retry: 'Try again',

  /** The photo placeholder's name for screen readers: the initials alone say little. */
  photoOf: (name: string) => `Photo of ${name}`,
  detailsTitle: 'Your details',
  name: 'Name',
  email: 'Email',
  emailHint: 'Your e-mail address signs you in, so it cannot be changed here.',
  phone: 'Phone',
  phoneHint: 'A Bangladeshi mobile number, like 01712-345678. Leave it empty to remove it.',
  save: 'Save',
  saving: 'Saving…',
  saved: 'Your details have been saved.',

  subscriptionTitle: 'E-mails from us',
  subscription: 'Send me news and offers by e-mail',
  subscriptionOn: 'You will receive our e-mails.',
  subscriptionOff: 'You will not receive our e-mails.',

  passwordTitle: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  newPasswordHint: 'At least 8 characters.',
  changePassword: 'Change password',
  changing: 'Changing…',
  passwordChanged: 'Your password has been changed. Your other devices have been signed out; this one stays signed in.',

  linksTitle: 'Your shopping',
  orders: 'My orders',
  addresses: 'My addresses',
  wishlist: 'My wishlist',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
} as const;
