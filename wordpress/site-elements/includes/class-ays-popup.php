<?php
/**
 * Popup Box by AYS switch-over: `[ays_pb id=N]` and the pop-ups AYS shows by itself (its wp_footer
 * pass renders them through the same shortcode) become `<ays-popup popup-id="N" options="…">`,
 * with AYS's own encoded options blob and the content as AYS renders it.
 *
 * @package site-elements
 */

namespace SiteElements;

defined( 'ABSPATH' ) || exit;

/**
 * Popup Box by AYS.
 */
final class Ays_Popup {

	/**
	 * Pop-ups switched over on this page.
	 *
	 * @var int[]
	 */
	public static $rendered = array();

	/** Hooks. */
	public static function register(): void {
		add_filter( 'pre_do_shortcode_tag', array( self::class, 'pre_shortcode' ), 10, 3 );
		add_action( 'wp_enqueue_scripts', array( self::class, 'dequeue_assets' ), 100 );
		add_action( 'wp_footer', array( self::class, 'dequeue_assets' ), 19 );
	}

	/**
	 * AYS's public object (the one its shortcode belongs to), or null when AYS is not active.
	 *
	 * @return object|null
	 */
	public static function ays(): ?object {
		global $shortcode_tags;
		$cb = $shortcode_tags['ays_pb'] ?? null;
		if ( is_array( $cb ) && isset( $cb[0] ) && is_object( $cb[0] ) && method_exists( $cb[0], 'ays_generate_popup' ) ) {
			return $cb[0];
		}
		return null;
	}

	/**
	 * Replaces [ays_pb] when switched over.
	 *
	 * @param false|string $output What the shortcode prints (false: not decided yet).
	 * @param string       $tag    Shortcode name.
	 * @param array|string $attr   Its attributes.
	 * @return false|string
	 */
	public static function pre_shortcode( $output, $tag, $attr ) {
		if ( false !== $output || 'ays_pb' !== $tag || ! Settings::switched( 'replace_ays' ) || ! Gravity_Forms::front_render() || null === self::ays() ) {
			return $output;
		}
		return self::render( is_array( $attr ) ? $attr : array() );
	}

	/**
	 * The `<ays-popup>` for shortcode attributes (`id`, `w`, `h`), or '' when AYS would show nothing
	 * (switched off, gated by device, date, role, dismiss cookie, …: AYS decides, as before).
	 *
	 * @param array $attr Shortcode attributes.
	 * @return string
	 */
	public static function render( array $attr ): string {
		$ays = self::ays();
		$id  = isset( $attr['id'] ) ? absint( $attr['id'] ) : 0;
		if ( null === $ays || ! $id ) {
			return '';
		}
		// AYS's own renderer decides whether the pop-up shows and encodes its row; its markup is dropped.
		$native = (string) $ays->ays_generate_popup( $attr );
		if ( ! preg_match( '/aysPopupOptions\["' . $id . '"\]\s*=\s*"([A-Za-z0-9+\/=]*)"/', $native, $m ) ) {
			return '';
		}
		$blob = $m[1];
		$row  = json_decode( (string) base64_decode( $blob, true ), true );
		$row  = is_array( $row ) ? ( $row['popupbox'] ?? null ) : null;
		if ( ! is_array( $row ) ) {
			return '';
		}
		self::$rendered[] = $id;
		$html             = '<ays-popup popup-id="' . esc_attr( (string) $id ) . '" options="' . esc_attr( $blob ) . '">' . self::content( $row ) . '</ays-popup>';
		/**
		 * Filters the markup of a switched-over pop-up.
		 *
		 * @param string $html The markup.
		 * @param array  $row  The pop-up's row as AYS encodes it.
		 */
		return (string) apply_filters( 'site_elements_ays_popup', $html, $row );
	}

	/**
	 * The pop-up's content as AYS renders it: custom HTML with AYS's message variables through
	 * wpautop, autoembed and do_shortcode (Ays_Pb_Public::ays_autoembed), or the shortcode content.
	 * The content is what the site's administrators wrote in AYS (trusted, as AYS prints it).
	 *
	 * @param array $row The row.
	 * @return string
	 */
	public static function content( array $row ): string {
		$type = (string) ( $row['modal_content'] ?? '' );
		if ( 'shortcode' === $type ) {
			return do_shortcode( (string) ( $row['shortcode'] ?? '' ) );
		}
		$options = json_decode( (string) ( $row['options'] ?? '' ) );
		if ( 'notification_type' === $type ) {
			$html = is_object( $options ) && isset( $options->notification_main_content ) ? (string) $options->notification_main_content : '';
		} elseif ( 'custom_html' === $type || '' === $type ) {
			$html = (string) ( $row['custom_html'] ?? '' );
		} else {
			return ''; // image, video, facebook: the tag draws them from the options.
		}
		if ( class_exists( 'Ays_Pb_Data' ) ) {
			$templates = self::templates();
			if ( $templates && method_exists( $templates, 'ays_pb_generate_message_variables_arr' ) ) {
				$title = stripslashes( esc_attr( (string) ( $row['title'] ?? '' ) ) );
				$data  = $templates->ays_pb_generate_message_variables_arr( $title, is_object( $options ) ? $options : new \stdClass() );
				$html  = \Ays_Pb_Data::replace_message_variables( $html, $data );
			}
		}
		if ( class_exists( 'Ays_Pb_Public' ) && method_exists( 'Ays_Pb_Public', 'ays_autoembed' ) ) {
			return \Ays_Pb_Public::ays_autoembed( $html );
		}
		return do_shortcode( wpautop( $html ) );
	}

	/**
	 * AYS's templates object (its message variables live there).
	 *
	 * @return object|null
	 */
	private static function templates(): ?object {
		if ( ! class_exists( 'Ays_Pb_Public_Templates' ) && defined( 'AYS_PB_DIR' ) && is_file( AYS_PB_DIR . 'public/partials/ays-pb-public-templates.php' ) ) {
			include_once AYS_PB_DIR . 'public/partials/ays-pb-public-templates.php';
		}
		if ( ! class_exists( 'Ays_Pb_Public_Templates' ) ) {
			return null;
		}
		return new \Ays_Pb_Public_Templates( defined( 'AYS_PB_NAME' ) ? AYS_PB_NAME : 'ays-pb', defined( 'AYS_PB_NAME_VERSION' ) ? AYS_PB_NAME_VERSION : '' );
	}

	/** Dequeues AYS's front-end scripts and styles when switched over (all its pop-ups are). */
	public static function dequeue_assets(): void {
		if ( ! Settings::switched( 'replace_ays' ) || null === self::ays() || ! Gravity_Forms::front_render() ) {
			return;
		}
		$base = defined( 'AYS_PB_PUBLIC_URL' ) ? untrailingslashit( dirname( AYS_PB_PUBLIC_URL ) ) : '';
		foreach ( array( wp_scripts(), wp_styles() ) as $deps ) {
			foreach ( (array) $deps->queue as $handle ) {
				$src = isset( $deps->registered[ $handle ] ) ? (string) $deps->registered[ $handle ]->src : '';
				if ( ( '' !== $base && 0 === strpos( $src, $base . '/' ) ) || 'pb_animate' === $handle || 0 === strpos( $handle, 'ays-pb' ) ) {
					if ( $deps instanceof \WP_Scripts ) {
						wp_dequeue_script( $handle );
					} else {
						wp_dequeue_style( $handle );
					}
				}
			}
		}
	}
}
