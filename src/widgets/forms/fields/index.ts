/** Registers every field type module. Pricing and later issues import their own modules next to these. */
import './text';
import './textarea';
import './email';
import './phone';
import './number';
import './website';
import './select';
import './radio';
import './checkbox';
import './name';
import './address';
import './date';
import './time';
import './hidden';
import './honeypot';
import './html';
import './section';
import './multiselect';
import './consent';
import './password';
import './creditcard';
import './list';
import './repeater';
import './fileupload';
import './captcha';
// Pricing (product, option, quantity, shipping, donation, total)
import './product';
import './option';
import './quantity';
import './shipping';
import './donation';
import './total';

export { fieldModule, fieldModuleFor, registerField, registeredFieldTypes } from './registry';
export type { ControlProps, FieldModule } from './types';
