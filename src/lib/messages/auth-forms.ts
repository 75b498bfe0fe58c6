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

  // Signing in with a phone and a one-time code (issue 26 §2).
  phoneSignInTitle: 'Sign in with your phone',
  phoneSignInIntro: 'We will text a 6-digit code to your mobile number. New here? The code creates your account.',
  withPhone: 'Sign in with a code to your phone',
  withEmail: 'Sign in with e-mail and password',
  mobileNumber: 'Mobile number',
  sendCode: 'Text me a code',
  code: 'Code',
  codeHint: 'The 6 digits in the text message.',
  /** After the code was asked for: the same words for every number (the API's answer is too). */
  codeSent: (phone: string) => `We sent a code to ${phone}. It works for 5 minutes.`,
  newCodeSent: (phone: string) => `We sent a new code to ${phone}. Only the newest code works.`,
  yourName: 'Your name',
  /** A right code for a number without an account. */
  nameForNewAccount: 'Welcome! Enter your name to create your account.',
  createAndSignIn: 'Create account and sign in',
  sendNewCode: 'Send a new code',
  otherNumber: 'Use another number',
  invalidResetLink: 'This reset link is invalid, has expired or was already used.',
  askForNewLink: 'Ask for a new link',
} as const;
