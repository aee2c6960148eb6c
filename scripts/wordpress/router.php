<?php
/**
 * Router for PHP's built-in server (php -S 127.0.0.1:PORT -t <wp root> router.php): real files are
 * handed back as they are (return false; PHP files run), everything else goes to WordPress'
 * index.php, as Apache's rewrite rules would do with pretty permalinks.
 *
 * @package site-elements
 */

$se_root = rtrim( $_SERVER['DOCUMENT_ROOT'], '/' );
$se_path = parse_url( urldecode( $_SERVER['REQUEST_URI'] ), PHP_URL_PATH );
$se_path = '/' . ltrim( is_string( $se_path ) ? $se_path : '/', '/' );
// No '..' segments (the plugin folder is a symlink, so realpath() may leave the document root legitimately).
$se_file = in_array( '..', explode( '/', $se_path ), true ) ? false : rtrim( $se_root . $se_path, '/' );

if ( false !== $se_file && file_exists( $se_file ) ) {
	if ( is_dir( $se_file ) ) {
		if ( '/' !== substr( $se_path, -1 ) ) {
			header( 'Location: ' . $se_path . '/', true, 301 );
			return true;
		}
		if ( is_file( $se_file . '/index.php' ) ) {
			$_SERVER['SCRIPT_NAME']     = rtrim( $se_path, '/' ) . '/index.php';
			$_SERVER['PHP_SELF']        = $_SERVER['SCRIPT_NAME'];
			$_SERVER['SCRIPT_FILENAME'] = $se_file . '/index.php';
			chdir( $se_file );
			require $se_file . '/index.php';
			return true;
		}
	}
	if ( is_file( $se_file ) ) {
		return false;
	}
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $se_root . '/index.php';
chdir( $se_root );
require $se_root . '/index.php';
return true;
