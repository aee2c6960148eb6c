<?php
/**
 * Plugin Name: Site Elements stack: offline answers
 * Description: Test stack only (written by scripts/wordpress/stack.mjs). Requests to other hosts are
 * answered with an empty 503 instead of WP_HTTP_BLOCK_EXTERNAL's WP_Error: CT Ultimate GDPR 1.7.4's
 * updater passes a WP_Error to json_decode(), a fatal error on PHP 8 that takes wp-admin down.
 *
 * @package site-elements
 */

defined( 'ABSPATH' ) || exit;

add_filter(
	'pre_http_request',
	static function ( $pre, $args, $url ) {
		$host = wp_parse_url( $url, PHP_URL_HOST );
		if ( false !== $pre || ! is_string( $host ) || in_array( $host, array( '127.0.0.1', 'localhost' ), true ) ) {
			return $pre;
		}
		return array(
			'headers'  => array(),
			'body'     => '',
			'response' => array(
				'code'    => 503,
				'message' => 'Service Unavailable (offline test stack)',
			),
			'cookies'  => array(),
			'filename' => null,
		);
	},
	10,
	3
);
