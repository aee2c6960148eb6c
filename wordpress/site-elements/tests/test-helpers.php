<?php
/**
 * Helpers the tests share (no tests here).
 *
 * @package site-elements
 */

/**
 * Adds a Gravity Forms form for one test.
 *
 * @param array $form Form keys.
 * @return int
 */
function se_make_form( array $form ) {
	$form = array_merge(
		array(
			'title'          => 'site-elements test ' . wp_generate_password( 6, false ),
			'labelPlacement' => 'top_label',
			'button'         => array( 'type' => 'text', 'text' => 'Versturen' ),
			'fields'         => array(),
		),
		$form
	);
	$id = GFAPI::add_form( $form );
	if ( is_wp_error( $id ) ) {
		throw new SE_Test_Failure( 'add_form: ' . $id->get_error_message() );
	}
	return (int) $id;
}

/**
 * Posts a form back the way <gform-form>'s postback method does and lets GF process it (as GF
 * does on `wp`).
 *
 * @param int   $id     Form id.
 * @param array $fields input_* values.
 * @param int   $source Source page.
 * @param int   $target Target page (0 = submit).
 */
function se_post_form( $id, array $fields, $source, $target ) {
	$_POST = array_merge(
		array(
			'gform_submit'                       => (string) $id,
			"is_submit_{$id}"                    => '1',
			'gform_unique_id'                    => '',
			"gform_source_page_number_{$id}"     => (string) $source,
			"gform_target_page_number_{$id}"     => (string) $target,
			"gform_submission_method_{$id}"      => 'postback',
			'gform_submission_method'            => 'postback',
			'version_hash'                       => SiteElements\Gravity_Forms::version_hash(),
		),
		$fields
	);
	$_REQUEST                        = $_POST;
	$_SERVER['REQUEST_METHOD']       = 'POST';
	GFFormDisplay::$submission       = array();
	GFFormsModel::$uploaded_files    = array();
	add_filter( 'gform_suppress_confirmation_redirect', '__return_true' );
	GFFormDisplay::process_form( $id, GFFormDisplay::SUBMISSION_INITIATED_BY_WEBFORM );
	remove_filter( 'gform_suppress_confirmation_redirect', '__return_true' );
	$_SERVER['REQUEST_METHOD'] = 'GET';
}

/**
 * A user with one role, for one test.
 *
 * @param string $role Role.
 * @return int
 */
function se_make_user( $role ) {
	$login = 'se_' . $role . '_' . wp_generate_password( 6, false, false );
	$id    = wp_insert_user(
		array(
			'user_login' => $login,
			'user_pass'  => wp_generate_password(),
			'user_email' => $login . '@example.com',
			'role'       => $role,
		)
	);
	if ( is_wp_error( $id ) ) {
		throw new SE_Test_Failure( 'wp_insert_user: ' . $id->get_error_message() );
	}
	return (int) $id;
}

/**
 * Deletes a test user.
 *
 * @param int $id User id.
 */
function se_delete_user( $id ) {
	require_once ABSPATH . 'wp-admin/includes/user.php';
	wp_delete_user( $id );
}
