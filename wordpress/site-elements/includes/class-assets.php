<?php
/**
 * The loader script, the page settings block (CONTRACT section 2) and the fresh-nonces REST route.
 *
 * @package site-elements
 */

namespace SiteElements;

defined( 'ABSPATH' ) || exit;

/**
 * Front-end assets.
 */
final class Assets {

	public const HANDLE      = 'site-elements';
	public const REST_NS     = 'site-elements/v1';
	public const CONFIG_ID   = 'site-elements-config';

	/** Hooks. */
	public static function register(): void {
		add_action( 'wp_enqueue_scripts', array( self::class, 'enqueue' ), 20 );
		add_filter( 'script_loader_tag', array( self::class, 'module_tag' ), 10, 3 );
		add_action( 'wp_head', array( self::class, 'print_config' ), 2 );
		add_action( 'rest_api_init', array( self::class, 'rest_routes' ) );
	}

	/**
	 * The loader's file name for the settings.
	 *
	 * @param array $s Settings.
	 * @return string
	 */
	public static function loader_file( array $s ): string {
		$base = 'lite' === $s['build'] ? 'site-elements.lite' : 'site-elements';
		return $base . ( 'classic' === $s['format'] ? '.iife.js' : '.js' );
	}

	/**
	 * Path of a file in the plugin's assets/.
	 *
	 * @param string $file File name.
	 * @return string
	 */
	public static function local_path( string $file ): string {
		return SITE_ELEMENTS_DIR . '/assets/' . $file;
	}

	/**
	 * The loader's URL and version (null for a CDN: the version is in its URL).
	 *
	 * @param array $s Settings.
	 * @return array{0:string,1:string|null}|null Null when the local file is missing.
	 */
	public static function loader_src( array $s ): ?array {
		$file = self::loader_file( $s );
		if ( 'cdn' === $s['source'] && '' !== $s['cdn_base'] ) {
			return array( trailingslashit( $s['cdn_base'] ) . $file, null );
		}
		$path = self::local_path( $file );
		if ( ! is_file( $path ) ) {
			return null;
		}
		return array( plugins_url( 'assets/' . $file, SITE_ELEMENTS_FILE ), (string) filemtime( $path ) );
	}

	/** Enqueues the loader (module in the head, classic script in the footer); nothing with `?se=off`. */
	public static function enqueue(): void {
		if ( Settings::off() ) {
			return;
		}
		$s   = Settings::get();
		$src = self::loader_src( $s );
		if ( null === $src ) {
			return;
		}
		wp_enqueue_script( self::HANDLE, $src[0], array(), $src[1], 'classic' === $s['format'] );
	}

	/**
	 * Adds type="module" to the loader's tag when the module format is chosen.
	 *
	 * @param string $tag    The script tag.
	 * @param string $handle Its handle.
	 * @param string $src    Its URL.
	 * @return string
	 */
	public static function module_tag( $tag, $handle, $src ) {
		if ( self::HANDLE !== $handle || 'module' !== Settings::value( 'format' ) ) {
			return $tag;
		}
		return sprintf( '<script type="module" src="%s" id="%s-js"></script>' . "\n", esc_url( $src ), esc_attr( $handle ) );
	}

	/**
	 * Whether Gravity Forms is active (its API is loaded).
	 *
	 * @return bool
	 */
	public static function gf_active(): bool {
		return class_exists( 'GFForms' ) && class_exists( 'GFCommon' ) && class_exists( 'GFAPI' );
	}

	/**
	 * Whether WooCommerce is active (its Store API answers under `wc/store/v1`).
	 *
	 * @return bool
	 */
	public static function wc_active(): bool {
		return class_exists( 'WooCommerce' ) && function_exists( 'WC' ) && function_exists( 'wc_get_cart_url' );
	}

	/**
	 * The shop's page settings (CONTRACT "The shop"): the Store API nonce as WooCommerce prints it for its
	 * blocks (`wcBlocksMiddlewareConfig.storeApiNonce`, `wp_create_nonce( 'wc_store_api' )`, and its
	 * `wcStoreApiNonceTimestamp`), the cart and checkout URLs and `woocommerce_cart_redirect_after_add`.
	 * The nonce is made in the page view, so for a guest with a cart it is bound to WooCommerce's session
	 * (WC_Session_Handler filters `nonce_user_logged_out` for `wc_*` actions): it is not part of
	 * nonces(), whose REST route runs without WooCommerce's session. A stale one is repaired by the
	 * client from the refusal's own `Nonce` header.
	 *
	 * @return array
	 */
	public static function shop_config(): array {
		return array(
			'storeApiNonce'          => wp_create_nonce( 'wc_store_api' ),
			'storeApiNonceTimestamp' => time(),
			'cartUrl'                => wc_get_cart_url(),
			'checkoutUrl'            => wc_get_checkout_url(),
			'cartRedirectAfterAdd'   => 'yes' === get_option( 'woocommerce_cart_redirect_after_add' ),
		);
	}

	/**
	 * 'nl' or 'en' from the site's locale.
	 *
	 * @return string
	 */
	public static function locale(): string {
		return 0 === strpos( (string) get_locale(), 'nl' ) ? 'nl' : 'en';
	}

	/**
	 * Fresh nonces for the current user (the same ones a page prints).
	 *
	 * @return array
	 */
	public static function nonces(): array {
		$n = array( 'restNonce' => wp_create_nonce( 'wp_rest' ) );
		if ( self::gf_active() ) {
			$n['gformNonce']       = wp_create_nonce( 'gform_ajax_submission' );
			$n['gformConfigNonce'] = wp_create_nonce( 'gform_config_ajax' );
		}
		return $n;
	}

	/**
	 * The page settings object (CONTRACT section 2).
	 *
	 * @return array
	 */
	public static function config(): array {
		$c = array(
			'ajaxUrl'   => admin_url( 'admin-ajax.php' ),
			'restUrl'   => rest_url(),
			'restNonce' => wp_create_nonce( 'wp_rest' ),
		);
		if ( self::gf_active() ) {
			$c['uploadUrl']        = trailingslashit( site_url() ) . '?gf_page=' . \GFCommon::get_upload_page_slug();
			$c['gformNonce']       = wp_create_nonce( 'gform_ajax_submission' );
			$c['gformConfigNonce'] = wp_create_nonce( 'gform_config_ajax' );
			$currency              = self::gf_currency();
			if ( $currency ) {
				$c['currency'] = $currency;
			}
		}
		if ( self::wc_active() ) {
			$c = array_merge( $c, self::shop_config() );
		}
		$c['locale']     = self::locale();
		$c['noncesUrl']  = rest_url( self::REST_NS . '/nonces' );
		$c['noncesTime'] = time();
		/**
		 * Filters the page settings printed in #site-elements-config.
		 *
		 * @param array $c The settings.
		 */
		return (array) apply_filters( 'site_elements_config', $c );
	}

	/**
	 * Gravity Forms' currency config (RGCurrency's shape), as its own script gets it.
	 *
	 * @return array|null
	 */
	private static function gf_currency(): ?array {
		if ( ! class_exists( 'RGCurrency' ) ) {
			$file = \GFCommon::get_base_path() . '/currency.php';
			if ( is_file( $file ) ) {
				require_once $file;
			}
		}
		if ( ! class_exists( 'RGCurrency' ) ) {
			return null;
		}
		$code     = \GFCommon::get_currency();
		$currency = \RGCurrency::get_currency( $code );
		if ( ! is_array( $currency ) ) {
			return null;
		}
		$currency['code'] = $code;
		return $currency;
	}

	/** Prints the page settings block on front-end pages. */
	public static function print_config(): void {
		if ( is_admin() || Settings::off() ) {
			return;
		}
		echo Json::script( self::config(), 'application/json', array( 'id' => self::CONFIG_ID ) ) . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON with HEX flags.
	}

	/** GET site-elements/v1/nonces */
	public static function rest_routes(): void {
		register_rest_route(
			self::REST_NS,
			'/nonces',
			array(
				'methods'             => 'GET',
				'callback'            => array( self::class, 'rest_nonces' ),
				'permission_callback' => '__return_true',
			)
		);
	}

	/**
	 * Fresh nonces, never cached. Cookie-authenticated REST requests without a nonce run as a
	 * logged-out visitor (WordPress' CSRF rule), so these are the nonces of a logged-out visitor,
	 * which is what a cached page serves.
	 *
	 * @return \WP_REST_Response
	 */
	public static function rest_nonces() {
		$response = new \WP_REST_Response( self::nonces() + array( 'time' => time() ) );
		$response->header( 'Cache-Control', 'no-store, no-cache, must-revalidate, max-age=0' );
		$response->header( 'Pragma', 'no-cache' );
		$response->header( 'Expires', 'Wed, 11 Jan 1984 05:00:00 GMT' );
		return $response;
	}
}
