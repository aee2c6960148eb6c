/**
 * Strings of the shop (the cart tags and add to cart; Dutch). Keys are prefixed with 'shop.'.
 * `shop.error.<code>` is the text shown for a Store API error code (src/core/shop/errors.ts);
 * {name} is the product's name, {n} a number, {code} a coupon code.
 */
export const shop = {
  'shop.error.woocommerce_rest_missing_nonce': 'De sessie is verlopen. Laad de pagina opnieuw en probeer het nog eens.',
  'shop.error.woocommerce_rest_invalid_nonce': 'De sessie is verlopen. Laad de pagina opnieuw en probeer het nog eens.',
  'shop.error.woocommerce_rest_product_out_of_stock': '{name} is niet meer op voorraad.',
  'shop.error.woocommerce_rest_product_partially_out_of_stock': 'Er is niet genoeg voorraad van {name}.',
  'shop.error.woocommerce_rest_product_invalid_quantity': 'Kies een aantal van minstens 1.',
  'shop.error.invalid_quantity': 'Dit aantal kan niet voor {name}.',
  'shop.error.readonly_quantity': 'Het aantal van {name} kan niet worden gewijzigd.',
  'shop.error.woocommerce_rest_cart_invalid_product': 'Dit product bestaat niet (meer).',
  'shop.error.woocommerce_rest_product_not_purchasable': 'Dit product kan niet worden gekocht.',
  'shop.error.woocommerce_rest_cart_invalid_key': 'Dit product staat niet meer in je winkelwagen.',
  'shop.error.woocommerce_rest_cart_coupon_error': 'Deze kortingscode kan niet worden gebruikt.',
  'shop.error.woocommerce_rest_cart_coupon_invalid_code': 'Deze kortingscode staat niet op je bestelling.',
  'shop.error.woocommerce_rest_cart_coupon_disabled': 'Kortingscodes zijn uitgeschakeld.',
  'shop.error.woocommerce_rest_cart_missing_rate_id': 'Kies een verzendmethode.',
  'shop.error.woocommerce_rest_shipping_disabled': 'Verzenden is uitgeschakeld.',
  'shop.error.woocommerce_rest_unknown_server_error': 'Er ging iets mis op de server. Probeer het later opnieuw.',
  'shop.error.offline': 'Geen verbinding. Controleer je internetverbinding en probeer het opnieuw.',
  'shop.error.timeout': 'De winkel reageert niet op tijd. Probeer het opnieuw.',
  'shop.error.http_error': 'De winkel gaf een fout (HTTP {status}). Probeer het later opnieuw.',
  'shop.error.unparseable': 'De winkel gaf een onleesbaar antwoord. Probeer het later opnieuw.',
  'shop.error.aborted': 'Afgebroken.',
  'shop.error.unknown': 'Er ging iets mis met je winkelwagen. Probeer het opnieuw.',
  'shop.stock.onlyLeft': 'Er zijn nog maar {n} van {name} op voorraad.',
  'shop.quantity.max': 'Je kunt maximaal {n} van {name} in je winkelwagen hebben.',
  'shop.quantity.min': 'Je moet minstens {n} van {name} in je winkelwagen hebben.',
  'shop.coupon.expired': 'Kortingscode "{code}" is verlopen.',
  'shop.coupon.notExist': 'Kortingscode "{code}" bestaat niet.',
  'shop.coupon.alreadyApplied': 'Kortingscode "{code}" is al toegepast.',
  'shop.stock.remaining': 'Nog {n} op voorraad',
  'shop.stock.backorder': 'Wordt nabesteld',
} as const;
