<?php
/**
 * JSON for inside HTML: `<`, `>`, `&`, `'` and `"` are written as \u escapes, so a value can never
 * close the <script> block or an attribute it is printed in.
 *
 * @package site-elements
 */

namespace SiteElements;

defined( 'ABSPATH' ) || exit;

/**
 * JSON helpers.
 */
final class Json {

	/** The flags every JSON printed into a page uses. */
	public const FLAGS = JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES;

	/**
	 * JSON text safe inside `<script type="application/json">` (and inside an attribute).
	 *
	 * @param mixed $data Data to encode.
	 * @return string '{}' when the data cannot be encoded.
	 */
	public static function encode( $data ): string {
		$json = wp_json_encode( $data, self::FLAGS );
		return false === $json ? '{}' : $json;
	}

	/**
	 * A `<script type="...">` block holding the data as JSON.
	 *
	 * @param mixed  $data Data to encode.
	 * @param string $type The script type (application/json unless told).
	 * @param array  $attrs Extra attributes (name => value), escaped here.
	 * @return string
	 */
	public static function script( $data, string $type = 'application/json', array $attrs = array() ): string {
		$extra = '';
		foreach ( $attrs as $name => $value ) {
			$extra .= ' ' . sanitize_key( $name ) . '="' . esc_attr( $value ) . '"';
		}
		return '<script type="' . esc_attr( $type ) . '"' . $extra . '>' . self::encode( $data ) . '</script>';
	}
}
