<?php
/**
 * CT Ultimate GDPR switch-over: instead of CT's cookie banner (its wp_footer render) the page gets
 * `<gdpr-consent>` configured from CT's own options; CT's banner scripts and styles are dequeued.
 * The tag posts to CT's own ajax actions (ct_ultimate_gdpr_cookie_consent_give / _decline).
 *
 * @package site-elements
 */

namespace SiteElements;

defined( 'ABSPATH' ) || exit;

/**
 * CT Ultimate GDPR.
 */
final class Ct_Gdpr {

	public const OPTION = 'ct-ultimate-gdpr-cookie';

	/**
	 * The tag was printed on this page already (shortcode or footer).
	 *
	 * @var bool
	 */
	public static $printed = false;

	/** Hooks. */
	public static function register(): void {
		add_action( 'wp_footer', array( self::class, 'footer' ), 1 );
		add_action( 'wp_enqueue_scripts', array( self::class, 'dequeue_assets' ), 100 );
		add_action( 'wp_footer', array( self::class, 'dequeue_assets' ), 19 );
	}

	/**
	 * CT's cookie controller, or null when CT is not active.
	 *
	 * @return object|null
	 */
	public static function controller(): ?object {
		if ( ! class_exists( 'CT_Ultimate_GDPR' ) || ! class_exists( 'CT_Ultimate_GDPR_Controller_Cookie' ) ) {
			return null;
		}
		$c = \CT_Ultimate_GDPR::instance()->get_controller_by_id( \CT_Ultimate_GDPR_Controller_Cookie::ID );
		return is_object( $c ) ? $c : null;
	}

	/**
	 * Calls one of the controller's own (private) checks, so the tag follows CT's rules exactly.
	 *
	 * @param object $controller The controller.
	 * @param string $method     Method name.
	 * @param array  $args       Arguments.
	 * @param mixed  $fallback   When the method is missing.
	 * @return mixed
	 */
	private static function call( object $controller, string $method, array $args, $fallback ) {
		if ( ! method_exists( $controller, $method ) ) {
			return $fallback;
		}
		try {
			$m = new \ReflectionMethod( $controller, $method );
			$m->setAccessible( true );
			return $m->invokeArgs( $controller, $args );
		} catch ( \Throwable $e ) {
			return $fallback;
		}
	}

	/**
	 * CT's cookie options as its renderer uses them (defaults, then what the admin saved).
	 *
	 * @return array
	 */
	public static function options(): array {
		$c     = self::controller();
		$saved = get_option( self::OPTION, array() );
		if ( ( ! is_array( $saved ) || ! $saved ) && class_exists( 'CT_Ultimate_GDPR' ) ) {
			$saved = \CT_Ultimate_GDPR::instance()->get_admin_controller()->get_options( self::OPTION );
		}
		$defaults = ( $c && method_exists( $c, 'get_default_options' ) ) ? $c->get_default_options() : array();
		return array_merge( $defaults, is_array( $saved ) ? $saved : array() );
	}

	/**
	 * At the start of wp_footer: when CT is about to render its banner, it does not, and the tag is
	 * printed instead.
	 */
	public static function footer(): void {
		$c = self::controller();
		if ( ! $c || ! Settings::switched( 'replace_ct_gdpr' ) || ! Gravity_Forms::front_render() ) {
			return;
		}
		// CT hooks its render only for visitors it considers in the EU (its GeoIP check).
		if ( false === has_action( 'wp_footer', array( $c, 'render' ) ) ) {
			return;
		}
		remove_action( 'wp_footer', array( $c, 'render' ) );
		if ( ! self::call( $c, 'should_display_on_page', array( get_queried_object_id() ), true ) || self::$printed ) {
			return;
		}
		echo self::render(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts.
	}

	/**
	 * Plain text of CT's HTML option texts.
	 *
	 * @param mixed $html HTML.
	 * @return string
	 */
	private static function text( $html ): string {
		if ( ! is_string( $html ) ) {
			return '';
		}
		$html = preg_replace( '#<br\s*/?>#i', "\n", $html );
		$text = html_entity_decode( wp_strip_all_tags( (string) $html ), ENT_QUOTES, 'UTF-8' );
		return trim( (string) preg_replace( '/[ \t]+/', ' ', (string) preg_replace( '/\s*\n\s*/', "\n", $text ) ) );
	}

	/**
	 * A ';'-separated feature list of CT as a list.
	 *
	 * @param mixed $list The option value.
	 * @return string[]
	 */
	private static function features( $list ): array {
		if ( ! is_string( $list ) ) {
			return array();
		}
		return array_values( array_filter( array_map( array( self::class, 'text' ), explode( ';', $list ) ), 'strlen' ) );
	}

	/**
	 * The banner style of CT's cookie_position.
	 *
	 * @param string $position CT's value.
	 * @return string
	 */
	public static function banner_style( string $position ): string {
		switch ( $position ) {
			case 'top_panel_':
				return 'top-panel';
			case 'full_layout_panel_':
				return 'full-panel';
			case 'bottom_panel_':
				return 'bottom-panel';
			default:
				return '' === $position ? 'bottom-panel' : 'modern'; // The corner boxes: a floating card.
		}
	}

	/**
	 * The tag's attributes and JSON config from CT's options.
	 *
	 * @return array{attrs: array, config: array}
	 */
	public static function config(): array {
		$o = self::options();
		$c = self::controller();

		$attrs = array( 'banner-style' => self::banner_style( (string) ( $o['cookie_position'] ?? '' ) ) );
		if ( ! empty( $o['cookie_show_always'] ) ) {
			$attrs['always-visible'] = true;
		}
		if ( ! empty( $o['cookie_refresh_after_save'] ) ) {
			$attrs['reload'] = true;
		}
		$accept = (int) ( $o['cookie_cookies_group_after_accept'] ?? 5 );
		if ( $accept >= 1 && $accept <= 5 ) {
			$attrs['accept-level'] = (string) $accept;
		}

		$texts   = array();
		$content = preg_split( '#<br\s*/?>#i', (string) ( $o['cookie_content'] ?? '' ), 2 );
		if ( is_array( $content ) && 2 === count( $content ) && '' !== self::text( $content[0] ) && '' !== self::text( $content[1] ) ) {
			$texts['title']   = self::text( $content[0] );
			$texts['content'] = self::text( $content[1] );
		} elseif ( '' !== self::text( $o['cookie_content'] ?? '' ) ) {
			$texts['content'] = self::text( $o['cookie_content'] );
		}
		$map = array(
			'accept'          => 'cookie_popup_label_accept',
			'readMore'        => 'cookie_popup_label_read_more',
			'settings'        => 'cookie_popup_label_settings',
			'save'            => 'cookie_group_popup_label_save',
			'allowedTitle'    => 'cookie_group_popup_label_will',
			'notAllowedTitle' => 'cookie_group_popup_label_wont',
		);
		foreach ( $map as $key => $option ) {
			$t = self::text( $o[ $option ] ?? '' );
			if ( '' !== $t ) {
				$texts[ $key ] = $t;
			}
		}
		$header = (string) ( $o['cookie_group_popup_header_content'] ?? '' );
		if ( preg_match( '#<h2[^>]*>(.*?)</h2>#is', $header, $h ) && '' !== self::text( $h[1] ) ) {
			$texts['modalTitle'] = self::text( $h[1] );
		}
		if ( preg_match( '#<h3[^>]*>(.*?)</h3>#is', $header, $h ) && '' !== self::text( $h[1] ) ) {
			$texts['sliderLegend'] = self::text( $h[1] );
		}
		$intro = self::text( (string) preg_replace( '#<h[23][^>]*>.*?</h[23]>#is', '', $header ) );
		if ( '' !== $intro ) {
			$texts['modalIntro'] = $intro;
		}

		$levels = array();
		for ( $level = 2; $level <= 5; $level++ ) {
			$allowed     = self::features( $o[ "cookie_group_popup_features_available_group_{$level}" ] ?? '' );
			$not_allowed = self::features( $o[ "cookie_group_popup_features_nonavailable_group_{$level}" ] ?? '' );
			if ( $allowed || $not_allowed ) {
				$levels[ (string) $level ] = array(
					'allowed'    => $allowed,
					'notAllowed' => $not_allowed,
				);
			}
		}

		$config = array(
			'consent' => (bool) ( $c && method_exists( $c, 'is_consent_valid' ) ? $c->is_consent_valid() : false ),
		);
		$url    = (string) ( $o['cookie_read_page_custom'] ?? '' );
		if ( '' === $url && ! empty( $o['cookie_read_page'] ) && is_numeric( $o['cookie_read_page'] ) ) {
			$url = (string) get_permalink( (int) $o['cookie_read_page'] );
		}
		if ( '' !== $url && false === stripos( $url, '//' ) && '/' !== $url[0] ) {
			$url = set_url_scheme( '//' . $url ); // As CT does for a bare host name.
		}
		$url = esc_url_raw( $url, array( 'http', 'https' ) );
		if ( '' !== $url ) {
			$config['url'] = $url;
		}
		if ( $texts ) {
			$config['texts'] = $texts;
		}
		if ( $levels ) {
			$config['levels'] = $levels;
		}
		$cookies = self::cookies();
		if ( $cookies ) {
			$config['cookies'] = $cookies;
		}
		$expire = (int) ( $o['cookie_expire'] ?? 0 );
		if ( $expire > 0 ) {
			$config['cookie_expire'] = $expire;
		}
		$config['reload'] = ! empty( $o['cookie_refresh_after_save'] );
		if ( $accept >= 1 && $accept <= 5 ) {
			$config['consent_accept_level'] = $accept;
		}
		// CT's first-layer decline (its popup's `#ct-ultimate-cookie-close-modal`), shown when the option is "on".
		if ( 'on' === ( $o['cookie_gear_close_box'] ?? '' ) ) {
			$config['cookie_gear_close_box'] = true;
		}
		$default = (int) ( $o['cookie_cookies_group_default'] ?? 0 );
		if ( $default >= 1 && $default <= 5 ) {
			$config['consent_default_level'] = $default;
		}
		return array(
			'attrs'  => $attrs,
			'config' => (array) apply_filters( 'site_elements_consent_config', $config, $o ),
		);
	}

	/**
	 * CT's active cookie services (post type ct_ugdpr_service) as cookie list entries, one per
	 * cookie name, as CT's [render_cookies_list display_single_cookies] lists them.
	 *
	 * @return array
	 */
	public static function cookies(): array {
		if ( ! post_type_exists( 'ct_ugdpr_service' ) ) {
			return array();
		}
		$posts = get_posts(
			array(
				'post_type'        => 'ct_ugdpr_service',
				'numberposts'      => 200,
				'suppress_filters' => false,
			)
		);
		$out   = array();
		foreach ( $posts as $post ) {
			if ( ! get_post_meta( $post->ID, 'is_active', true ) ) {
				continue;
			}
			$names  = array_filter( array_map( 'trim', explode( ',', (string) get_post_meta( $post->ID, 'cookie_name', true ) ) ), 'strlen' );
			$type   = get_post_meta( $post->ID, 'type_of_cookie', true );
			$label  = class_exists( 'CT_Ultimate_GDPR_Model_Group' ) && '' !== $type ? html_entity_decode( (string) \CT_Ultimate_GDPR_Model_Group::get_label( $type ), ENT_QUOTES, 'UTF-8' ) : '';
			$party  = (string) get_post_meta( $post->ID, 'first_or_third_party', true );
			$expiry = get_post_meta( $post->ID, 'expiry_time', true );
			$expiry = is_numeric( $expiry ) && function_exists( 'ct_ultimate_gdpr_date' ) ? ct_ultimate_gdpr_date( $expiry ) : (string) $expiry;
			foreach ( $names as $name ) {
				$entry = array(
					'cookie_name'           => $name,
					'cookie_type_label'     => $label,
					'can_be_blocked'        => get_post_meta( $post->ID, 'can_be_blocked', true ) ? 1 : 0,
					'session_or_persistent' => (string) get_post_meta( $post->ID, 'session_or_persistent', true ),
					'expiry_time'           => $expiry,
					'purpose'               => self::text( (string) get_post_meta( $post->ID, 'purpose', true ) ),
				);
				if ( in_array( $party, array( 'first_party', 'third_party' ), true ) ) {
					$entry['first_or_third_party'] = $party;
				}
				$out[] = $entry;
			}
		}
		return $out;
	}

	/**
	 * The `<gdpr-consent>` markup.
	 *
	 * @return string
	 */
	public static function render(): string {
		$cfg  = self::config();
		$html = '<gdpr-consent';
		foreach ( $cfg['attrs'] as $name => $value ) {
			$html .= true === $value ? ' ' . $name : ' ' . $name . '="' . esc_attr( (string) $value ) . '"';
		}
		$html         .= '>' . Json::script( $cfg['config'] ) . '</gdpr-consent>';
		self::$printed = true;
		return $html;
	}

	/** Dequeues CT's banner scripts and styles (its cookie-blocking script stays). */
	public static function dequeue_assets(): void {
		if ( ! self::controller() || ! Settings::switched( 'replace_ct_gdpr' ) || ! Gravity_Forms::front_render() ) {
			return;
		}
		foreach ( array( 'ct-ultimate-gdpr-cookie-popup', 'ct-ultimate-gdpr-base64' ) as $handle ) {
			wp_dequeue_script( $handle );
			wp_dequeue_style( $handle );
		}
		// CT's general stylesheet and icon font only serve its banner unless a CT shortcode is on the page.
		$post = get_post();
		if ( ! $post || ! preg_match( '/\[(ultimate_gdpr_|render_cookies_list)/', (string) $post->post_content ) ) {
			foreach ( array( 'ct-ultimate-gdpr', 'ct-ultimate-gdpr-font-awesome', 'ct-ultimate-gdpr-jquery-ui' ) as $handle ) {
				wp_dequeue_style( $handle );
			}
		}
	}
}
