<?php
/**
 * A tiny test runner: loads a WordPress (the stacks of scripts/wordpress/stack.mjs) with this plugin
 * active and runs every function named `se_test_*` of tests/test-*.php.
 *
 *   php wordpress/site-elements/tests/run.php <path to the WordPress root> [name filter]
 *
 * Prints one line per test and last `N passed, N failed, N skipped (N assertions)`; exits 1 when a test
 * failed. A test that makes no assertion fails (it could not fail otherwise); one that cannot run on
 * this stack says so with se_skip().
 *
 * @package site-elements
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

$se_root = rtrim( $argv[1] ?? '', '/' );
$se_only = $argv[2] ?? '';
if ( ! is_file( $se_root . '/wp-load.php' ) ) {
	fwrite( STDERR, "usage: php run.php <wordpress root> [filter]\n" );
	exit( 2 );
}

$_SERVER['HTTP_HOST']       = $_SERVER['HTTP_HOST'] ?? '127.0.0.1';
$_SERVER['SERVER_NAME']     = $_SERVER['SERVER_NAME'] ?? '127.0.0.1';
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['HTTP_USER_AGENT'] = 'Mozilla/5.0 (X11; Linux x86_64) site-elements-tests';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';

/**
 * Everything PHP reports from this plugin's own files, and WordPress' notices about it (such as its
 * text domain loaded too early, raised from wp-includes/): a test fails on them. E_ALL whatever
 * WP_DEBUG says.
 */
$GLOBALS['se_plugin_errors'] = array();
error_reporting( E_ALL );
$se_error_handler = static function ( $errno, $errstr, $errfile, $errline ) {
	$own   = false !== strpos( $errfile, '/site-elements/' ) && false === strpos( $errfile, '/tests/' );
	$about = false !== strpos( $errstr, '<code>site-elements</code>' );
	if ( $own || $about ) {
		$GLOBALS['se_plugin_errors'][] = "{$errstr} in {$errfile}:{$errline}";
	}
	return false; // Let PHP (and WP_DEBUG_LOG) handle it as usual.
};
set_error_handler( $se_error_handler );

require $se_root . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
error_reporting( E_ALL ); // wp_debug_mode() lowers it without WP_DEBUG.

if ( ! defined( 'SITE_ELEMENTS_VERSION' ) ) {
	fwrite( STDERR, "the site-elements plugin is not active in {$se_root}\n0 passed, 1 failed\n" );
	exit( 1 );
}

/** wp_die() in a test throws this instead of ending the process. */
class SE_Test_Die extends Exception {
	/** @var int */
	public $status;

	/**
	 * @param string $message Message.
	 * @param int    $status  HTTP status.
	 */
	public function __construct( $message, $status ) {
		parent::__construct( $message );
		$this->status = (int) $status;
	}
}

/** A failed assertion. */
class SE_Test_Failure extends Exception {}

/** A test that cannot run here (se_skip()). */
class SE_Test_Skip extends Exception {}

/** Assertions made by the running test. */
$GLOBALS['se_assertions'] = 0;

/**
 * Ends the running test as skipped, saying why.
 *
 * @param string $why Why it cannot run on this stack.
 */
function se_skip( $why ) {
	throw new SE_Test_Skip( $why );
}

$se_die = static function () {
	return static function ( $message, $title = '', $args = array() ) {
		$status = is_array( $args ) && isset( $args['response'] ) ? (int) $args['response'] : 500;
		if ( $message instanceof WP_Error ) {
			$message = $message->get_error_message();
		}
		throw new SE_Test_Die( is_string( $message ) ? $message : '', $status );
	};
};
add_filter( 'wp_die_handler', $se_die, 999 );
add_filter( 'wp_die_ajax_handler', $se_die, 999 );
add_filter( 'wp_die_json_handler', $se_die, 999 );
add_filter( 'wp_redirect', '__return_false', 999 ); // No Location headers from CLI.

/**
 * @param bool   $cond    Condition.
 * @param string $message What failed.
 */
function se_assert( $cond, $message = 'assertion failed' ) {
	++$GLOBALS['se_assertions'];
	if ( ! $cond ) {
		throw new SE_Test_Failure( $message );
	}
}

/**
 * @param mixed  $expected Expected.
 * @param mixed  $actual   Actual.
 * @param string $message  What is compared.
 */
function se_assert_same( $expected, $actual, $message = '' ) {
	++$GLOBALS['se_assertions'];
	if ( $expected !== $actual ) {
		throw new SE_Test_Failure( ( $message ? $message . ': ' : '' ) . 'expected ' . var_export( $expected, true ) . ', got ' . var_export( $actual, true ) );
	}
}

/**
 * @param string $needle   Expected part.
 * @param string $haystack Text.
 * @param string $message  What is checked.
 */
function se_assert_contains( $needle, $haystack, $message = '' ) {
	++$GLOBALS['se_assertions'];
	if ( false === strpos( (string) $haystack, $needle ) ) {
		throw new SE_Test_Failure( ( $message ? $message . ': ' : '' ) . 'missing ' . var_export( $needle, true ) . ' in ' . var_export( substr( (string) $haystack, 0, 400 ), true ) );
	}
}

/**
 * @param string $needle   Part that must not be there.
 * @param string $haystack Text.
 * @param string $message  What is checked.
 */
function se_assert_not_contains( $needle, $haystack, $message = '' ) {
	++$GLOBALS['se_assertions'];
	if ( false !== strpos( (string) $haystack, $needle ) ) {
		throw new SE_Test_Failure( ( $message ? $message . ': ' : '' ) . 'unexpected ' . var_export( $needle, true ) );
	}
}

/**
 * Runs $fn and returns what wp_die() said (or null when it did not die).
 *
 * @param callable $fn Code.
 * @return SE_Test_Die|null
 */
function se_catch_die( callable $fn ) {
	try {
		$fn();
	} catch ( SE_Test_Die $e ) {
		return $e;
	}
	return null;
}

/**
 * The JSON of the first `<script type="$type">` inside $html, decoded.
 *
 * @param string $html HTML.
 * @param string $type Script type.
 * @return mixed
 */
function se_json_block( $html, $type = 'application/json' ) {
	if ( ! preg_match( '#<script type="' . preg_quote( $type, '#' ) . '"[^>]*>(.*?)</script>#s', $html, $m ) ) {
		throw new SE_Test_Failure( "no <script type=\"{$type}\"> block in " . substr( $html, 0, 300 ) );
	}
	$data = json_decode( $m[1], true );
	se_assert( null !== $data, "the {$type} block is not JSON" );
	return $data;
}

/**
 * Sets the plugin's settings for a test (restored after each test).
 *
 * @param array $values Settings to change.
 */
function se_settings( array $values ) {
	update_option( 'site_elements', array_merge( SiteElements\Settings::get(), $values ) );
}

foreach ( glob( __DIR__ . '/test-*.php' ) as $se_file ) {
	require_once $se_file;
}

$se_tests = array_values(
	array_filter(
		get_defined_functions()['user'],
		static fn( $f ) => 0 === strpos( $f, 'se_test_' ) && ( '' === $se_only || false !== strpos( $f, $se_only ) )
	)
);

$se_saved_option = get_option( 'site_elements', null );
$se_passed       = 0;
$se_failed       = 0;
$se_skipped      = 0;
$se_total        = 0;
foreach ( $se_tests as $se_test ) {
	wp_set_current_user( 0 );
	$_POST    = array();
	$_GET     = array();
	$_REQUEST = array();
	$_COOKIE  = array();
	SiteElements\Gravity_Forms::$native   = false;
	SiteElements\Gravity_Forms::$rendered = array();
	SiteElements\Ays_Popup::$rendered     = array();
	SiteElements\Ct_Gdpr::$printed        = false;
	SiteElements\Woocommerce::$page_tag  = false;
	SiteElements\Elementor::reset();
	// Ours again before each test: Elementor's REST logger installs its own handler (without calling
	// ours) once a test has started the REST API, which would hide the plugin's notices after it.
	set_error_handler( $se_error_handler );
	update_option( 'site_elements', array_merge( SiteElements\Settings::defaults(), array( 'replace_gravityforms' => true, 'replace_ays' => true, 'replace_ct_gdpr' => true ) ) );
	$se_level = ob_get_level();
	$GLOBALS['se_assertions'] = 0;
	try {
		$se_test();
		if ( 0 === $GLOBALS['se_assertions'] ) {
			throw new SE_Test_Failure( 'asserted nothing (a test that cannot fail)' );
		}
		echo 'ok   ', substr( $se_test, 8 ), ' (', $GLOBALS['se_assertions'], ")\n";
		++$se_passed;
	} catch ( SE_Test_Skip $e ) {
		while ( ob_get_level() > $se_level ) {
			ob_end_clean();
		}
		echo 'skip ', substr( $se_test, 8 ), ': ', $e->getMessage(), "\n";
		++$se_skipped;
	} catch ( Throwable $e ) {
		while ( ob_get_level() > $se_level ) {
			ob_end_clean();
		}
		echo 'FAIL ', substr( $se_test, 8 ), ': ', $e->getMessage(), ( $e instanceof SE_Test_Failure ? '' : ' (' . get_class( $e ) . ' at ' . $e->getFile() . ':' . $e->getLine() . ')' ), "\n";
		++$se_failed;
	}
	while ( ob_get_level() > $se_level ) {
		ob_end_clean();
	}
	$se_total += $GLOBALS['se_assertions'];
}
if ( null === $se_saved_option ) {
	delete_option( 'site_elements' );
} else {
	update_option( 'site_elements', $se_saved_option );
}

if ( '' === $se_only ) {
	if ( $GLOBALS['se_plugin_errors'] ) {
		echo 'FAIL no PHP warnings or notices from the plugin: ', implode( '; ', array_unique( $GLOBALS['se_plugin_errors'] ) ), "\n";
		++$se_failed;
	} else {
		echo "ok   no PHP warnings or notices from the plugin\n";
		++$se_passed;
	}
}
echo "{$se_passed} passed, {$se_failed} failed, {$se_skipped} skipped ({$se_total} assertions)\n";
exit( $se_failed ? 1 : 0 );
