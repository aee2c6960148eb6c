<?php
/**
 * The plugin's own shortcodes, printing the same markup as the switch-over (whatever the
 * switch-over settings are): [site_elements_form id=N method=ajax|iframe|postback],
 * [site_elements_popup id=N], [site_elements_consent].
 *
 * @package site-elements
 */

namespace SiteElements;

defined( 'ABSPATH' ) || exit;

/**
 * Shortcodes.
 */
final class Shortcodes {

	/** Hooks. */
	public static function register(): void {
		add_action( 'init', array( self::class, 'add' ), 20 );
	}

	/** Registers the shortcodes. */
	public static function add(): void {
		add_shortcode( 'site_elements_form', array( self::class, 'form' ) );
		add_shortcode( 'site_elements_popup', array( self::class, 'popup' ) );
		add_shortcode( 'site_elements_consent', array( self::class, 'consent' ) );
	}

	/**
	 * [site_elements_form id=N method=ajax|iframe|postback title=false description=false field_values=…]
	 *
	 * @param array|string $attr Attributes.
	 * @return string
	 */
	public static function form( $attr ): string {
		if ( ! Gravity_Forms::active() ) {
			return '';
		}
		$attr = is_array( $attr ) ? $attr : array();
		if ( empty( $attr['method'] ) && empty( $attr['submission_method'] ) ) {
			$attr['method'] = (string) Settings::value( 'gf_method' );
		}
		return (string) Gravity_Forms::render_shortcode( $attr );
	}

	/**
	 * [site_elements_popup id=N w=… h=…]
	 *
	 * @param array|string $attr Attributes.
	 * @return string
	 */
	public static function popup( $attr ): string {
		return Ays_Popup::render( is_array( $attr ) ? $attr : array() );
	}

	/**
	 * [site_elements_consent]: the consent tag configured from CT Ultimate GDPR (its defaults
	 * when CT is not active). Printed once per page.
	 *
	 * @return string
	 */
	public static function consent(): string {
		if ( Ct_Gdpr::$printed ) {
			return '';
		}
		return Ct_Gdpr::controller() ? Ct_Gdpr::render() : self::bare_consent();
	}

	/**
	 * A consent tag without CT: the tag's own texts.
	 *
	 * @return string
	 */
	private static function bare_consent(): string {
		Ct_Gdpr::$printed = true;
		return '<gdpr-consent banner-style="bottom-panel">' . Json::script( new \stdClass() ) . '</gdpr-consent>';
	}
}
