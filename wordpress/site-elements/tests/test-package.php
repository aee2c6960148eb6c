<?php
/**
 * The plugin as it ships: the zip of `npm run build:wordpress` (installed the way Plugins → Add New →
 * Upload Plugin does), uninstall.php and the Dutch settings page.
 *
 * @package site-elements
 */

use SiteElements\Settings;

/**
 * The zip `npm run build:wordpress` writes (the project's dist/, three folders above these tests).
 *
 * @return string
 */
function se_plugin_zip() {
	$zip = dirname( __DIR__, 3 ) . '/dist/site-elements-wordpress.zip';
	se_assert( is_file( $zip ), "{$zip} is missing: npm run build:wordpress" );
	return $zip;
}

/**
 * Every file under $dir, as paths relative to it.
 *
 * @param string $dir Folder.
 * @return string[]
 */
function se_files_under( $dir ) {
	$out = array();
	$it  = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $dir, FilesystemIterator::SKIP_DOTS ) );
	foreach ( $it as $file ) {
		$out[] = substr( $file->getPathname(), strlen( $dir ) + 1 );
	}
	sort( $out );
	return $out;
}

function se_test_zip_installs_like_an_upload_with_only_the_served_files() {
	require_once ABSPATH . 'wp-admin/includes/file.php';
	require_once ABSPATH . 'wp-admin/includes/misc.php';
	require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';
	$zip  = se_plugin_zip();
	$dest = trailingslashit( get_temp_dir() ) . 'se-zip-install-' . wp_generate_password( 8, false, false );
	// Plugin_Upgrader::install() is what the upload form runs; only its destination is changed, so the
	// stack's own (symlinked) plugin folder is left alone.
	$to_temp = static function ( $options ) use ( $dest ) {
		$options['destination'] = $dest;
		return $options;
	};
	$direct  = static fn() => 'direct';
	add_filter( 'upgrader_package_options', $to_temp );
	add_filter( 'filesystem_method', $direct );
	try {
		se_assert( WP_Filesystem(), 'WP_Filesystem' );
		$upgrader = new Plugin_Upgrader( new Automatic_Upgrader_Skin() );
		$result   = $upgrader->install( $zip );
		se_assert( true === $result, 'installed: ' . ( is_wp_error( $result ) ? $result->get_error_message() : var_export( $result, true ) ) . ' ' . implode( ' ', (array) $upgrader->skin->get_upgrade_messages() ) );
		// The upgrader unpacks into $dest what the zip's one folder holds; that folder's name is the
		// plugin's folder name on a real site (wp-content/plugins/site-elements/).
		se_assert_same( 'site-elements', basename( untrailingslashit( (string) ( $upgrader->result['source'] ?? '' ) ) ), 'the zip holds one folder site-elements/' );
		$root = untrailingslashit( $dest );
		$data = get_plugin_data( $root . '/site-elements.php', false, false );
		se_assert_same( 'Site Elements', $data['Name'] );
		se_assert_same( SITE_ELEMENTS_VERSION, $data['Version'] );
		se_assert_same( 'site-elements', $data['TextDomain'] );
		$files = se_files_under( $root );
		foreach ( array( 'site-elements.php', 'uninstall.php', 'readme.txt', 'languages/site-elements-nl_NL.mo', 'languages/site-elements-nl_NL.po', 'assets/site-elements.js', 'assets/site-elements.lite.js', 'assets/site-elements.iife.js', 'assets/site-elements.lite.iife.js', 'assets/eb-carousel.css', 'assets/THIRD-PARTY-LICENSES.txt' ) as $want ) {
			se_assert( in_array( $want, $files, true ), "has {$want}" );
		}
		se_assert( (bool) preg_grep( '#^assets/chunks/[^/]+\.js$#', $files ), 'has the chunks' );
		se_assert( (bool) preg_grep( '#^assets/chunks-lite/[^/]+\.js$#', $files ), 'has the lite chunks' );
		foreach ( $files as $file ) {
			se_assert( 0 !== strpos( $file, 'tests/' ), "no tests: {$file}" );
			se_assert( false === strpos( $file, 'server/' ), "no dist/server: {$file}" );
			se_assert( ! preg_match( '#\.(d\.ts|map|ts|mjs)$#', $file ), "no types, maps or sources: {$file}" );
			se_assert( ! preg_match( '#(^|/)(meta(\..+)?\.json|custom-elements\.json|\..+)$#', $file ), "no metafiles or dotfiles: {$file}" );
		}
		// What is served is what the stack serves (scripts/wordpress/plugin-files.mjs gives both).
		$loader = SITE_ELEMENTS_DIR . '/assets/site-elements.js';
		if ( is_file( $loader ) ) {
			se_assert_same( md5_file( $loader ), md5_file( $root . '/assets/site-elements.js' ), 'the loader the stack runs' );
		}
		$readme = (string) file_get_contents( $root . '/readme.txt' );
		se_assert_contains( 'Stable tag: ' . SITE_ELEMENTS_VERSION, $readme, 'readme.txt' );
		se_assert_contains( 'Requires PHP: 8.1', $readme, 'readme.txt' );
	} finally {
		remove_filter( 'upgrader_package_options', $to_temp );
		global $wp_filesystem;
		if ( $wp_filesystem ) {
			$wp_filesystem->delete( $dest, true );
		}
		remove_filter( 'filesystem_method', $direct );
	}
}

function se_test_uninstall_removes_every_option() {
	se_settings( array( 'build' => 'lite', 'replace_ays' => true ) );
	se_assert( is_array( get_option( Settings::OPTION ) ), 'stored before' );
	$source = (string) file_get_contents( SITE_ELEMENTS_DIR . '/uninstall.php' );
	se_assert_contains( "'" . Settings::OPTION . "'", $source, 'uninstall.php names Settings::OPTION' );
	if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
		define( 'WP_UNINSTALL_PLUGIN', 'site-elements/site-elements.php' );
	}
	include SITE_ELEMENTS_DIR . '/uninstall.php';
	wp_cache_delete( 'alloptions', 'options' );
	se_assert_same( 'gone', get_option( Settings::OPTION, 'gone' ), 'option deleted' );
}

function se_test_settings_page_in_dutch() {
	require_once ABSPATH . 'wp-admin/includes/template.php';
	$dutch = static fn() => 'nl_NL';
	add_filter( 'plugin_locale', $dutch );
	$admin = se_make_user( 'administrator' );
	try {
		unload_textdomain( 'site-elements', true ); // Reloadable: WordPress 6.7+ keeps a domain unloaded for good otherwise, and it may have loaded it just in time already.
		se_assert( Settings::load_textdomain(), 'languages/site-elements-nl_NL.mo loaded' );
		se_assert_same( 'Instellingen opgeslagen.', __( 'Settings saved.', 'site-elements' ) );
		wp_set_current_user( $admin );
		$_GET['updated'] = '1';
		ob_start();
		Settings::render_page();
		$html = ob_get_clean();
		foreach ( array( 'Instellingen opgeslagen.', 'Laden vanaf', 'Overschakelen', 'Formulieren van Gravity Forms worden &lt;gform-form&gt;', 'Wijzigingen opslaan' ) as $nl ) {
			se_assert_contains( $nl, $html, 'Dutch page' );
		}
		se_assert_not_contains( 'Switch over', $html, 'no English left' );
	} finally {
		remove_filter( 'plugin_locale', $dutch );
		unload_textdomain( 'site-elements', true ); // Reloadable: WordPress 6.7+ keeps a domain unloaded for good otherwise, and it may have loaded it just in time already.
		Settings::load_textdomain();
		se_delete_user( $admin );
	}
}
