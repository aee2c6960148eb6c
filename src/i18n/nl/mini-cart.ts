/**
 * Strings of add to cart (the page behaviour) and <wc-mini-cart> (Dutch), beside the shop's own
 * (./shop.ts: the Store API's errors). {name} is a product's name, {n} a number, {reason} an error text.
 */
export const miniCart = {
  'shop.add.viewCart': 'Bekijk winkelwagen',
  'shop.add.added': 'Toegevoegd aan je winkelwagen.',
  'shop.mini.toggle': 'Winkelwagen',
  'shop.mini.toggleCount': 'Winkelwagen, {n} producten',
  'shop.mini.toggleCountOne': 'Winkelwagen, 1 product',
  'shop.mini.title': 'Winkelwagen',
  'shop.mini.close': 'Winkelwagen sluiten',
  'shop.mini.empty': 'Er zitten geen producten in je winkelwagen.',
  'shop.mini.subtotal': 'Subtotaal',
  'shop.mini.viewCart': 'Bekijk winkelwagen',
  'shop.mini.checkout': 'Afrekenen',
  'shop.mini.remove': '{name} verwijderen',
  'shop.mini.decrease': 'Eén {name} minder',
  'shop.mini.increase': 'Eén {name} meer',
  'shop.mini.quantity': 'Aantal',
  'shop.mini.loading': 'Winkelwagen laden…',
  'shop.mini.removed': '{name} is verwijderd uit je winkelwagen.',
  'shop.mini.retry': 'Opnieuw proberen',
} as const;
