/** Field type modules by Gravity Forms type name. */
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

/** Every registered type (for docs and tests). */
export function registeredFieldTypes(): string[] {
  return [...modules.keys()].sort();
}
