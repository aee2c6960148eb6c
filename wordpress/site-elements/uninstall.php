<?php
/**
 * Deleting the plugin (Plugins → Delete) removes what it stored: its one option, `site_elements`
 * (SiteElements\Settings::OPTION), on every site of a network. The plugin keeps nothing else: no
 * tables, transients, user meta or files of its own.
 *
 * @package site-elements
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

/** The options the plugin registers (includes/class-settings.php). */
$site_elements_options = array( 'site_elements' );

if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids', 'number' => 0 ) ) as $site_elements_site ) {
		switch_to_blog( $site_elements_site );
		foreach ( $site_elements_options as $site_elements_option ) {
			delete_option( $site_elements_option );
		}
		restore_current_blog();
	}
} else {
	foreach ( $site_elements_options as $site_elements_option ) {
		delete_option( $site_elements_option );
	}
}
