import type { Messages } from '../../messages';
import type auth from '../en-US/auth';

export default {
  title: 'Iniciar sesión',
  signInToContinue: 'Inicie sesión para continuar.',
  email: 'Correo electrónico',
  password: 'Contraseña',
  submit: 'Iniciar sesión',
  backHome: 'Volver a la página de inicio',
  errors: {
    emailRequired: 'Introduzca su correo electrónico.',
    emailInvalid: 'Introduzca un correo electrónico válido.',
    passwordRequired: 'Introduzca su contraseña.',
    wrongCredentials: 'El correo electrónico o la contraseña no son correctos.',
  },
} satisfies Messages<typeof auth>;
