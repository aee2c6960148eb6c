<?php
/**
 * The plugin's own shortcodes, printing the same markup as the switch-over (whatever the
 * switch-over settings are): [site_elements_form id=N method=ajax|iframe|postback],
 * [site_elements_popup id=N], [site_elements_consent]; and one shortcode per tag of the package,
 * [se_<tag with underscores> attribute=value …]content[/…], so an editor without unfiltered_html
 * (who may not write the tags themselves) can place every tag: see Shortcodes::TAGS.
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
		foreach ( array_keys( self::TAGS ) as $tag ) {
			add_shortcode( self::shortcode_name( $tag ), array( self::class, 'tag' ) );
		}
		add_filter( 'no_texturize_shortcodes', array( self::class, 'no_texturize' ) );
	}

	/**
	 * Every tag of the package (elements/tags.ts, CONTRACT section 3) with the attributes it
	 * understands and their types; tests/unit/wordpress checks this table against elements/tags.ts.
	 * The common ones (ajax-url, rest-url, rest-nonce, locale, config) are in COMMON.
	 */
	public const TAGS = array(
		'gdpr-consent'        => array( 'banner-style' => 'string', 'always-visible' => 'boolean', 'reload' => 'boolean', 'ajax-popup' => 'boolean', 'reset-consent' => 'boolean', 'accept-level' => 'number', 'decline-button' => 'boolean' ),
		'gdpr-cookie-list'    => array(),
		'gdpr-cookie-block'   => array(),
		'ays-popup'           => array( 'popup-id' => 'number', 'options' => 'string' ),
		'gform-form'          => array( 'form-id' => 'number', 'submission-method' => 'string', 'display-title' => 'boolean', 'display-description' => 'boolean', 'state' => 'string', 'version-hash' => 'string', 'ajax-marker' => 'string' ),
		'seoaic-lead-form'    => array(),
		'interactive-article' => array( 'post-id' => 'number' ),
		'eb-popup'            => array( 'popup-id' => 'number' ),
		'eb-form'             => array( 'widget-id' => 'string', 'post-id' => 'string', 'queried-id' => 'string' ),
		'wc-cart'             => array( 'shop-url' => 'string', 'checkout-url' => 'string', 'cross-sells' => 'boolean', 'sticky-summary' => 'boolean', 'sticky-offset' => 'number', 'manual-update' => 'boolean', 'tax-display' => 'string', 'nonce' => 'string', 'countries' => 'string', 'shipping-calculator' => 'string' ),
		'wc-mini-cart'        => array( 'cart-type' => 'string', 'open-cart' => 'string', 'automatically-open-cart' => 'string', 'cart-url' => 'string', 'checkout-url' => 'string' ),
		'wc-checkout'         => array( 'shop-url' => 'string', 'terms-url' => 'string', 'login-url' => 'string', 'countries' => 'string', 'tax-display' => 'string', 'nonce' => 'string', 'phone' => 'string', 'create-account' => 'string', 'generate-password' => 'string' ),
		'header-menu'         => array(),
		'eb-loop-grid'        => array( 'widget-id' => 'string', 'post-id' => 'number' ),
		'eb-sticky'           => array( 'devices' => 'string' ),
		'eb-carousel'         => array(),
		'eb-search'           => array( 'widget-id' => 'string', 'post-id' => 'number' ),
		'eb-posts'            => array( 'widget-id' => 'string', 'timeout' => 'number' ),
		'wc-my-account'       => array(),
	);

	/** The attributes every tag understands (CONTRACT section 2.2 and 2.3). */
	public const COMMON = array( 'ajax-url' => 'string', 'rest-url' => 'string', 'rest-nonce' => 'string', 'locale' => 'string', 'config' => 'string' );

	/**
	 * The shortcode of a tag: `se_` and the tag with underscores (seoaic-lead-form ->
	 * se_seoaic_lead_form); underscores, as a hyphen in a shortcode name is ambiguous with a
	 * shorter shortcode's name.
	 *
	 * @param string $tag Tag name.
	 * @return string
	 */
	public static function shortcode_name( string $tag ): string {
		return 'se_' . str_replace( '-', '_', $tag );
	}

	/**
	 * The tags' shortcodes keep their content as written (a JSON config is not texturized).
	 *
	 * @param array $names Shortcodes wptexturize() leaves alone.
	 * @return array
	 */
	public static function no_texturize( $names ): array {
		$names = is_array( $names ) ? $names : array();
		foreach ( array_keys( self::TAGS ) as $tag ) {
			$names[] = self::shortcode_name( $tag );
		}
		return $names;
	}

	/**
	 * [se_<tag> attribute=value …]content[/se_<tag>]: the tag with the attributes it knows, each
	 * escaped (esc_url for the *-url ones); others are dropped. Attribute names may be written with
	 * `-` or `_` (popup-id or popup_id); a boolean is on for 1, true, yes, on or when named alone
	 * ([se_gdpr_consent reload]); a number must be an integer. Content that is a JSON object is
	 * the element's config (a `<script type="application/json">` child, re-encoded so it cannot
	 * close the block); other content is printed as the tag's light DOM after its own shortcodes.
	 *
	 * @param array|string $attr    Attributes.
	 * @param string|null  $content Content between the opening and closing shortcode.
	 * @param string       $name    The shortcode's name.
	 * @return string
	 */
	public static function tag( $attr, $content = null, $name = '' ): string {
		$tag = str_replace( '_', '-', substr( (string) $name, 3 ) );
		if ( ! isset( self::TAGS[ $tag ] ) ) {
			return '';
		}
		$known = self::TAGS[ $tag ] + self::COMMON;
		$html  = '<' . $tag;
		foreach ( self::attributes( is_array( $attr ) ? $attr : array(), $known ) as $key => $value ) {
			$html .= true === $value ? ' ' . $key : ' ' . $key . '="' . ( '-url' === substr( $key, -4 ) ? esc_url( $value ) : esc_attr( $value ) ) . '"';
		}
		$html .= '>';
		$body  = null === $content ? '' : (string) $content;
		$json  = self::json_content( $body );
		if ( null !== $json ) {
			$html .= Json::script( $json );
		} elseif ( '' !== trim( $body ) ) {
			$html .= do_shortcode( shortcode_unautop( $body ) );
		}
		return $html . '</' . $tag . '>';
	}

	/**
	 * The known attributes of a shortcode, cleaned: name => string, or true for a boolean that is on.
	 *
	 * @param array $attr  The shortcode's attributes (numeric keys: names written alone).
	 * @param array $known Attribute => type.
	 * @return array
	 */
	private static function attributes( array $attr, array $known ): array {
		$out = array();
		foreach ( $attr as $key => $value ) {
			if ( is_int( $key ) ) {
				$key   = (string) $value;
				$value = true;
			}
			$key = strtolower( str_replace( '_', '-', (string) $key ) );
			if ( ! isset( $known[ $key ] ) ) {
				continue;
			}
			if ( 'boolean' === $known[ $key ] ) {
				if ( true === $value || in_array( strtolower( (string) $value ), array( '', '1', 'true', 'yes', 'on' ), true ) ) {
					$out[ $key ] = true;
				}
			} elseif ( 'number' === $known[ $key ] ) {
				$value = trim( (string) $value );
				if ( preg_match( '/^-?\d+$/', $value ) ) {
					$out[ $key ] = $value;
				}
			} elseif ( true !== $value ) {
				$out[ $key ] = (string) $value;
			}
		}
		return $out;
	}

	/**
	 * The shortcode's content decoded when it is a JSON object or array, else null when it is not one. Undoes what
	 * the editor and the_content may have added around it (wpautop's paragraphs and line breaks,
	 * kses' &amp;).
	 *
	 * @param string $body Content.
	 * @return array|object|null Objects stay objects, so `{}` is printed as `{}`.
	 */
	private static function json_content( string $body ) {
		$text = trim( preg_replace( '#</?p>|<br\s*/?>#i', '', $body ) );
		if ( '' === $text || ( '{' !== $text[0] && '[' !== $text[0] ) ) {
			return null;
		}
		foreach ( array( $text, html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) as $candidate ) {
			$data = json_decode( $candidate );
			if ( is_array( $data ) || is_object( $data ) ) {
				return $data;
			}
		}
		return null;
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
