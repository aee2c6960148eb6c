/** Registers every field type of this issue. Later issues import their own modules next to these. */
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
import './html';
import './section';
// Pricing (product, option, quantity, shipping, donation, total)
import './product';
import './option';
import './quantity';
import './shipping';
import './donation';
import './total';

export { fieldModule, registerField, registeredFieldTypes } from './registry';
export type { ControlProps, FieldModule } from './types';
