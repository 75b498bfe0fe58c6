/** Words of the sign-in, sign-up, forgot-password and reset-password screens (issue 10 §2). */
export const authFormMessages = {
  signInTitle: 'Sign in',
  signUpTitle: 'Create your account',
  forgotTitle: 'Forgot your password?',
  resetTitle: 'Choose a new password',
  needsJavaScript: 'Signing in needs JavaScript. Please turn it on in your browser and reload this page.',
  loading: 'Loading…',

  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  phoneHint: 'A Bangladeshi mobile number, like 01712-345678.',
  password: 'Password',
  newPassword: 'New password',
  passwordHint: 'At least 8 characters.',

  signIn: 'Sign in',
  signingIn: 'Signing in…',
  signUp: 'Sign up',
  signingUp: 'Creating your account…',
  sendResetLink: 'Send reset link',
  sending: 'Sending…',
  resetPassword: 'Reset password',
  resetting: 'Saving…',

  noAccount: 'New here?',
  createAccount: 'Create an account',
  haveAccount: 'Already have an account?',
  forgotPassword: 'Forgot your password?',
  backToSignIn: 'Back to sign in',
  forgotIntro: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',

  /** Spec §8 `already_logedin`. */
  alreadySignedIn: 'You are already signed in',
  /** Spec §8 `auth_error`: never says whether the e-mail or the password was wrong. */
  incorrect: 'E-mail or password is incorrect.',
  /** Spec §8 `duplicate_email`, with links to its two ways out. */
  duplicateEmail: {
    text: 'An account with this e-mail already exists.',
    signIn: 'Sign in',
    or: 'or',
    reset: 'reset your password',
  },
  /** Shown whatever the address, so no one learns from it whether an account exists. */
  resetLinkSent: 'If an account uses this e-mail, a link to reset its password is on its way. Check your inbox (and spam folder); the link works once, for 60 minutes.',
  resetDone: 'Your password has been changed. You can sign in with it now.',
  signInNow: 'Sign in',
  invalidResetLink: 'This reset link is invalid, has expired or was already used.',
  askForNewLink: 'Ask for a new link',
} as const;
