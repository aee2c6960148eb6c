<?php
/**
 * The WooCommerce switches (Settings::families(), system `woocommerce`): the shop's add-to-cart
 * buttons, the cart, checkout and account pages and the Mini-Cart block, printed as the tags.
 *
 * @package site-elements
 */

namespace SiteElements;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's pages as the tags.
 */
final class Woocommerce {

	/** The payment gateways `<wc-checkout>` supports. */
	public const GATEWAYS = array( 'cod', 'bacs', 'cheque' );

	/** Hooks. */
	public static function register(): void {
	}

	/**
	 * Why the checkout cannot be switched on this site (an enabled gateway the tag does not support),
	 * or null.
	 *
	 * @return string|null
	 */
	public static function checkout_blocker(): ?string {
		if ( ! Assets::wc_active() || ! function_exists( 'WC' ) || ! WC()->payment_gateways() ) {
			return null;
		}
		$other = array();
		foreach ( WC()->payment_gateways()->payment_gateways() as $id => $gateway ) {
			if ( 'yes' === $gateway->enabled && ! in_array( $id, self::GATEWAYS, true ) ) {
				$other[] = $gateway->get_method_title() ? $gateway->get_method_title() : $id;
			}
		}
		if ( ! $other ) {
			return null;
		}
		/* translators: %s: payment methods' names */
		return sprintf( __( 'WooCommerce\'s checkout stays in place: the payment method %s is enabled, and the tag supports cash on delivery, bank transfer and cheque only.', 'site-elements' ), implode( ', ', $other ) );
	}
}
