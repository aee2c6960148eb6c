/** Field type modules by Gravity Forms type name. */
import { effectiveType } from '../../../core/forms/field-types';
import type { FormField } from '../../../core/forms/types';
import type { FieldModule } from './types';

const modules = new Map<string, FieldModule>();

/** Registers the module of a field type (a later registration replaces an earlier one). */
export function registerField(type: string, module: FieldModule): void {
  modules.set(type, module);
}

/** The module of a field type, or undefined when the type is not supported (yet). */
export function fieldModule(type: string): FieldModule | undefined {
  return modules.get(type);
}

/** The module a field renders with: its own type's, else (post fields) its input type's. */
export function fieldModuleFor(field: Pick<FormField, 'type' | 'inputType'>): FieldModule | undefined {
  return modules.get(field.type) ?? modules.get(effectiveType(field));
}

/** Every registered type (for docs and tests). */
export function registeredFieldTypes(): string[] {
  return [...modules.keys()].sort();
}
