<?php
/**
 * The plugin's own shortcodes.
 *
 * @package site-elements
 */

function se_test_site_elements_form_shortcode() {
	if ( ! SiteElements\Gravity_Forms::active() ) {
		return;
	}
	$id = se_make_form( array( 'fields' => array( array( 'type' => 'text', 'id' => 1, 'label' => 'Naam', 'pageNumber' => 1 ) ) ) );
	try {
		se_settings( array( 'replace_gravityforms' => false ) );
		$html = do_shortcode( "[site_elements_form id={$id} method=postback]" );
		se_assert_contains( '<gform-form form-id="' . $id . '" submission-method="postback"', $html, 'printed even when GF is not switched over' );
		se_assert_contains( 'submission-method="iframe"', do_shortcode( "[site_elements_form id={$id} method=iframe]" ) );
		se_assert_contains( 'submission-method="ajax"', do_shortcode( "[site_elements_form id={$id}]" ), 'default: gf_method' );
		se_assert_same( '', do_shortcode( '[site_elements_form id=999999]' ), 'unknown form: nothing' );
	} finally {
		GFAPI::delete_form( $id );
	}
}

function se_test_site_elements_popup_shortcode() {
	if ( null === SiteElements\Ays_Popup::ays() ) {
		return;
	}
	$id = se_make_popup();
	try {
		se_settings( array( 'replace_ays' => false ) );
		se_assert_contains( '<ays-popup popup-id="' . $id . '"', do_shortcode( "[site_elements_popup id={$id}]" ) );
	} finally {
		se_delete_popup( $id );
	}
}

function se_test_site_elements_consent_shortcode_prints_once() {
	$first  = do_shortcode( '[site_elements_consent]' );
	$second = do_shortcode( '[site_elements_consent]' );
	se_assert_contains( '<gdpr-consent', $first );
	se_assert_same( '', $second, 'once per page' );
	se_assert( is_array( se_json_block( $first ) ), 'with its JSON block' );
}
