<?php
/**
 * The settings page: manage_options and a nonce, or nothing is saved.
 *
 * @package site-elements
 */

use SiteElements\Settings;

/**
 * A posted settings form.
 *
 * @param string|null $nonce The nonce field (null: none).
 * @return array
 */
function se_settings_post( $nonce ) {
	$post = array(
		'action'        => 'site_elements_save',
		'site_elements' => array(
			'build'     => 'lite',
			'format'    => 'classic',
			'source'    => 'local',
			'gf_method' => 'iframe',
		),
	);
	if ( null !== $nonce ) {
		$post[ Settings::NONCE_NAME ] = $nonce;
	}
	return $post;
}

function se_test_settings_subscriber_cannot_save() {
	$user = se_make_user( 'subscriber' );
	try {
		wp_set_current_user( $user );
		$before = get_option( Settings::OPTION );
		$result = Settings::save_from_request( se_settings_post( wp_create_nonce( Settings::NONCE_ACTION ) ) );
		se_assert( is_wp_error( $result ), 'refused' );
		se_assert_same( 'site_elements_forbidden', $result->get_error_code() );
		se_assert_same( $before, get_option( Settings::OPTION ), 'nothing saved' );
		// Through admin-post.php: wp_die with 403.
		$_POST = se_settings_post( wp_create_nonce( Settings::NONCE_ACTION ) );
		$die   = se_catch_die( array( Settings::class, 'handle_save' ) );
		se_assert( null !== $die, 'handle_save dies' );
		se_assert_same( 403, $die->status );
		se_assert_same( $before, get_option( Settings::OPTION ), 'nothing saved by handle_save' );
		// The page itself.
		$die = se_catch_die(
			static function () {
				ob_start();
				Settings::render_page();
				ob_end_clean();
			}
		);
		se_assert( null !== $die && 403 === $die->status, 'the settings page is refused' );
	} finally {
		wp_set_current_user( 0 );
		se_delete_user( $user );
	}
}

function se_test_settings_editor_cannot_save() {
	$user = se_make_user( 'editor' );
	try {
		wp_set_current_user( $user );
		$result = Settings::save_from_request( se_settings_post( wp_create_nonce( Settings::NONCE_ACTION ) ) );
		se_assert( is_wp_error( $result ) && 'site_elements_forbidden' === $result->get_error_code(), 'an editor lacks manage_options' );
	} finally {
		wp_set_current_user( 0 );
		se_delete_user( $user );
	}
}

function se_test_settings_admin_needs_a_valid_nonce() {
	$admin = se_make_user( 'administrator' );
	try {
		wp_set_current_user( $admin );
		$before = get_option( Settings::OPTION );
		foreach (
			array(
				'missing'      => null,
				'empty'        => '',
				'forged'       => 'abcdef0123',
				'other action' => wp_create_nonce( 'some_other_action' ),
			) as $case => $nonce
		) {
			$result = Settings::save_from_request( se_settings_post( $nonce ) );
			se_assert( is_wp_error( $result ), "{$case} nonce refused" );
			se_assert_same( 'site_elements_bad_nonce', $result->get_error_code(), $case );
			se_assert_same( $before, get_option( Settings::OPTION ), "nothing saved with a {$case} nonce" );
		}
		// Another user's nonce.
		$other = se_make_user( 'administrator' );
		wp_set_current_user( $other );
		$foreign = wp_create_nonce( Settings::NONCE_ACTION );
		wp_set_current_user( $admin );
		se_delete_user( $other );
		se_assert( is_wp_error( Settings::save_from_request( se_settings_post( $foreign ) ) ), "another user's nonce refused" );

		$_POST = se_settings_post( 'forged' );
		$die   = se_catch_die( array( Settings::class, 'handle_save' ) );
		se_assert( null !== $die && 403 === $die->status, 'handle_save refuses a forged nonce with 403' );

		se_assert_same( true, Settings::save_from_request( se_settings_post( wp_create_nonce( Settings::NONCE_ACTION ) ) ), 'a valid nonce saves' );
		$s = Settings::get();
		se_assert_same( 'lite', $s['build'] );
		se_assert_same( 'classic', $s['format'] );
		se_assert_same( 'iframe', $s['gf_method'] );
		se_assert_same( false, $s['replace_gravityforms'], 'an unchecked checkbox saves false' );
	} finally {
		wp_set_current_user( 0 );
		se_delete_user( $admin );
	}
}

function se_test_settings_sanitize_refuses_unknown_values() {
	$s = Settings::sanitize(
		array(
			'build'                => 'evil',
			'format'               => '<script>',
			'source'               => 'cdn',
			'cdn_base'             => 'javascript:alert(1)',
			'replace_gravityforms' => 'on',
			'gf_method'            => 'jsonp',
			'extra'                => 'dropped',
		)
	);
	se_assert_same( 'react', $s['build'] );
	se_assert_same( 'module', $s['format'] );
	se_assert_same( '', $s['cdn_base'], 'no javascript: URL' );
	se_assert_same( 'local', $s['source'], 'cdn without a base falls back to local' );
	se_assert_same( true, $s['replace_gravityforms'] );
	se_assert_same( 'ajax', $s['gf_method'] );
	se_assert( ! isset( $s['extra'] ), 'unknown keys dropped' );
}

function se_test_loader_is_enqueued_as_chosen() {
	$cases = array(
		array( array( 'build' => 'react', 'format' => 'module' ), 'site-elements.js', true ),
		array( array( 'build' => 'lite', 'format' => 'module' ), 'site-elements.lite.js', true ),
		array( array( 'build' => 'react', 'format' => 'classic' ), 'site-elements.iife.js', false ),
		array( array( 'build' => 'lite', 'format' => 'classic' ), 'site-elements.lite.iife.js', false ),
	);
	foreach ( $cases as list( $values, $file, $module ) ) {
		se_settings( $values + array( 'source' => 'cdn', 'cdn_base' => 'https://cdn.example.com/npm/site-elements@0.1.0/dist' ) );
		$s = Settings::get();
		se_assert_same( $file, SiteElements\Assets::loader_file( $s ) );
		se_assert_same( 'https://cdn.example.com/npm/site-elements@0.1.0/dist/' . $file, SiteElements\Assets::loader_src( $s )[0] );
		$tag = SiteElements\Assets::module_tag( "<script src='x'></script>", SiteElements\Assets::HANDLE, 'https://cdn.example.com/a.js?x=1&y=2' );
		se_assert_same( $module, false !== strpos( $tag, 'type="module"' ), $file . ' module attribute' );
	}
}
