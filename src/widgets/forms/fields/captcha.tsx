/**
 * Field type `captcha`: nothing to render where it stands. The form's invisible reCAPTCHA comes
 * from the page settings (`recaptchaSiteKey`) and posts `g-recaptcha-response` itself.
 */
import { registerField } from './registry';

registerField('captcha', { kind: 'hidden', Control: () => null });
