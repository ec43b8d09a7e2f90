export default {
  title: 'Sign in',
  signInToContinue: 'Please sign in to continue.',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  backHome: 'Back to the home page',
  errors: {
    emailRequired: 'Enter your email address.',
    emailInvalid: 'Enter a valid email address.',
    passwordRequired: 'Enter your password.',
    wrongCredentials: 'The email or password is incorrect.',
  },
};
