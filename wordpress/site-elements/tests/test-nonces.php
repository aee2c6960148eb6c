<?php
/**
 * The page settings block and the fresh-nonces route.
 *
 * @package site-elements
 */

use SiteElements\Assets;

function se_test_config_block_is_printed_with_verifiable_nonces() {
	ob_start();
	Assets::print_config();
	$html = ob_get_clean();
	se_assert_contains( '<script type="application/json" id="site-elements-config">', $html );
	$c = se_json_block( $html );
	foreach ( array( 'ajaxUrl', 'restUrl', 'restNonce', 'locale', 'noncesUrl', 'noncesTime' ) as $key ) {
		se_assert( isset( $c[ $key ] ), "key {$key}" );
	}
	se_assert_same( admin_url( 'admin-ajax.php' ), $c['ajaxUrl'] );
	se_assert_same( rest_url(), $c['restUrl'] );
	se_assert_same( rest_url( 'site-elements/v1/nonces' ), $c['noncesUrl'] );
	se_assert( in_array( $c['locale'], array( 'nl', 'en' ), true ), 'locale nl or en' );
	se_assert_same( 0 === strpos( get_locale(), 'nl' ) ? 'nl' : 'en', $c['locale'] );
	se_assert( abs( time() - $c['noncesTime'] ) < 60, 'noncesTime is now' );
	se_assert( false !== wp_verify_nonce( $c['restNonce'], 'wp_rest' ), 'restNonce verifies for wp_rest' );
	if ( SiteElements\Gravity_Forms::active() ) {
		se_assert( false !== wp_verify_nonce( $c['gformNonce'], 'gform_ajax_submission' ), 'gformNonce verifies for gform_ajax_submission' );
		se_assert( false !== wp_verify_nonce( $c['gformConfigNonce'], 'gform_config_ajax' ), 'gformConfigNonce verifies for gform_config_ajax' );
		se_assert( false === wp_verify_nonce( $c['gformNonce'], 'gform_config_ajax' ), 'the submission nonce is not a config nonce' );
		se_assert( false === wp_verify_nonce( $c['gformConfigNonce'], 'gform_ajax_submission' ), 'the config nonce is not a submission nonce' );
		se_assert_same( trailingslashit( site_url() ) . '?gf_page=' . GFCommon::get_upload_page_slug(), $c['uploadUrl'] );
		se_assert_same( GFCommon::get_currency(), $c['currency']['code'] );
	}
}

function se_test_config_block_has_no_gf_keys_without_gf() {
	if ( SiteElements\Gravity_Forms::active() ) {
		// Only checkable on a site without GF; here: the keys are those of an active GF.
		se_assert( isset( Assets::config()['gformNonce'] ) );
		return;
	}
	$c = Assets::config();
	se_assert( ! isset( $c['gformNonce'] ) && ! isset( $c['uploadUrl'] ) && ! isset( $c['gformConfigNonce'] ), 'no GF keys' );
}

function se_test_rest_nonces_route_is_no_store_and_valid() {
	$routes = rest_get_server()->get_routes();
	se_assert( isset( $routes['/site-elements/v1/nonces'] ), 'route registered' );
	$response = rest_do_request( new WP_REST_Request( 'GET', '/site-elements/v1/nonces' ) );
	se_assert_same( 200, $response->get_status() );
	$headers = $response->get_headers();
	se_assert_contains( 'no-store', $headers['Cache-Control'] ?? '', 'Cache-Control' );
	$data = $response->get_data();
	se_assert( false !== wp_verify_nonce( $data['restNonce'], 'wp_rest' ), 'restNonce' );
	if ( SiteElements\Gravity_Forms::active() ) {
		se_assert( false !== wp_verify_nonce( $data['gformNonce'], 'gform_ajax_submission' ), 'gformNonce' );
		se_assert( false !== wp_verify_nonce( $data['gformConfigNonce'], 'gform_config_ajax' ), 'gformConfigNonce' );
	}
	$post = rest_do_request( new WP_REST_Request( 'POST', '/site-elements/v1/nonces' ) );
	se_assert_same( 404, $post->get_status(), 'GET only' );
}
