<?php
/**
 * The WooCommerce switches (includes/class-woocommerce.php): what each prints when ticked, nothing when
 * not ticked or `?se=off`, the blocks' own scripts never enqueued when switched, the checkout left to
 * WooCommerce while a gateway the tag does not support is enabled, hostile values escaped. Without
 * WooCommerce (stack 1) they check that nothing is changed.
 *
 * The Mini-Cart tests come first: rendering WooCommerce's cart or checkout defines WOOCOMMERCE_CART /
 * WOOCOMMERCE_CHECKOUT for the rest of the process (is_cart() is then true).
 *
 * @package site-elements
 */

use SiteElements\Woocommerce;

/** A value that would break out of an attribute if printed raw. */
const SE_WCS_HOSTILE = '"><script>alert(1)</script>';

/**
 * Whether WooCommerce is active; without it, checks that the switches change nothing.
 *
 * @return bool
 */
function se_wcs_have_wc() {
	if ( class_exists( 'WooCommerce' ) ) {
		return true;
	}
	se_settings( array_fill_keys( array( 'replace_wc_add_to_cart', 'replace_wc_cart', 'replace_wc_checkout', 'replace_wc_account', 'replace_wc_mini_cart' ), true ) );
	foreach ( array( 'replace_wc_add_to_cart', 'replace_wc_cart', 'replace_wc_checkout', 'replace_wc_account', 'replace_wc_mini_cart' ) as $key ) {
		se_assert( ! Woocommerce::on( $key ), "{$key} does nothing without WooCommerce" );
	}
	se_assert_same( '<p>x</p>', Woocommerce::shortcode( '<p>x</p>', 'woocommerce_cart' ) );
	se_assert_same( null, Woocommerce::pre_render_block( null, array( 'blockName' => 'woocommerce/cart', 'attrs' => array() ) ) );
	return false;
}

/**
 * Renders one block's markup as the page would.
 *
 * @param string $markup Block markup.
 * @return string
 */
function se_wcs_render( $markup ) {
	$html = '';
	foreach ( parse_blocks( $markup ) as $block ) {
		$html .= render_block( $block );
	}
	return $html;
}

/**
 * The decoded value of an attribute of the first `<$tag>` in $html.
 *
 * @param string $html HTML.
 * @param string $tag  Tag name.
 * @param string $name Attribute.
 * @return string|null
 */
function se_wcs_attr( $html, $tag, $name ) {
	if ( ! preg_match( '#<' . $tag . '\b[^>]*>#', $html, $m ) ) {
		throw new SE_Test_Failure( "no <{$tag}> in " . substr( $html, 0, 300 ) );
	}
	if ( ! preg_match( '#\s' . preg_quote( $name, '#' ) . '(?:="([^"]*)")?(?=[\s>])#', $m[0], $a ) ) {
		return null;
	}
	return html_entity_decode( $a[1] ?? '', ENT_QUOTES | ENT_HTML5, 'UTF-8' );
}

/**
 * Runs $fn with a filter returning $value, removed after.
 *
 * @param string   $hook  Filter.
 * @param mixed    $value Value.
 * @param callable $fn    Code.
 * @return mixed What $fn returned.
 */
function se_wcs_with( $hook, $value, callable $fn ) {
	$filter = static fn() => $value;
	add_filter( $hook, $filter, 999 );
	try {
		return $fn();
	} finally {
		remove_filter( $hook, $filter, 999 );
	}
}

/**
 * The stored WooCommerce page content of a Cart or Checkout block page (WC_Install's own).
 *
 * @param string $which `cart` or `checkout`.
 * @return string
 */
function se_wcs_default_block( $which ) {
	$method = new ReflectionMethod( 'WC_Install', 'get_' . $which . '_block_content' );
	$method->setAccessible( true );
	return (string) $method->invoke( null );
}

/**
 * Whether the Mini-Cart block's front end is enqueued: its classic script, its script module
 * (WooCommerce 11's Interactivity API mini cart) or its style.
 *
 * @return bool
 */
function se_wcs_mini_cart_assets() {
	$module = function_exists( 'wp_script_modules' ) && method_exists( wp_script_modules(), 'get_queue' ) && in_array( 'woocommerce/mini-cart', wp_script_modules()->get_queue(), true );
	return $module || wp_script_is( 'wc-mini-cart-block-frontend', 'enqueued' ) || wp_style_is( 'wc-blocks-style-mini-cart', 'enqueued' );
}

/** Dequeues the Mini-Cart block's front end. */
function se_wcs_mini_cart_dequeue() {
	wp_dequeue_script( 'wc-mini-cart-block-frontend' );
	wp_dequeue_style( 'wc-blocks-style-mini-cart' );
	if ( function_exists( 'wp_dequeue_script_module' ) ) {
		wp_dequeue_script_module( 'woocommerce/mini-cart' );
	}
}

/** Makes sure WooCommerce's cart is loaded for a CLI request. */
function se_wcs_cart() {
	if ( function_exists( 'wc_load_cart' ) && null === WC()->cart ) {
		wc_load_cart();
	}
}

// ---- Mini-Cart block (first: see the file's header) ------------------------------------------------

function se_test_wc_switch_mini_cart_block() {
	if ( ! se_wcs_have_wc() ) {
		return;
	}
	$markup = '<!-- wp:woocommerce/mini-cart {"addToCartBehaviour":"open_drawer","className":"my-cart"} /-->';
	se_settings( array( 'replace_wc_mini_cart' => true ) );
	se_wcs_mini_cart_dequeue();
	if ( is_cart() || is_checkout() ) {
		// Another test rendered WooCommerce's cart in this process: the block is hidden there.
		se_assert_not_contains( '<wc-mini-cart', se_wcs_render( $markup ) );
		return;
	}
	$html = se_wcs_with( 'woocommerce_get_cart_url', 'https://example.com/winkelwagen/' . SE_WCS_HOSTILE, static fn() => se_wcs_render( $markup ) );
	se_assert_contains( '<wc-mini-cart', $html );
	se_assert_same( 'side-cart', se_wcs_attr( $html, 'wc-mini-cart', 'cart-type' ) );
	se_assert_same( 'click', se_wcs_attr( $html, 'wc-mini-cart', 'open-cart' ) );
	se_assert_same( 'yes', se_wcs_attr( $html, 'wc-mini-cart', 'automatically-open-cart' ), 'addToCartBehaviour open_drawer' );
	se_assert_same( wc_get_checkout_url(), se_wcs_attr( $html, 'wc-mini-cart', 'checkout-url' ) );
	se_assert_contains( 'my-cart', (string) se_wcs_attr( $html, 'wc-mini-cart', 'class' ), 'the block\'s class name' );
	se_assert_not_contains( '<script>', $html, 'a hostile cart URL is escaped' );
	se_assert_not_contains( '">', (string) se_wcs_attr( $html, 'wc-mini-cart', 'cart-url' ), 'the cart URL stays in its attribute' );
	se_assert( ! se_wcs_mini_cart_assets(), 'the Mini-Cart block\'s script, script module and style are not enqueued' );
	se_assert_not_contains( 'wc-block-mini-cart__drawer', $html, 'WooCommerce\'s drawer is not printed' );

	// The default behaviour: no opening after an add.
	se_assert_same( 'no', se_wcs_attr( se_wcs_render( '<!-- wp:woocommerce/mini-cart /-->' ), 'wc-mini-cart', 'automatically-open-cart' ) );

	// On the cart and checkout pages: hidden (the default) or removed, as WooCommerce does.
	se_wcs_with(
		'woocommerce_is_cart',
		true,
		static function () {
			$hidden = se_wcs_render( '<!-- wp:woocommerce/mini-cart /-->' );
			se_assert_not_contains( '<wc-mini-cart', $hidden );
			se_assert_contains( 'visibility:hidden', $hidden );
			se_assert_same( '', trim( se_wcs_render( '<!-- wp:woocommerce/mini-cart {"cartAndCheckoutRenderStyle":"removed"} /-->' ) ) );
		}
	);

	// ?se=off and not ticked: WooCommerce's own block.
	$_GET['se'] = 'off';
	$off        = se_wcs_render( $markup );
	unset( $_GET['se'] );
	se_assert_not_contains( '<wc-mini-cart', $off, '?se=off' );
	se_settings( array( 'replace_wc_mini_cart' => false ) );
	$plain = se_wcs_render( $markup );
	se_assert_not_contains( '<wc-mini-cart', $plain, 'not ticked' );
	se_assert_contains( 'wc-block-mini-cart', $plain, 'WooCommerce\'s block is printed' );
	se_assert( se_wcs_mini_cart_assets(), 'WooCommerce enqueues its block\'s front end itself (what the switched test checks)' );
	se_wcs_mini_cart_dequeue();
}

// ---- Add to cart ---------------------------------------------------------------------------------

function se_test_wc_switch_add_to_cart_dequeues() {
	if ( ! se_wcs_have_wc() ) {
		return;
	}
	$enqueue = static function () {
		wp_enqueue_script( 'wc-add-to-cart', 'https://example.invalid/add-to-cart.js', array(), '1', true );
		wp_enqueue_script( 'wc-cart-fragments', 'https://example.invalid/cart-fragments.js', array(), '1', true );
	};
	$state = static fn() => array( wp_script_is( 'wc-add-to-cart', 'enqueued' ), wp_script_is( 'wc-cart-fragments', 'enqueued' ) );
	try {
		// Not ticked: WooCommerce's scripts stay.
		se_settings( array( 'replace_wc_add_to_cart' => false, 'replace_wc_mini_cart' => true ) );
		$enqueue();
		Woocommerce::dequeue();
		se_assert_same( array( true, true ), $state(), 'not ticked' );

		// Ticked, our mini cart not switched: add-to-cart.js goes, the fragments stay for WooCommerce's widgets.
		se_settings( array( 'replace_wc_add_to_cart' => true, 'replace_wc_mini_cart' => false, 'replace_el_menu_cart' => false ) );
		$enqueue();
		Woocommerce::dequeue();
		se_assert_same( array( false, true ), $state(), 'ticked, no mini cart tag' );

		// With the Mini-Cart switch: the fragments go too.
		se_settings( array( 'replace_wc_add_to_cart' => true, 'replace_wc_mini_cart' => true ) );
		$enqueue();
		Woocommerce::dequeue();
		se_assert_same( array( false, false ), $state(), 'ticked with the mini cart tag' );

		// … unless a classic mini cart widget was printed (a block theme prints before the scripts).
		Woocommerce::$classic_widget = false;
		do_action( 'the_widget', 'WC_Widget_Cart', array(), array() );
		se_assert( Woocommerce::$classic_widget, 'the_widget( WC_Widget_Cart ) is noticed' );
		$enqueue();
		Woocommerce::dequeue();
		se_assert_same( array( false, true ), $state(), 'a classic widget keeps the fragments' );
		Woocommerce::$classic_widget = false;
		do_action( 'the_widget', 'WP_Widget_Search', array(), array() );
		se_assert( ! Woocommerce::$classic_widget, 'another widget is not' );

		// ?se=off: WooCommerce's own.
		$_GET['se'] = 'off';
		$enqueue();
		Woocommerce::dequeue();
		se_assert_same( array( true, true ), $state(), '?se=off' );
	} finally {
		unset( $_GET['se'] );
		Woocommerce::$classic_widget = false;
		wp_dequeue_script( 'wc-add-to-cart' );
		wp_dequeue_script( 'wc-cart-fragments' );
	}
}

/**
 * Runs $fn with the main query on a page holding $content (and Elementor data, when given).
 *
 * @param string      $content   Post content.
 * @param string|null $elementor Elementor data (JSON) or null.
 * @param callable    $fn        What to run.
 */
function se_wcs_on_page( $content, $elementor, callable $fn ) {
	$id = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'se general script', 'post_content' => $content ) );
	if ( null !== $elementor ) {
		update_post_meta( $id, '_elementor_edit_mode', 'builder' );
		update_post_meta( $id, '_elementor_data', wp_slash( $elementor ) );
	}
	$saved = array( $GLOBALS['wp_query'], $GLOBALS['wp_the_query'] );
	try {
		$GLOBALS['wp_query']     = new WP_Query( array( 'page_id' => $id ) );
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
		$fn();
	} finally {
		list( $GLOBALS['wp_query'], $GLOBALS['wp_the_query'] ) = $saved;
		wp_delete_post( $id, true );
	}
}

function se_test_wc_switch_general_script_leaves_pages_with_nothing_for_it() {
	if ( ! se_wcs_have_wc() ) {
		return;
	}
	$enqueue = static function () {
		if ( ! wp_script_is( 'woocommerce', 'registered' ) ) {
			wp_register_script( 'woocommerce', 'https://example.invalid/woocommerce.js', array( 'jquery' ), '1', true );
		}
		wp_enqueue_script( 'woocommerce' );
	};
	$notice = get_option( 'woocommerce_demo_store' );
	try {
		update_option( 'woocommerce_demo_store', 'no' );
		se_settings( array( 'replace_wc_add_to_cart' => false ) );
		se_wcs_on_page(
			'<p>Contact</p>',
			null,
			static function () use ( $enqueue ) {
				se_assert_same( 'not switched', Woocommerce::general_needed() );
				$enqueue();
				Woocommerce::dequeue_general();
				se_assert( wp_script_is( 'woocommerce', 'enqueued' ), 'not ticked: woocommerce.js stays' );
			}
		);

		se_settings( array( 'replace_wc_add_to_cart' => true ) );
		se_wcs_on_page(
			'<p>Contact</p>',
			null,
			static function () use ( $enqueue ) {
				se_assert( is_page(), 'the query is on the page' );
				se_assert_same( null, Woocommerce::general_needed(), 'a page with nothing of WooCommerce\'s' );
				$enqueue();
				Woocommerce::dequeue_general();
				se_assert( ! wp_script_is( 'woocommerce', 'enqueued' ), 'woocommerce.js leaves it' );

				update_option( 'woocommerce_demo_store', 'yes' );
				se_assert_same( 'the store notice', Woocommerce::general_needed() );
				update_option( 'woocommerce_demo_store', 'no' );

				$_GET['se'] = 'off';
				se_assert_same( 'not switched', Woocommerce::general_needed(), '?se=off' );
				unset( $_GET['se'] );
			}
		);
		se_wcs_on_page(
			'<!-- wp:shortcode -->[products limit="4" paginate="true"]<!-- /wp:shortcode -->',
			null,
			static function () use ( $enqueue ) {
				se_assert_same( 'the [products] shortcode', Woocommerce::general_needed() );
				$enqueue();
				Woocommerce::dequeue_general();
				se_assert( wp_script_is( 'woocommerce', 'enqueued' ), 'a [products] list keeps it (its ordering select)' );
			}
		);
		se_wcs_on_page(
			'',
			'[{"id":"a1","elType":"container","settings":[],"elements":[{"id":"b2","elType":"widget","widgetType":"woocommerce-menu-cart","settings":[],"elements":[]},{"id":"c3","elType":"widget","widgetType":"woocommerce-products","settings":[],"elements":[]}]}]',
			static function () {
				se_assert_same( 'Elementor\'s woocommerce-products widget', Woocommerce::general_needed() );
			}
		);
		se_wcs_on_page(
			'',
			'[{"id":"a1","elType":"container","settings":[],"elements":[{"id":"b2","elType":"widget","widgetType":"woocommerce-menu-cart","settings":[],"elements":[]}]}]',
			static function () {
				se_assert_same( null, Woocommerce::general_needed(), 'the Menu Cart alone needs nothing of it' );
			}
		);
	} finally {
		unset( $_GET['se'] );
		update_option( 'woocommerce_demo_store', $notice );
		wp_dequeue_script( 'woocommerce' );
	}
}

// ---- Cart ----------------------------------------------------------------------------------------

function se_test_wc_switch_cart_shortcode() {
	if ( ! se_wcs_have_wc() ) {
		return;
	}
	se_wcs_cart();
	se_settings( array( 'replace_wc_cart' => true ) );
	$html = se_wcs_with( 'woocommerce_get_shop_page_permalink', 'https://example.com/winkel/' . SE_WCS_HOSTILE, static fn() => do_shortcode( '[woocommerce_cart]' ) );
	se_assert_same( 0, strpos( $html, '<wc-cart ' ), 'the tag first: ' . substr( $html, 0, 200 ) );
	se_assert_contains( '</wc-cart>', $html );
	se_assert_contains( 'class="woocommerce"', $html, 'WooCommerce\'s classic cart inside, for the visitor without script' );
	se_assert_not_contains( '<script>', $html, 'a hostile shop URL is escaped' );
	se_assert_not_contains( '"', (string) se_wcs_attr( $html, 'wc-cart', 'shop-url' ) );
	se_assert_same( wc_get_checkout_url(), se_wcs_attr( $html, 'wc-cart', 'checkout-url' ) );
	se_assert_same( '', se_wcs_attr( $html, 'wc-cart', 'cross-sells' ), 'the classic cart shows cross-sells' );
	se_assert_same( 'excl' === get_option( 'woocommerce_tax_display_cart' ) ? 'excl' : 'incl', se_wcs_attr( $html, 'wc-cart', 'tax-display' ) );
	se_assert_same( 1, substr_count( $html, '<wc-cart' ), 'one tag' );
	// The shipping calculator as the shop offers it, for the countries it ships to (the base country first).
	se_assert_same( 'yes', se_wcs_attr( $html, 'wc-cart', 'shipping-calculator' ) );
	$ships = array_keys( (array) WC()->countries->get_shipping_countries() );
	$base  = WC()->countries->get_base_country();
	se_assert_same( implode( ',', Woocommerce::countries( 'shipping' ) ), se_wcs_attr( $html, 'wc-cart', 'countries' ) );
	se_assert_same( count( $ships ), count( explode( ',', (string) se_wcs_attr( $html, 'wc-cart', 'countries' ) ) ), 'every country the shop ships to' );
	if ( in_array( $base, $ships, true ) ) {
		se_assert_same( 0, strpos( (string) se_wcs_attr( $html, 'wc-cart', 'countries' ), $base ), 'the base country first' );
	}
	$calc = get_option( 'woocommerce_enable_shipping_calc', 'yes' );
	update_option( 'woocommerce_enable_shipping_calc', 'no' );
	se_assert_same( 'no', se_wcs_attr( do_shortcode( '[woocommerce_cart]' ), 'wc-cart', 'shipping-calculator' ), "the shop's calculator off" );
	update_option( 'woocommerce_enable_shipping_calc', $calc );

	$_GET['se'] = 'off';
	$off        = do_shortcode( '[woocommerce_cart]' );
	unset( $_GET['se'] );
	se_assert_not_contains( '<wc-cart', $off, '?se=off' );
	se_assert_contains( 'class="woocommerce"', $off );
	se_settings( array( 'replace_wc_cart' => false ) );
	se_assert_not_contains( '<wc-cart', do_shortcode( '[woocommerce_cart]' ), 'not ticked' );
}

function se_test_wc_switch_cart_block() {
	if ( ! se_wcs_have_wc() ) {
		return;
	}
	se_wcs_cart();
	se_settings( array( 'replace_wc_cart' => true ) );
	wp_dequeue_script( 'wc-cart-block-frontend' );
	$default = se_wcs_default_block( 'cart' );
	$html    = se_wcs_render( $default );
	se_assert_same( 0, strpos( trim( $html ), '<wc-cart' ), 'the block is the tag: ' . substr( $html, 0, 200 ) );
	se_assert_contains( 'class="woocommerce"', $html, 'WooCommerce\'s classic cart inside' );
	se_assert_not_contains( 'wp-block-woocommerce-cart', $html, 'the block\'s own markup is not printed' );
	se_assert_same( '', se_wcs_attr( $html, 'wc-cart', 'cross-sells' ), 'WooCommerce\'s default cart has the cross-sells collection' );
	se_assert( ! wp_script_is( 'wc-cart-block-frontend', 'enqueued' ), 'the Cart block\'s script is not enqueued' );

	// A Cart block without cross-sells and with its own checkout page, aligned full.
	$page = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'se checkout', 'post_name' => 'se-wcs-checkout' ) );
	try {
		$html = se_wcs_render( '<!-- wp:woocommerce/cart {"checkoutPageId":' . (int) $page . ',"align":"full"} --><div class="wp-block-woocommerce-cart alignfull is-loading"><!-- wp:woocommerce/filled-cart-block --><div class="wp-block-woocommerce-filled-cart-block"></div><!-- /wp:woocommerce/filled-cart-block --><!-- wp:woocommerce/empty-cart-block --><div class="wp-block-woocommerce-empty-cart-block"><!-- wp:woocommerce/product-collection {"collection":"woocommerce/product-collection/cross-sells"} --><div></div><!-- /wp:woocommerce/product-collection --></div><!-- /wp:woocommerce/empty-cart-block --></div><!-- /wp:woocommerce/cart -->' );
		se_assert_same( null, se_wcs_attr( $html, 'wc-cart', 'cross-sells' ), 'no cross-sells (the empty cart\'s blocks do not count)' );
		se_assert_same( get_permalink( $page ), se_wcs_attr( $html, 'wc-cart', 'checkout-url' ), 'checkoutPageId' );
		se_assert_same( 'alignfull', se_wcs_attr( $html, 'wc-cart', 'class' ) );
	} finally {
		wp_delete_post( $page, true );
	}

	// ?se=off: WooCommerce's Cart block, with its script.
	$_GET['se'] = 'off';
	$off        = se_wcs_render( $default );
	unset( $_GET['se'] );
	se_assert_not_contains( '<wc-cart', $off, '?se=off' );
	se_assert_contains( 'wp-block-woocommerce-cart', $off );
	se_assert( wp_script_is( 'wc-cart-block-frontend', 'enqueued' ), 'WooCommerce enqueues its block\'s script itself (the handle the switched test checks)' );
	wp_dequeue_script( 'wc-cart-block-frontend' );
	se_settings( array( 'replace_wc_cart' => false ) );
	se_assert_not_contains( '<wc-cart', se_wcs_render( $default ), 'not ticked' );
	wp_dequeue_script( 'wc-cart-block-frontend' );
}

// ---- Checkout ------------------------------------------------------------------------------------

function se_test_wc_switch_checkout_shortcode() {
	if ( ! se_wcs_have_wc() ) {
		return;
	}
	se_wcs_cart();
	se_settings( array( 'replace_wc_checkout' => true ) );
	se_assert_same( null, Woocommerce::checkout_blocker(), 'the stack enables only supported gateways' );
	$title = static fn( $t, $id = '' ) => 'cod' === $id ? 'Betalen' . SE_WCS_HOSTILE : $t;
	add_filter( 'woocommerce_gateway_title', $title, 999, 2 );
	try {
		$html = se_wcs_with( 'woocommerce_get_myaccount_page_permalink', 'https://example.com/account/' . SE_WCS_HOSTILE, static fn() => do_shortcode( '[woocommerce_checkout]' ) );
	} finally {
		remove_filter( 'woocommerce_gateway_title', $title, 999 );
	}
	se_assert_same( 0, strpos( $html, '<wc-checkout ' ), 'the tag first: ' . substr( $html, 0, 200 ) );
	se_assert_contains( '</wc-checkout>', $html );
	se_assert_not_contains( '<script>', $html, 'hostile values are escaped' );
	se_assert_not_contains( '"', (string) se_wcs_attr( $html, 'wc-checkout', 'login-url' ) );
	se_assert_same( wc_get_page_permalink( 'shop' ), se_wcs_attr( $html, 'wc-checkout', 'shop-url' ) );
	se_assert_same( (string) get_option( 'woocommerce_checkout_phone_field', 'required' ), se_wcs_attr( $html, 'wc-checkout', 'phone' ) );
	// The account made with the order, as the shop's Accounts settings say.
	$signup = get_option( 'woocommerce_enable_signup_and_login_from_checkout', 'no' );
	$guest  = get_option( 'woocommerce_enable_guest_checkout', 'yes' );
	$gen    = get_option( 'woocommerce_registration_generate_password', 'yes' );
	update_option( 'woocommerce_enable_signup_and_login_from_checkout', 'no' );
	se_assert_same( 'no', se_wcs_attr( do_shortcode( '[woocommerce_checkout]' ), 'wc-checkout', 'create-account' ), 'signup at checkout off' );
	update_option( 'woocommerce_enable_signup_and_login_from_checkout', 'yes' );
	update_option( 'woocommerce_registration_generate_password', 'no' );
	$on = do_shortcode( '[woocommerce_checkout]' );
	se_assert_same( 'optional', se_wcs_attr( $on, 'wc-checkout', 'create-account' ), 'signup at checkout on' );
	se_assert_same( 'no', se_wcs_attr( $on, 'wc-checkout', 'generate-password' ), 'the customer chooses the password' );
	update_option( 'woocommerce_enable_guest_checkout', 'no' );
	se_assert_same( 'required', se_wcs_attr( do_shortcode( '[woocommerce_checkout]' ), 'wc-checkout', 'create-account' ), 'guest checkout off' );
	update_option( 'woocommerce_enable_signup_and_login_from_checkout', $signup );
	update_option( 'woocommerce_enable_guest_checkout', $guest );
	update_option( 'woocommerce_registration_generate_password', $gen );
	$countries = explode( ',', (string) se_wcs_attr( $html, 'wc-checkout', 'countries' ) );
	se_assert_same( array_keys( WC()->countries->get_allowed_countries() ), array_values( array_intersect( array_keys( WC()->countries->get_allowed_countries() ), $countries ) ), 'the allowed countries' );
	se_assert_same( count( WC()->countries->get_allowed_countries() ), count( $countries ) );
	$config = json_decode( (string) se_wcs_attr( $html, 'wc-checkout', 'config' ), true );
	se_assert( is_array( $config ), 'config is JSON' );
	se_assert_same( array_values( array_column( (array) get_option( 'woocommerce_bacs_accounts', array() ), 'iban' ) ), array_column( $config['bank_accounts'], 'iban' ), 'the bank accounts' );
	$available = array_keys( WC()->payment_gateways()->get_available_payment_gateways() );
	se_assert_same( $available, array_keys( $config['payment_methods'] ), 'the available payment methods' );
	if ( isset( $config['payment_methods']['cod'] ) ) {
		se_assert_same( 0, strpos( $config['payment_methods']['cod']['title'], 'Betalen"' ), 'the title as text: ' . $config['payment_methods']['cod']['title'] );
		se_assert_not_contains( '<script', $config['payment_methods']['cod']['title'] );
	}
	se_assert_same( null, se_wcs_attr( $html, 'wc-checkout', 'terms-url' ), 'no terms page, no terms-url' );

	// The terms page, when the shop has one.
	$terms = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Voorwaarden', 'post_name' => 'se-wcs-voorwaarden' ) );
	try {
		$html = se_wcs_with( 'woocommerce_terms_and_conditions_page_id', $terms, static fn() => do_shortcode( '[woocommerce_checkout]' ) );
		se_assert_same( get_permalink( $terms ), se_wcs_attr( $html, 'wc-checkout', 'terms-url' ) );
	} finally {
		wp_delete_post( $terms, true );
	}

	// Not on the order-received and order-pay endpoints.
	global $wp;
	foreach ( array( 'order-received', 'order-pay' ) as $endpoint ) {
		$var                     = WC()->query->get_query_vars()[ $endpoint ];
		$wp->query_vars[ $var ] = '1';
		try {
			se_assert( ! Woocommerce::checkout_on(), "not on {$endpoint}" );
		} finally {
			unset( $wp->query_vars[ $var ] );
		}
	}
	se_assert( Woocommerce::checkout_on() );

	$_GET['se'] = 'off';
	se_assert_not_contains( '<wc-checkout', do_shortcode( '[woocommerce_checkout]' ), '?se=off' );
	unset( $_GET['se'] );
	se_settings( array( 'replace_wc_checkout' => false ) );
	se_assert_not_contains( '<wc-checkout', do_shortcode( '[woocommerce_checkout]' ), 'not ticked' );
}

function se_test_wc_switch_checkout_block() {
	if ( ! se_wcs_have_wc() ) {
		return;
	}
	se_wcs_cart();
	se_settings( array( 'replace_wc_checkout' => true ) );
	wp_dequeue_script( 'wc-checkout-block-frontend' );
	$default = se_wcs_default_block( 'checkout' );
	$html    = se_wcs_render( $default );
	se_assert_same( 0, strpos( trim( $html ), '<wc-checkout' ), 'the block is the tag: ' . substr( $html, 0, 200 ) );
	se_assert_not_contains( 'wp-block-woocommerce-checkout', $html, 'the block\'s own markup is not printed' );
	se_assert( is_array( json_decode( (string) se_wcs_attr( $html, 'wc-checkout', 'config' ), true ) ), 'config is JSON' );
	se_assert( ! wp_script_is( 'wc-checkout-block-frontend', 'enqueued' ), 'the Checkout block\'s script is not enqueued' );

	$_GET['se'] = 'off';
	$off        = se_wcs_render( $default );
	unset( $_GET['se'] );
	se_assert_not_contains( '<wc-checkout', $off, '?se=off' );
	se_assert_contains( 'wp-block-woocommerce-checkout', $off );
	se_assert( wp_script_is( 'wc-checkout-block-frontend', 'enqueued' ), 'WooCommerce enqueues its block\'s script itself (the handle the switched test checks)' );
	wp_dequeue_script( 'wc-checkout-block-frontend' );
}

function se_test_wc_switch_checkout_left_alone_with_another_gateway() {
	if ( ! se_wcs_have_wc() ) {
		return;
	}
	se_wcs_cart();
	se_settings( array( 'replace_wc_checkout' => true ) );
	$gateways = WC()->payment_gateways();
	$saved    = $gateways->payment_gateways;
	$fake     = new class() extends WC_Payment_Gateway {
		/** A gateway the tag does not support. */
		public function __construct() {
			$this->id           = 'se_fake_gateway';
			$this->method_title = 'Fake Pay';
			$this->title        = 'Fake Pay';
			$this->enabled      = 'yes';
		}
	};
	$gateways->payment_gateways[9999] = $fake;
	wp_dequeue_script( 'wc-checkout-block-frontend' );
	try {
		$reason = Woocommerce::checkout_blocker();
		se_assert( is_string( $reason ), 'a reason is given' );
		se_assert_contains( 'Fake Pay', (string) $reason );
		se_assert( ! Woocommerce::checkout_on(), 'the checkout is not switched' );
		se_assert_not_contains( '<wc-checkout', do_shortcode( '[woocommerce_checkout]' ), 'the shortcode is WooCommerce\'s' );
		$block = se_wcs_render( se_wcs_default_block( 'checkout' ) );
		se_assert_not_contains( '<wc-checkout', $block, 'the block is WooCommerce\'s' );
		se_assert_contains( 'wp-block-woocommerce-checkout', $block );
		// The cart is still switched.
		se_settings( array( 'replace_wc_cart' => true ) );
		se_assert_contains( '<wc-cart', do_shortcode( '[woocommerce_cart]' ) );
	} finally {
		$gateways->payment_gateways = $saved;
		wp_dequeue_script( 'wc-checkout-block-frontend' );
	}
	se_assert_same( null, Woocommerce::checkout_blocker(), 'restored' );
}

function se_test_wc_switch_classic_shortcode_blocks() {
	if ( ! se_wcs_have_wc() ) {
		return;
	}
	se_wcs_cart();
	se_settings( array( 'replace_wc_cart' => true, 'replace_wc_checkout' => true ) );
	se_assert_contains( '<wc-cart', se_wcs_render( '<!-- wp:woocommerce/classic-shortcode {"shortcode":"cart"} /-->' ) );
	se_assert_contains( '<wc-checkout', se_wcs_render( '<!-- wp:woocommerce/classic-shortcode {"shortcode":"checkout"} /-->' ) );
	se_settings( array( 'replace_wc_cart' => false, 'replace_wc_checkout' => false ) );
	se_assert_not_contains( '<wc-cart', se_wcs_render( '<!-- wp:woocommerce/classic-shortcode {"shortcode":"cart"} /-->' ) );
	se_assert_not_contains( '<wc-checkout', se_wcs_render( '<!-- wp:woocommerce/classic-shortcode {"shortcode":"checkout"} /-->' ) );
}

// ---- Account -------------------------------------------------------------------------------------

function se_test_wc_switch_account_shortcode() {
	if ( ! se_wcs_have_wc() ) {
		return;
	}
	se_wcs_cart();
	se_settings( array( 'replace_wc_account' => true ) );
	$html = do_shortcode( '[woocommerce_my_account]' );
	se_assert_same( 0, strpos( $html, '<wc-my-account><div class="e-my-account-tab e-my-account-tab__dashboard">' ), 'the tag and the tab region first: ' . substr( $html, 0, 200 ) );
	se_assert_contains( 'woocommerce-form-login', $html, 'WooCommerce\'s login form inside (logged out)' );
	se_assert_contains( '</div></wc-my-account>', $html );

	$_GET['se'] = 'off';
	$off        = do_shortcode( '[woocommerce_my_account]' );
	unset( $_GET['se'] );
	se_assert_not_contains( '<wc-my-account', $off, '?se=off' );
	se_assert_contains( 'woocommerce-form-login', $off );
	se_settings( array( 'replace_wc_account' => false ) );
	se_assert_not_contains( '<wc-my-account', do_shortcode( '[woocommerce_my_account]' ), 'not ticked' );
}

// ---- A page with none of them --------------------------------------------------------------------

function se_test_wc_switch_other_content_is_untouched() {
	if ( ! se_wcs_have_wc() ) {
		return;
	}
	se_settings( array_fill_keys( array( 'replace_wc_add_to_cart', 'replace_wc_cart', 'replace_wc_checkout', 'replace_wc_account', 'replace_wc_mini_cart' ), true ) );
	$markup = '<!-- wp:paragraph --><p>Vers brood</p><!-- /wp:paragraph --><!-- wp:shortcode -->[products limit="1"]<!-- /wp:shortcode -->';
	$html   = se_wcs_render( $markup );
	foreach ( array( '<wc-cart', '<wc-checkout', '<wc-my-account', '<wc-mini-cart' ) as $tag ) {
		se_assert_not_contains( $tag, $html );
		se_assert_not_contains( $tag, do_shortcode( $html ) );
	}
	se_assert_same( '<p>x</p>', Woocommerce::shortcode( '<p>x</p>', 'products' ) );
	se_assert_same( null, Woocommerce::pre_render_block( null, array( 'blockName' => 'core/paragraph', 'attrs' => array() ) ) );
	se_assert_same( 'other', Woocommerce::pre_render_block( 'other', array( 'blockName' => 'woocommerce/cart', 'attrs' => array() ) ), 'another filter\'s answer wins' );
	// Not in the admin, ajax or REST.
	add_filter( 'wp_doing_ajax', '__return_true' );
	try {
		se_assert( ! Woocommerce::on( 'replace_wc_cart' ), 'not in ajax' );
	} finally {
		remove_filter( 'wp_doing_ajax', '__return_true' );
	}
	se_assert( Woocommerce::on( 'replace_wc_cart' ) );
}

function se_test_wc_switch_classic_cart_scripts_leave_a_page_with_our_tag() {
	if ( ! se_wcs_have_wc() ) {
		return;
	}
	$handles = SiteElements\Woocommerce::CLASSIC_SCRIPTS;
	$enqueue = static function () use ( $handles ) {
		foreach ( $handles as $h ) {
			if ( ! wp_script_is( $h, 'registered' ) ) {
				wp_register_script( $h, 'https://example.com/' . $h . '.js', array(), '1', true );
			}
			wp_enqueue_script( $h );
		}
	};
	se_wcs_cart();
	se_settings( array( 'replace_wc_cart' => true ) );
	SiteElements\Woocommerce::$page_tag = false;
	$enqueue();
	SiteElements\Woocommerce::dequeue_classic();
	se_assert( wp_script_is( 'wc-cart', 'enqueued' ) && wp_script_is( 'zxcvbn-async', 'enqueued' ), 'a page without our tag keeps them' );
	do_shortcode( '[woocommerce_cart]' );
	se_assert( SiteElements\Woocommerce::$page_tag, 'the cart tag was printed' );
	$enqueue();
	SiteElements\Woocommerce::dequeue_classic();
	foreach ( $handles as $h ) {
		se_assert( ! wp_script_is( $h, 'enqueued' ), "{$h} leaves a page with <wc-cart>" );
	}
	SiteElements\Woocommerce::$page_tag = false;
}
