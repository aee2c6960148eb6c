<?php
/**
 * Escaping: nothing a visitor or an editor can put in a value closes a script block or an attribute.
 *
 * @package site-elements
 */

use SiteElements\Json;

const SE_EVIL = '</script><img src=x onerror=alert(1)>"\'&';

function se_test_json_uses_the_hex_flags() {
	$json = Json::encode( array( 'v' => SE_EVIL ) );
	foreach ( array( '<', '>', '&', "'" ) as $c ) {
		se_assert_not_contains( $c, $json, 'JSON must escape ' . $c );
	}
	se_assert_contains( '\u003C/script\u003E', $json );
	se_assert_contains( '\u0022', $json, 'a quote inside a string is \u0022' );
	se_assert_same( SE_EVIL, json_decode( $json, true )['v'], 'the value round-trips' );
	se_assert_same( Json::FLAGS & ( JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT ), JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT );
}

function se_test_json_script_block_stays_inert() {
	$html = Json::script( array( 'v' => SE_EVIL ), 'application/json', array( 'id' => 'x" onload="alert(1)' ) );
	se_assert_same( 1, substr_count( $html, '</script>' ), 'exactly one closing tag' );
	se_assert_not_contains( '<img', $html );
	se_assert_not_contains( '" onload="', $html, 'attributes are escaped' );
}

function se_test_gf_form_title_and_values_stay_inert() {
	$id = se_make_form(
		array(
			'title'       => 'Bestel ' . SE_EVIL,
			'description' => SE_EVIL,
			'fields'      => array(
				array( 'type' => 'text', 'id' => 1, 'label' => SE_EVIL, 'defaultValue' => SE_EVIL, 'pageNumber' => 1 ),
			),
		)
	);
	try {
		$html = SiteElements\Gravity_Forms::render( $id, array( 'method' => 'ajax' ) );
		se_assert( is_string( $html ), 'rendered' );
		se_assert_not_contains( '<img', $html, 'no markup from the title, label or value' );
		se_assert_same( 1, substr_count( $html, '</script>' ), 'one script block' );
		$form = se_json_block( $html );
		se_assert_same( SE_EVIL, $form['fields'][0]['label'] );
		se_assert_contains( 'Bestel </script>', $form['title'] );
	} finally {
		GFAPI::delete_form( $id );
	}
}

function se_test_gf_posted_values_stay_inert_in_the_postback_block() {
	$id = se_make_form(
		array(
			'fields' => array(
				array( 'type' => 'text', 'id' => 1, 'label' => 'Naam', 'isRequired' => true, 'pageNumber' => 1 ),
				array( 'type' => 'email', 'id' => 2, 'label' => 'E-mail', 'isRequired' => true, 'pageNumber' => 1 ),
			),
		)
	);
	try {
		se_post_form( $id, array( 'input_1' => SE_EVIL, 'input_2' => 'not an email' ), 1, 0 );
		$html = SiteElements\Gravity_Forms::render( $id, array( 'method' => 'postback' ) );
		se_assert_not_contains( '<img', $html );
		se_assert_same( 2, substr_count( $html, '</script>' ), 'the form block and the postback block' );
		$block = se_json_block( $html, 'application/gform-postback+json' );
		se_assert_same( SE_EVIL, $block['values']['input_1'], 'the posted value comes back as typed' );
		se_assert_same( false, $block['response']['data']['is_valid'] );
		se_assert( isset( $block['response']['data']['validation_messages']['2'] ), 'the e-mail field has its message' );
	} finally {
		GFAPI::delete_form( $id );
	}
}

function se_test_ct_texts_stay_inert() {
	if ( ! SiteElements\Ct_Gdpr::controller() ) {
		return;
	}
	$saved = get_option( 'ct-ultimate-gdpr-cookie' );
	try {
		update_option( 'ct-ultimate-gdpr-cookie', array_merge( (array) $saved, array( 'cookie_popup_label_accept' => SE_EVIL, 'cookie_content' => SE_EVIL ) ) );
		$html = SiteElements\Ct_Gdpr::render();
		se_assert_not_contains( '<img', $html );
		$cfg = se_json_block( $html );
		se_assert_same( '"\'&', $cfg['texts']['accept'], 'CT texts are plain text: tags stripped' );
	} finally {
		update_option( 'ct-ultimate-gdpr-cookie', $saved );
	}
}
