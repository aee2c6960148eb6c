<?php
/**
 * The WooCommerce switches (Settings::families(), system `woocommerce`): the shop's add-to-cart
 * buttons, the cart, checkout and account pages and the Mini-Cart block, printed as the tags.
 *
 * Each switch acts only on a visitor's page view (not in the admin, an ajax or a REST request) when
 * it is ticked and the page is not `?se=off` (Settings::switched()):
 *
 * - `replace_wc_add_to_cart`: WooCommerce's add-to-cart.js (`wc-add-to-cart`) is dequeued, so the
 *   loader's page behaviour adds through the Store API (it fires `added_to_cart` on document.body,
 *   through jQuery too when the page has it). WooCommerce's cart-fragments script (`wc-cart-fragments`)
 *   is dequeued only when our tag shows the cart (the Mini-Cart switch, or the Elementor Menu Cart
 *   switch) and no classic mini cart widget (WC_Widget_Cart, which needs it) was printed before the
 *   scripts are enqueued (a block theme prints its template first). A classic widget printed later
 *   (a classic theme's sidebar) enqueues the script again itself.
 * - `replace_wc_cart`: `[woocommerce_cart]`, the Cart block (`woocommerce/cart`) and the Classic Cart
 *   block → `<wc-cart>` around WooCommerce's classic cart (what a visitor without script gets). The
 *   Cart block is answered in `pre_render_block`, so its scripts and styles are never enqueued; its
 *   inner blocks only tell whether it shows cross-sells.
 * - `replace_wc_checkout`: `[woocommerce_checkout]`, the Checkout block and the Classic Checkout
 *   block → `<wc-checkout>` around WooCommerce's classic checkout; not on the order-received and
 *   order-pay endpoints, and not at all while checkout_blocker() names a reason.
 * - `replace_wc_account`: `[woocommerce_my_account]` → `<wc-my-account>` around WooCommerce's own
 *   markup in a `.e-my-account-tab` region (docs/tags/wc-my-account.md). WooCommerce has no block
 *   that prints the account page (its Customer Account block is a header link), so the shortcode is it.
 * - `replace_wc_mini_cart`: the Mini-Cart block (`woocommerce/mini-cart`) → `<wc-mini-cart>`, answered
 *   in `pre_render_block` (its scripts are never enqueued).
 * - With `replace_wc_add_to_cart`, WooCommerce's general script (`woocommerce`: woocommerce.js with
 *   its blockUI and js-cookie copies, and jQuery unless something else wants it) leaves the pages where
 *   it has nothing to do (general_needed()): its work is the shop's ordering select, quantity minimums,
 *   the store notice and the classic forms' password toggles.
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

	/** @var bool Whether a classic mini cart widget (which needs WooCommerce's cart fragments) was printed. */
	public static $classic_widget = false;

	/** Whether this page view printed `<wc-cart>` or `<wc-checkout>` (see dequeue_classic()). */
	public static $page_tag = false;

	/**
	 * The scripts of WooCommerce's classic cart and checkout, which the markup inside our tags (the page
	 * for a visitor without JavaScript) would bring: the tags do their work, so these go on a page that
	 * printed one. zxcvbn alone is about 390 KB gzip.
	 */
	public const CLASSIC_SCRIPTS = array( 'wc-cart', 'wc-checkout', 'wc-password-strength-meter', 'password-strength-meter', 'zxcvbn-async', 'selectWoo', 'select2', 'wc-country-select', 'wc-address-i18n' );

	/** Hooks. */
	public static function register(): void {
		add_filter( 'do_shortcode_tag', array( self::class, 'shortcode' ), 10, 2 );
		add_filter( 'pre_render_block', array( self::class, 'pre_render_block' ), 10, 2 );
		add_filter( 'render_block_woocommerce/classic-shortcode', array( self::class, 'classic_block' ), 10, 2 );
		add_action( 'wp_enqueue_scripts', array( self::class, 'dequeue' ), 100 );
		add_action( 'wp_enqueue_scripts', array( self::class, 'dequeue_classic' ), 100 );
		add_action( 'wp_enqueue_scripts', array( self::class, 'dequeue_general' ), 101 );
		add_action( 'wp_footer', array( self::class, 'dequeue_classic' ), 1 );
		add_action( 'the_widget', array( self::class, 'note_widget' ) );
		add_action( 'dynamic_sidebar', array( self::class, 'note_sidebar_widget' ) );
	}

	/**
	 * Whether a switch acts on this request: WooCommerce active, the switch ticked and not `?se=off`,
	 * and a visitor's page view (not the admin, ajax or REST).
	 *
	 * @param string $key One of the `replace_wc_*` keys.
	 * @return bool
	 */
	public static function on( string $key ): bool {
		if ( ! Assets::wc_active() || is_admin() || wp_doing_ajax() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) ) {
			return false;
		}
		return Settings::switched( $key );
	}

	/**
	 * Whether the checkout is printed as `<wc-checkout>` on this request: switched, no blocker, and
	 * not WooCommerce's order-received or order-pay page.
	 *
	 * @return bool
	 */
	public static function checkout_on(): bool {
		if ( ! self::on( 'replace_wc_checkout' ) || null !== self::checkout_blocker() ) {
			return false;
		}
		if ( function_exists( 'is_wc_endpoint_url' ) && ( is_wc_endpoint_url( 'order-received' ) || is_wc_endpoint_url( 'order-pay' ) ) ) {
			return false;
		}
		return ! isset( $_GET['pay_for_order'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only detects WooCommerce's pay page.
	}

	/**
	 * Wraps WooCommerce's cart, checkout and account shortcodes in their tags.
	 *
	 * @param string|mixed $output What the shortcode printed.
	 * @param string       $tag    Shortcode name.
	 * @return string|mixed
	 */
	public static function shortcode( $output, $tag ) {
		if ( ! is_string( $output ) ) {
			return $output;
		}
		if ( 'woocommerce_cart' === $tag && self::on( 'replace_wc_cart' ) ) {
			return self::cart_tag( $output, array( 'cross-sells' => true ) );
		}
		if ( 'woocommerce_checkout' === $tag && self::checkout_on() ) {
			return self::checkout_tag( $output );
		}
		if ( 'woocommerce_my_account' === $tag && self::on( 'replace_wc_account' ) ) {
			return self::account_tag( $output );
		}
		return $output;
	}

	/**
	 * The Cart, Checkout and Mini-Cart blocks, answered before WooCommerce renders them (so none of
	 * their scripts, styles and data are enqueued).
	 *
	 * @param string|null $pre   Null, or what another filter answered.
	 * @param array       $block The parsed block.
	 * @return string|null
	 */
	public static function pre_render_block( $pre, $block ) {
		if ( null !== $pre || ! is_array( $block ) || ! isset( $block['blockName'] ) || ! is_string( $block['blockName'] ) ) {
			return $pre;
		}
		$attrs = isset( $block['attrs'] ) && is_array( $block['attrs'] ) ? $block['attrs'] : array();
		switch ( $block['blockName'] ) {
			case 'woocommerce/cart':
				if ( ! self::on( 'replace_wc_cart' ) || ! class_exists( 'WC_Shortcodes' ) ) {
					return $pre;
				}
				$extra = array( 'cross-sells' => self::has_cross_sells( $block ) );
				if ( ! empty( $attrs['checkoutPageId'] ) && get_permalink( (int) $attrs['checkoutPageId'] ) ) {
					$extra['checkout-url'] = (string) get_permalink( (int) $attrs['checkoutPageId'] );
				}
				return self::cart_tag( (string) \WC_Shortcodes::cart(), $extra, $attrs );
			case 'woocommerce/checkout':
				if ( ! self::checkout_on() || ! class_exists( 'WC_Shortcodes' ) ) {
					return $pre;
				}
				return self::checkout_tag( (string) \WC_Shortcodes::checkout( array() ), $attrs );
			case 'woocommerce/mini-cart':
				if ( ! self::on( 'replace_wc_mini_cart' ) ) {
					return $pre;
				}
				return self::mini_cart_tag( $attrs );
		}
		return $pre;
	}

	/**
	 * WooCommerce's Classic Cart / Classic Checkout block (`woocommerce/classic-shortcode`): its
	 * printed classic markup wrapped in the tag, as the shortcodes are.
	 *
	 * @param string $content What the block printed.
	 * @param array  $block   The parsed block.
	 * @return string
	 */
	public static function classic_block( $content, $block ) {
		$which = is_array( $block ) && isset( $block['attrs']['shortcode'] ) ? $block['attrs']['shortcode'] : '';
		if ( ! is_string( $content ) || '' === $content ) {
			return $content;
		}
		if ( 'cart' === $which && self::on( 'replace_wc_cart' ) ) {
			return self::cart_tag( $content, array( 'cross-sells' => true ), (array) $block['attrs'] );
		}
		if ( 'checkout' === $which && self::checkout_on() ) {
			return self::checkout_tag( $content, (array) $block['attrs'] );
		}
		return $content;
	}

	/**
	 * `<wc-cart>` around the classic cart.
	 *
	 * @param string $inner The classic cart's markup.
	 * @param array  $extra Attributes: `cross-sells` (bool), `checkout-url`.
	 * @param array  $attrs The block's attributes (its alignment).
	 * @return string
	 */
	public static function cart_tag( string $inner, array $extra = array(), array $attrs = array() ): string {
		self::$page_tag = true;
		$html  = '<wc-cart' . self::align_class( $attrs );
		$html .= ' shop-url="' . esc_url( wc_get_page_permalink( 'shop' ) ) . '"';
		$html .= ' checkout-url="' . esc_url( $extra['checkout-url'] ?? wc_get_checkout_url() ) . '"';
		$html .= ' tax-display="' . esc_attr( self::tax_display() ) . '"';
		if ( ! empty( $extra['cross-sells'] ) ) {
			$html .= ' cross-sells';
		}
		// The shipping calculator: as the shop offers it (`woocommerce_enable_shipping_calc`), for the countries it ships to.
		$html     .= ' shipping-calculator="' . ( 'no' === get_option( 'woocommerce_enable_shipping_calc', 'yes' ) ? 'no' : 'yes' ) . '"';
		$countries = self::countries( 'shipping' );
		if ( $countries ) {
			$html .= ' countries="' . esc_attr( implode( ',', $countries ) ) . '"';
		}
		return $html . '>' . $inner . '</wc-cart>';
	}

	/**
	 * `<wc-checkout>` around the classic checkout, with what the Store API does not send: the shop's
	 * bank accounts for the bank transfer (`woocommerce_bacs_accounts`), the payment methods' titles and
	 * descriptions as the shop set them, the phone field as the shop asks it
	 * (`woocommerce_checkout_phone_field`, required by default), the terms page and the countries the
	 * shop sells to (the shop's base country first when it is one of them: the form's default).
	 *
	 * @param string $inner The classic checkout's markup.
	 * @param array  $attrs The block's attributes (its alignment).
	 * @return string
	 */
	public static function checkout_tag( string $inner, array $attrs = array() ): string {
		self::$page_tag = true;
		$methods  = array();
		$gateways = WC()->payment_gateways() ? WC()->payment_gateways()->get_available_payment_gateways() : array();
		foreach ( $gateways as $id => $gateway ) {
			$methods[ $id ] = array(
				'title'       => wp_strip_all_tags( (string) $gateway->get_title() ),
				'description' => wp_strip_all_tags( (string) $gateway->get_description() ),
			);
		}
		$accounts = array();
		foreach ( (array) get_option( 'woocommerce_bacs_accounts', array() ) as $account ) {
			if ( is_array( $account ) ) {
				$accounts[] = array_map( 'strval', array_intersect_key( $account, array_flip( array( 'account_name', 'account_number', 'bank_name', 'sort_code', 'iban', 'bic' ) ) ) );
			}
		}
		$config = array(
			'bank_accounts'   => $accounts,
			'payment_methods' => (object) $methods,
		);
		$phone  = (string) get_option( 'woocommerce_checkout_phone_field', 'required' );
		$phone  = in_array( $phone, array( 'required', 'optional', 'hidden' ), true ) ? $phone : 'required';

		$html  = '<wc-checkout' . self::align_class( $attrs );
		$html .= ' shop-url="' . esc_url( wc_get_page_permalink( 'shop' ) ) . '"';
		$html .= ' login-url="' . esc_url( wc_get_page_permalink( 'myaccount' ) ) . '"';
		$terms = function_exists( 'wc_terms_and_conditions_page_id' ) ? (int) wc_terms_and_conditions_page_id() : 0;
		if ( $terms > 0 && get_permalink( $terms ) ) {
			$html .= ' terms-url="' . esc_url( (string) get_permalink( $terms ) ) . '"';
		}
		$countries = self::countries();
		if ( $countries ) {
			$html .= ' countries="' . esc_attr( implode( ',', $countries ) ) . '"';
		}
		$html .= ' tax-display="' . esc_attr( self::tax_display() ) . '"';
		$html .= ' phone="' . esc_attr( $phone ) . '"';
		// An account made with the order, as the shop's Accounts settings say; never for a logged-in customer.
		$html .= ' create-account="' . esc_attr( self::create_account() ) . '"';
		$html .= ' generate-password="' . ( 'no' === get_option( 'woocommerce_registration_generate_password', 'yes' ) ? 'no' : 'yes' ) . '"';
		$html .= ' config="' . esc_attr( (string) wp_json_encode( $config ) ) . '"';
		return $html . '>' . $inner . '</wc-checkout>';
	}

	/**
	 * `<wc-my-account>` around WooCommerce's account markup, in the region the tag swaps when a tab
	 * is opened (`.e-my-account-tab e-my-account-tab__{endpoint}`, as Elementor's widget prints it).
	 *
	 * @param string $inner WooCommerce's `[woocommerce_my_account]` markup.
	 * @return string
	 */
	public static function account_tag( string $inner ): string {
		$endpoint = WC()->query ? (string) WC()->query->get_current_endpoint() : '';
		$endpoint = '' === $endpoint ? 'dashboard' : $endpoint;
		return '<wc-my-account><div class="e-my-account-tab e-my-account-tab__' . esc_attr( sanitize_html_class( $endpoint ) ) . '">' . $inner . '</div></wc-my-account>';
	}

	/**
	 * The Mini-Cart block's look and room from the first paint: the block shows the bag and its count
	 * without the price unless `hasHiddenPrice` is off (WooCommerce's default hides it), so the tag's
	 * subtotal part is hidden too; and the element takes the toggle's size before its script runs (a
	 * block theme prints its header before `wp_head`, so this reaches the head), so the header does not
	 * move when the link inside becomes the toggle.
	 *
	 * @param bool $hide_price Whether the block hides the price.
	 */
	public static function mini_cart_style( bool $hide_price ): void {
		if ( ! wp_style_is( 'site-elements-mini-cart-block', 'registered' ) ) {
			wp_register_style( 'site-elements-mini-cart-block', false, array(), SITE_ELEMENTS_VERSION );
			wp_add_inline_style( 'site-elements-mini-cart-block', 'wc-mini-cart.wp-block-woocommerce-mini-cart{display:inline-block;min-width:58px;min-height:44px;vertical-align:middle}wc-mini-cart.wp-block-woocommerce-mini-cart:not(:defined)>a,wc-mini-cart.wp-block-woocommerce-mini-cart[data-error]>a{display:inline-block;min-height:44px;line-height:44px}' . ( $hide_price ? 'wc-mini-cart.wp-block-woocommerce-mini-cart::part(toggle-subtotal){display:none}' : '' ) );
		}
		wp_enqueue_style( 'site-elements-mini-cart-block' );
	}

	/**
	 * `<wc-mini-cart>` for the Mini-Cart block, from its attributes: `addToCartBehaviour`
	 * (`open_drawer` → `automatically-open-cart="yes"`); the block's drawer is the tag's side cart, opened
	 * by a click. On the cart and checkout pages the block is hidden (`cartAndCheckoutRenderStyle`
	 * `hidden`, an invisible placeholder as WooCommerce prints) or removed, as WooCommerce does.
	 * Without script the visitor gets a link to the cart.
	 *
	 * @param array $attrs The block's attributes.
	 * @return string
	 */
	public static function mini_cart_tag( array $attrs ): string {
		if ( ( function_exists( 'is_cart' ) && is_cart() ) || ( function_exists( 'is_checkout' ) && is_checkout() ) ) {
			$style = $attrs['cartAndCheckoutRenderStyle'] ?? 'hidden';
			return 'hidden' === $style ? '<div class="wc-block-mini-cart wp-block-woocommerce-mini-cart" style="visibility:hidden" aria-hidden="true"></div>' : '';
		}
		$open = 'open_drawer' === ( $attrs['addToCartBehaviour'] ?? 'none' ) ? 'yes' : 'no';
		$cart = wc_get_cart_url();
		self::mini_cart_style( ! isset( $attrs['hasHiddenPrice'] ) || ! empty( $attrs['hasHiddenPrice'] ) );
		return '<wc-mini-cart' . self::align_class( $attrs, 'wp-block-woocommerce-mini-cart' ) . ' cart-type="side-cart" open-cart="click" automatically-open-cart="' . esc_attr( $open ) . '"'
			. ' cart-url="' . esc_url( $cart ) . '" checkout-url="' . esc_url( wc_get_checkout_url() ) . '">'
			. '<a href="' . esc_url( $cart ) . '">' . esc_html__( 'Cart', 'site-elements' ) . '</a></wc-mini-cart>';
	}

	/**
	 * Dequeues what the switched tags replace: WooCommerce's add-to-cart.js, and its cart fragments
	 * where our tag shows the cart and no classic mini cart widget was printed (see the file's header).
	 */
	public static function dequeue(): void {
		if ( ! self::on( 'replace_wc_add_to_cart' ) ) {
			return;
		}
		wp_dequeue_script( 'wc-add-to-cart' );
		$ours = Settings::switched( 'replace_wc_mini_cart' ) || Settings::switched( 'replace_el_menu_cart' );
		if ( $ours && ! self::$classic_widget ) {
			wp_dequeue_script( 'wc-cart-fragments' );
		}
	}

	/**
	 * WooCommerce's classic cart and checkout scripts (CLASSIC_SCRIPTS) leave a page that printed our
	 * cart or checkout tag: at wp_enqueue_scripts (a block theme has printed its template by then) and
	 * again before the footer's scripts are printed (a classic theme prints its content after the head).
	 */
	public static function dequeue_classic(): void {
		if ( ! self::$page_tag ) {
			return;
		}
		foreach ( self::CLASSIC_SCRIPTS as $handle ) {
			wp_dequeue_script( $handle );
		}
	}

	/** WooCommerce's shortcodes that print markup woocommerce.js works on (ordering, quantities). */
	public const CLASSIC_SHORTCODES = array( 'products', 'product', 'product_page', 'product_category', 'product_categories', 'product_attribute', 'recent_products', 'sale_products', 'best_selling_products', 'top_rated_products', 'featured_products', 'related_products', 'add_to_cart', 'shop_messages', 'woocommerce_order_tracking', 'woocommerce_my_account', 'woocommerce_cart', 'woocommerce_checkout' );

	/**
	 * Why WooCommerce's general script (woocommerce.js) is still needed on this page view, or null
	 * when nothing on it is left for the script: the shop's own pages (ordering select, quantities),
	 * the account pages (password toggles), the cart or checkout when WooCommerce shows them, the
	 * store notice, and a page whose content has a WooCommerce shortcode or Elementor WooCommerce
	 * widget other than the ones our tags printed.
	 *
	 * @return string|null
	 */
	public static function general_needed(): ?string {
		if ( ! self::on( 'replace_wc_add_to_cart' ) ) {
			return 'not switched';
		}
		if ( function_exists( 'is_woocommerce' ) && is_woocommerce() ) {
			return 'a shop page';
		}
		if ( function_exists( 'is_account_page' ) && is_account_page() ) {
			return 'an account page';
		}
		if ( ( ( function_exists( 'is_cart' ) && is_cart() ) || ( function_exists( 'is_checkout' ) && is_checkout() ) ) && ! self::$page_tag ) {
			return 'WooCommerce\'s own cart or checkout';
		}
		if ( function_exists( 'is_store_notice_showing' ) && is_store_notice_showing() ) {
			return 'the store notice';
		}
		$post = get_queried_object();
		if ( $post instanceof \WP_Post ) {
			foreach ( self::CLASSIC_SHORTCODES as $code ) {
				if ( has_shortcode( $post->post_content, $code ) && ! ( self::$page_tag && in_array( $code, array( 'woocommerce_cart', 'woocommerce_checkout' ), true ) ) ) {
					return 'the [' . $code . '] shortcode';
				}
			}
			if ( has_block( 'woocommerce/classic-shortcode', $post ) && ! self::$page_tag ) {
				return 'the Classic Shortcode block';
			}
			$data = (string) get_post_meta( $post->ID, '_elementor_data', true );
			if ( preg_match_all( '/"widgetType":"(woocommerce-[a-z0-9-]+|wc-[a-z0-9-]+)"/', $data, $m ) ) {
				foreach ( $m[1] as $widget ) {
					if ( 'woocommerce-menu-cart' !== $widget ) {
						return 'Elementor\'s ' . $widget . ' widget';
					}
				}
			}
		}
		return null;
	}

	/**
	 * WooCommerce's general script leaves a page where general_needed() finds nothing for it; its
	 * blockUI and js-cookie copies and jQuery are printed only as its dependencies (or for another
	 * script that still wants them).
	 */
	public static function dequeue_general(): void {
		if ( null === self::general_needed() ) {
			wp_dequeue_script( 'woocommerce' );
		}
	}

	/**
	 * Notes a classic mini cart widget printed with the_widget().
	 *
	 * @param string $widget The widget's class name.
	 */
	public static function note_widget( $widget ): void {
		if ( is_string( $widget ) && is_a( $widget, 'WC_Widget_Cart', true ) ) {
			self::$classic_widget = true;
		}
	}

	/**
	 * Notes a classic mini cart widget printed in a sidebar.
	 *
	 * @param array $widget The sidebar's widget (its callback).
	 */
	public static function note_sidebar_widget( $widget ): void {
		$callback = is_array( $widget ) && isset( $widget['callback'] ) ? $widget['callback'] : null;
		if ( is_array( $callback ) && isset( $callback[0] ) && $callback[0] instanceof \WC_Widget_Cart ) {
			self::$classic_widget = true;
		}
	}

	/**
	 * The countries the shop sells to (or, with `shipping`, ships to), its base country first when it is one of them.
	 *
	 * @param string $which `allowed` (the checkout's billing countries) or `shipping`.
	 * @return string[]
	 */
	public static function countries( string $which = 'allowed' ): array {
		if ( ! WC()->countries ) {
			return array();
		}
		$list  = 'shipping' === $which ? WC()->countries->get_shipping_countries() : WC()->countries->get_allowed_countries();
		$codes = array_map( 'strval', array_keys( (array) $list ) );
		$base  = (string) WC()->countries->get_base_country();
		if ( in_array( $base, $codes, true ) ) {
			$codes = array_values( array_unique( array_merge( array( $base ), $codes ) ) );
		}
		return array_values( array_filter( $codes, static fn( $c ) => (bool) preg_match( '/^[A-Z]{2}$/', $c ) ) );
	}

	/**
	 * `no`, `optional` or `required`: whether the checkout makes an account with the order
	 * (`woocommerce_enable_signup_and_login_from_checkout`; required when guest checkout is off), as
	 * WooCommerce's Store API decides (`should_create_customer_account`); `no` for a logged-in customer.
	 *
	 * @return string
	 */
	public static function create_account(): string {
		if ( is_user_logged_in() || ! WC()->checkout() || ! WC()->checkout()->is_registration_enabled() ) {
			return 'no';
		}
		return WC()->checkout()->is_registration_required() ? 'required' : 'optional';
	}

	/**
	 * `incl` or `excl`, WooCommerce's `woocommerce_tax_display_cart`.
	 *
	 * @return string
	 */
	private static function tax_display(): string {
		return 'excl' === get_option( 'woocommerce_tax_display_cart' ) ? 'excl' : 'incl';
	}

	/**
	 * A class attribute for the block's alignment (`alignwide`, …) and its own class name.
	 *
	 * @param array  $attrs The block's attributes.
	 * @param string $base  A class always given.
	 * @return string Empty, or ` class="…"`.
	 */
	private static function align_class( array $attrs, string $base = '' ): string {
		$classes = array();
		if ( '' !== $base ) {
			$classes[] = $base;
		}
		if ( isset( $attrs['align'] ) && is_string( $attrs['align'] ) && '' !== $attrs['align'] ) {
			$classes[] = 'align' . sanitize_html_class( $attrs['align'] );
		}
		if ( isset( $attrs['className'] ) && is_string( $attrs['className'] ) ) {
			foreach ( preg_split( '/\s+/', $attrs['className'] ) as $name ) {
				if ( '' !== sanitize_html_class( $name ) ) {
					$classes[] = sanitize_html_class( $name );
				}
			}
		}
		return $classes ? ' class="' . esc_attr( implode( ' ', $classes ) ) . '"' : '';
	}

	/**
	 * Whether a Cart block shows cross-sells: its inner blocks hold the Cross-Sells block or a
	 * Product Collection of the cross-sells collection (WooCommerce's default cart page).
	 *
	 * @param array $block The parsed block.
	 * @return bool
	 */
	private static function has_cross_sells( array $block ): bool {
		foreach ( (array) ( $block['innerBlocks'] ?? array() ) as $inner ) {
			if ( ! is_array( $inner ) ) {
				continue;
			}
			$name = $inner['blockName'] ?? '';
			if ( 'woocommerce/cart-cross-sells-block' === $name ) {
				return true;
			}
			if ( 'woocommerce/product-collection' === $name && 'woocommerce/product-collection/cross-sells' === ( $inner['attrs']['collection'] ?? '' ) ) {
				return true;
			}
			if ( 'woocommerce/empty-cart-block' !== $name && self::has_cross_sells( $inner ) ) {
				return true;
			}
		}
		return false;
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
