<?php
/**
 * The shop's page settings (CONTRACT "The shop"): with WooCommerce active, the Store API nonce and its
 * timestamp, the cart and checkout URLs and the redirect-after-add option; without it, none of them.
 *
 * @package site-elements
 */

use SiteElements\Assets;

function se_test_shop_settings_only_with_woocommerce() {
	$c    = Assets::config();
	$keys = array( 'storeApiNonce', 'storeApiNonceTimestamp', 'cartUrl', 'checkoutUrl', 'cartRedirectAfterAdd' );
	if ( ! class_exists( 'WooCommerce' ) ) {
		foreach ( $keys as $key ) {
			se_assert( ! array_key_exists( $key, $c ), "no {$key} without WooCommerce" );
		}
		return;
	}
	foreach ( $keys as $key ) {
		se_assert( array_key_exists( $key, $c ), "key {$key}" );
	}
	se_assert( is_string( $c['storeApiNonce'] ) && '' !== $c['storeApiNonce'], 'storeApiNonce is a string' );
	se_assert( false !== wp_verify_nonce( $c['storeApiNonce'], 'wc_store_api' ), 'storeApiNonce verifies for wc_store_api (WooCommerce\'s own check_nonce action)' );
	se_assert( false === wp_verify_nonce( $c['storeApiNonce'], 'wp_rest' ), 'it is not the REST nonce' );
	se_assert( is_int( $c['storeApiNonceTimestamp'] ) && abs( time() - $c['storeApiNonceTimestamp'] ) < 60, 'storeApiNonceTimestamp is now, unix seconds' );
	se_assert_same( wc_get_cart_url(), $c['cartUrl'] );
	se_assert_same( wc_get_checkout_url(), $c['checkoutUrl'] );
	se_assert_same( 'yes' === get_option( 'woocommerce_cart_redirect_after_add' ), $c['cartRedirectAfterAdd'] );

	// Printed in the page's settings block as JSON (the same values).
	ob_start();
	Assets::print_config();
	$printed = se_json_block( ob_get_clean() );
	se_assert( false !== wp_verify_nonce( $printed['storeApiNonce'], 'wc_store_api' ), 'the printed nonce verifies' );
	se_assert( is_int( $printed['storeApiNonceTimestamp'] ), 'the printed timestamp is a number' );
}

function se_test_shop_settings_follow_the_redirect_option() {
	if ( ! class_exists( 'WooCommerce' ) ) {
		se_assert( ! isset( Assets::config()['cartRedirectAfterAdd'] ) );
		return;
	}
	$before = get_option( 'woocommerce_cart_redirect_after_add' );
	try {
		update_option( 'woocommerce_cart_redirect_after_add', 'yes' );
		se_assert_same( true, Assets::config()['cartRedirectAfterAdd'] );
		update_option( 'woocommerce_cart_redirect_after_add', 'no' );
		se_assert_same( false, Assets::config()['cartRedirectAfterAdd'] );
	} finally {
		update_option( 'woocommerce_cart_redirect_after_add', $before );
	}
}

function se_test_shop_settings_nonce_is_accepted_by_the_store_api() {
	if ( ! class_exists( 'WooCommerce' ) ) {
		se_skip( 'WooCommerce is not on this stack' );
	}
	$route = '/wc/store/v1/cart/apply-coupon';
	se_assert( isset( rest_get_server()->get_routes()[ $route ] ), 'the Store API route is registered' );

	// A write with a nonce the Store API refuses: 403 woocommerce_rest_invalid_nonce.
	$bad = new WP_REST_Request( 'POST', $route );
	$bad->set_header( 'Nonce', 'not-a-nonce' );
	$bad->set_param( 'code', 'welkom10' );
	$answer = rest_do_request( $bad );
	se_assert_same( 403, $answer->get_status(), 'a wrong nonce is refused' );
	se_assert_same( 'woocommerce_rest_invalid_nonce', $answer->get_data()['code'] ?? '' );

	// The printed nonce passes the nonce check (the answer is the route's own: an empty cart takes no coupon).
	$good = new WP_REST_Request( 'POST', $route );
	$good->set_header( 'Nonce', Assets::config()['storeApiNonce'] );
	$good->set_param( 'code', 'welkom10' );
	$answer = rest_do_request( $good );
	se_assert( ! in_array( $answer->get_data()['code'] ?? '', array( 'woocommerce_rest_invalid_nonce', 'woocommerce_rest_missing_nonce' ), true ), 'the printed nonce is accepted: ' . wp_json_encode( $answer->get_data() ) );
}
