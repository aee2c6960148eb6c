<?php
/**
 * The Elementor Pro switches (Settings::families(), system `elementor`).
 *
 * @package site-elements
 */

namespace SiteElements;

defined( 'ABSPATH' ) || exit;

/**
 * Elementor Pro's widgets as the tags.
 */
final class Elementor {

	/** Hooks. */
	public static function register(): void {
	}
}
