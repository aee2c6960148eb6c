<?php
/**
 * Installs WordPress in a stack (wp_install()), sets the site options, switches the theme and
 * activates the plugins with activate_plugin(). Idempotent: an installed site is only brought to
 * the wanted options, theme and plugins.
 *
 * php install.php <wp root> <json: {title, theme, plugins: [file...], options: {name: value}}>
 *
 * Prints one JSON line: {installed: bool, activated: [...], errors: [...]}.
 *
 * @package site-elements
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

$se_root = rtrim( $argv[1] ?? '', '/' );
$se_args = json_decode( $argv[2] ?? '{}', true );
if ( ! is_file( $se_root . '/wp-load.php' ) || ! is_array( $se_args ) ) {
	fwrite( STDERR, "usage: php install.php <wp root> <json>\n" );
	exit( 2 );
}

define( 'WP_INSTALLING', true );
$_SERVER['HTTP_HOST']   = parse_url( getenv( 'SE_WP_BASE_URL' ) ?: 'http://127.0.0.1', PHP_URL_HOST ) . ':' . ( parse_url( getenv( 'SE_WP_BASE_URL' ) ?: 'http://127.0.0.1:80', PHP_URL_PORT ) ?: 80 );
$_SERVER['REQUEST_URI'] = '/';
require $se_root . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/theme.php';

$se_out = array(
	'installed' => false,
	'activated' => array(),
	'errors'    => array(),
);

if ( ! is_blog_installed() ) {
	$se_result = wp_install( $se_args['title'] ?? 'Site Elements', 'admin', 'admin@example.com', true, '', 'admin' );
	if ( is_wp_error( $se_result ) ) {
		$se_out['errors'][] = $se_result->get_error_message();
	}
	$se_out['installed'] = true;
}

foreach ( (array) ( $se_args['options'] ?? array() ) as $se_name => $se_value ) {
	if ( get_option( $se_name ) !== $se_value ) {
		update_option( $se_name, $se_value );
	}
}

if ( ! empty( $se_args['theme'] ) && get_stylesheet() !== $se_args['theme'] ) {
	$se_theme = wp_get_theme( $se_args['theme'] );
	if ( $se_theme->exists() ) {
		switch_theme( $se_args['theme'] );
	} else {
		$se_out['errors'][] = 'theme ' . $se_args['theme'] . ' not found';
	}
}

// Plugins that are active but not wanted (e.g. a leftover) are left alone; wanted ones are activated in order.
foreach ( (array) ( $se_args['plugins'] ?? array() ) as $se_plugin ) {
	if ( is_plugin_active( $se_plugin ) ) {
		continue;
	}
	$se_result = activate_plugin( $se_plugin, '', false, false );
	if ( is_wp_error( $se_result ) ) {
		$se_out['errors'][] = $se_plugin . ': ' . $se_result->get_error_message();
	} else {
		$se_out['activated'][] = $se_plugin;
	}
}

flush_rewrite_rules( false );
echo wp_json_encode( $se_out ), "\n";
