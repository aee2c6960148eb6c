/**
 * Tags of the contract whose widget has not been built yet render their light-DOM content
 * unchanged (progressive enhancement: a menu's <nav>, a grid's items stay usable).
 */
import type { WidgetProps } from '../context';

export function PendingWidget(_props: WidgetProps<unknown>) {
  return <slot />;
}

export const pendingStyles = ':host{display:contents}';
