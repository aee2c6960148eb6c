/**
 * From an event to outbox rows: each call renders the event's mail(s) in the site's language and
 * gives them their addresses and their event key (unique: storage/mail.ts). The order's mails are
 * statements for the order's own transaction; the others are written before the visitor's answer.
 */
import { BANK_DETAILS, orderReceivedUrl } from '../shop/checkout-config';
import type { OutboxMail, Store } from '../storage';
import type { Statement } from '../storage/engine';
import { ORDER_ID_SLOT } from '../storage/mail';
import type { NewOrder } from '../storage/shop';
import type { MailSettings } from './config';
import { formNotificationMail, leadMail, orderCustomerMail, orderShopMail, passwordResetMail, type OrderMailInput } from './messages';
import type { Rendered } from './render';
import type { NotificationMail } from '../forms/notifications';
import type { Ctx } from '../router';

/** The origin of the links in mails: SITE_URL, else the request's (Host header; see config.ts). */
export function siteOrigin(ctx: Ctx, secure = false): string {
  if (ctx.mail.siteUrl) return ctx.mail.siteUrl;
  const host = ctx.req.headers.host ?? 'localhost';
  return `${secure ? 'https' : 'http'}://${/^[\w.-]+(:\d+)?$/.test(host) ? host : 'localhost'}`;
}

const addressed = (settings: MailSettings, key: string, to: string, r: Rendered, replyTo?: string): OutboxMail => ({ key, to, from: settings.from, replyTo, ...r });

/** The password-reset link, to the customer. */
export async function enqueuePasswordReset(store: Store, settings: MailSettings, p: { customerId: number; email: string; name: string; link: string; validHours: number; keyHash: string }, now: number): Promise<void> {
  const r = passwordResetMail(settings, { name: p.name, link: p.link, validHours: p.validHours });
  // One mail per reset key (the key's hash: the key itself never goes into the database).
  await store.mailOutbox.enqueue([addressed(settings, `reset:${p.customerId}:${p.keyHash.slice(0, 32)}`, p.email, r)], now);
}

/** The statements that enqueue an order's two mails (the customer's confirmation, the shop's notice), for the order's transaction. */
export function orderMailStatements(store: Store, settings: MailSettings, order: NewOrder, origin: string, now: number): Statement[] {
  const billing = JSON.parse(order.billing) as Record<string, unknown>;
  const input: OrderMailInput = {
    number: ORDER_ID_SLOT,
    lines: order.lines,
    totals: JSON.parse(order.totals) as Record<string, unknown>,
    currency: order.currency,
    paymentMethod: order.payment_method,
    paymentTitle: order.payment_method_title,
    shippingName: order.shipping_rate_name,
    note: order.customer_note,
    billing,
    shipping: JSON.parse(order.shipping) as Record<string, unknown>,
    link: `${origin}${orderReceivedUrl(0, order.order_key).replace('order-received=0', `order-received=${ORDER_ID_SLOT}`)}`,
    bank: BANK_DETAILS,
    total: order.total,
  };
  const out: Statement[] = [];
  const email = typeof billing.email === 'string' ? billing.email : '';
  if (email) out.push(store.mailOutbox.enqueueForOrderStatement(addressed(settings, `order:${ORDER_ID_SLOT}:customer`, email, orderCustomerMail(settings, input)), order.order_key, now));
  out.push(store.mailOutbox.enqueueForOrderStatement(addressed(settings, `order:${ORDER_ID_SLOT}:shop`, settings.adminEmail, orderShopMail(settings, input), email || undefined), order.order_key, now));
  return out;
}

/** A form entry's notifications (forms/notifications.ts), one outbox row per notification and recipient. */
export async function enqueueFormNotifications(store: Store, settings: MailSettings, formId: number, entryId: number, mails: readonly NotificationMail[], now: number): Promise<void> {
  await store.mailOutbox.enqueue(
    mails.flatMap((n) => {
      const r = formNotificationMail(settings, n);
      return n.to.map((to) => addressed(settings, `form:${formId}:${entryId}:${n.id}:${to.toLowerCase()}`, to, r, n.replyTo));
    }),
    now,
  );
}

/** The new-lead notice, to the site's admin (a lead created again with its Idempotency-Key has the same id: one mail). */
export async function enqueueLeadNotice(store: Store, settings: MailSettings, lead: { id: number; title: string; url: string; status: string; data: unknown }, now: number): Promise<void> {
  await store.mailOutbox.enqueue([addressed(settings, `lead:${lead.id}:admin`, settings.adminEmail, leadMail(settings, lead))], now);
}
