/** Field type `html`: the field's content, sanitized before it enters the DOM. */
import { useMemo } from 'react';
import { registerField } from './registry';
import type { ControlProps } from './types';

export function HtmlControl({ field, sanitize }: ControlProps) {
  const html = useMemo(() => sanitize(field.content ?? ''), [field.content, sanitize]);
  return <div className="gfield__html" dangerouslySetInnerHTML={{ __html: html }} />;
}

registerField('html', { kind: 'display', Control: HtmlControl });
