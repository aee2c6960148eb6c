/**
 * <gdpr-cookie-list>: the cookie list table with a first / third party filter
 * (spec section 2 "A cookie list table is filtered by first or third party"; the plugin's
 * [render_cookies_list] shortcode and its columns).
 */
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { filterByParty, type CookieEntry, type PartyFilter } from '../../core/consent/cookie-list';
import { format } from '../../i18n';
import type { CookieListStrings } from '../../i18n/cookie-list';
import type { WidgetProps } from '../context';
import type { CookieListConfig } from './config';
import { COOKIE_LIST_PARTS as P } from './parts';

export function GdprCookieList({ ctx }: WidgetProps<CookieListConfig, CookieListStrings>) {
  const { strings: s, config } = ctx;
  const [filter, setFilter] = useState<PartyFilter>('');
  const id = useId();
  const rows = filterByParty(config.cookies, filter);
  // When the table is wider than its box (a narrow column at 768 px and up) the box scrolls sideways:
  // then it is a named region in the tab order, so a keyboard can scroll it (axe's
  // scrollable-region-focusable); otherwise it is no tab stop.
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const check = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    check();
    const ro = typeof ResizeObserver === 'function' ? new ResizeObserver(check) : undefined;
    ro?.observe(el);
    return () => ro?.disconnect();
  }, [rows.length]);
  const party = (e: CookieEntry) => (e.party === 'first' ? s['consent.list.first'] : e.party === 'third' ? s['consent.list.third'] : '—');
  const session = (e: CookieEntry) => (e.session === 'session' ? s['consent.list.sessionValue'] : e.session === 'persistent' ? s['consent.list.persistentValue'] : '—');
  const columns = [
    s['consent.list.name'],
    s['consent.list.type'],
    s['consent.list.party'],
    s['consent.list.blockable'],
    s['consent.list.session'],
    s['consent.list.expiry'],
    s['consent.list.purpose'],
  ];

  return (
    <div className="cookie-list">
      <div className="cookie-list__bar">
        <label className="cookie-list__filter" htmlFor={`${id}-filter`}>
          {s['consent.list.filter']}
        </label>
        <select id={`${id}-filter`} part={P.filter} className="cookie-list__select" value={filter} onChange={(e) => setFilter(e.currentTarget.value as PartyFilter)}>
          <option value="">{s['consent.list.any']}</option>
          <option value="first">{s['consent.list.first']}</option>
          <option value="third">{s['consent.list.third']}</option>
        </select>
        <span className="cookie-list__count" role="status">
          {format(s['consent.list.count'], { count: rows.length, total: config.cookies.length })}
        </span>
      </div>
      <div ref={scrollRef} className="cookie-list__scroll" tabIndex={scrolls ? 0 : undefined} role={scrolls ? 'region' : undefined} aria-label={scrolls ? s['consent.list.caption'] : undefined}>
        <table part={P.table} className="cookie-list__table">
          <caption className="se-sr-only">{s['consent.list.caption']}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((e, i) => (
              <tr key={`${e.name}-${i}`}>
                <th scope="row" data-label={columns[0]} className="cookie-list__name">
                  {e.name}
                </th>
                <td data-label={columns[1]}>{e.type || '—'}</td>
                <td data-label={columns[2]}>
                  <span className={`cookie-list__party cookie-list__party--${e.party ?? 'unknown'}`}>{party(e)}</span>
                </td>
                <td data-label={columns[3]}>
                  <span className={`cookie-list__flag cookie-list__flag--${e.blockable ? 'yes' : 'no'}`}>{e.blockable ? s['consent.list.yes'] : s['consent.list.no']}</span>
                </td>
                <td data-label={columns[4]}>{session(e)}</td>
                <td data-label={columns[5]}>{e.expiry || '—'}</td>
                <td data-label={columns[6]} className="cookie-list__purpose">
                  {e.purpose || '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && <p className="cookie-list__empty">{s['consent.list.empty']}</p>}
      </div>
    </div>
  );
}
