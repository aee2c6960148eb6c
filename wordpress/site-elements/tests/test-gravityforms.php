<?php
/**
 * Gravity Forms switch-over: shortcode -> <gform-form> with state, version hash, form JSON.
 *
 * @package site-elements
 */

use SiteElements\Gravity_Forms;

/**
 * The two-page form of reference/gravityforms-server.md, honeypot and save-and-continue on.
 *
 * @return int
 */
function se_make_paged_form() {
	return se_make_form(
		array(
			'enableHoneypot' => true,
			'honeypotAction' => 'spam',
			'save'           => array( 'enabled' => true, 'button' => array( 'type' => 'link', 'text' => 'Later verder' ) ),
			'pagination'     => array( 'type' => 'steps', 'pages' => array( 'Gegevens', 'Bestelling' ) ),
			'notifications'  => array( array( 'id' => 'n1', 'name' => 'Admin', 'to' => 'secret-owner@example.com', 'event' => 'form_submission', 'message' => 'x', 'toType' => 'email', 'isActive' => false ) ),
			'fields'         => array(
				array( 'type' => 'text', 'id' => 1, 'label' => 'Naam', 'isRequired' => true, 'pageNumber' => 1 ),
				array( 'type' => 'email', 'id' => 2, 'label' => 'E-mail', 'isRequired' => true, 'pageNumber' => 1 ),
				array( 'type' => 'radio', 'id' => 3, 'label' => 'Keuze', 'pageNumber' => 1, 'choices' => array( array( 'text' => 'A', 'value' => 'a' ), array( 'text' => 'B', 'value' => 'b' ) ) ),
				array( 'type' => 'page', 'id' => 4, 'pageNumber' => 2, 'nextButton' => array( 'type' => 'text', 'text' => 'Volgende' ), 'previousButton' => array( 'type' => 'text', 'text' => 'Vorige' ) ),
				array( 'type' => 'textarea', 'id' => 5, 'label' => 'Opmerking', 'pageNumber' => 2 ),
				array( 'type' => 'text', 'id' => 6, 'label' => 'Tekst', 'isRequired' => true, 'pageNumber' => 2 ),
			),
		)
	);
}

/**
 * The attributes of the first <gform-form> in $html.
 *
 * @param string $html HTML.
 * @return array
 */
function se_gform_attrs( $html ) {
	se_assert( (bool) preg_match( '/<gform-form\b([^>]*)>/', $html, $m ), 'a <gform-form> tag' );
	preg_match_all( '/\s([a-z-]+)(?:="([^"]*)")?/', $m[1], $all, PREG_SET_ORDER );
	$attrs = array();
	foreach ( $all as $a ) {
		$attrs[ $a[1] ] = isset( $a[2] ) ? html_entity_decode( $a[2], ENT_QUOTES ) : true;
	}
	return $attrs;
}

function se_test_gf_shortcode_becomes_the_tag() {
	$id = se_make_paged_form();
	try {
		$html  = do_shortcode( '[gravityform id="' . $id . '" title="false" ajax="true"]' );
		$attrs = se_gform_attrs( $html );
		se_assert_same( (string) $id, $attrs['form-id'] );
		se_assert_same( 'ajax', $attrs['submission-method'], 'ajax="true" -> the option gf_method (ajax)' );
		se_assert_same( wp_hash( GFForms::$version ), $attrs['version-hash'], 'version-hash is wp_hash(GFForms::$version)' );
		$form = GFFormDisplay::gform_pre_render( GFAPI::get_form( $id ), 'form_display' );
		se_assert_same( GFFormDisplay::get_state( $form, array() ), $attrs['state'], 'state is GF\'s get_state()' );
		se_assert( ! isset( $attrs['display-title'] ), 'title="false": no display-title' );
		se_assert( isset( $attrs['display-description'] ), 'description shown by default, as GF' );
		// GF's own form is printed inside, for visitors without JavaScript and as the room the tag takes.
		se_assert( (bool) preg_match( '#<gform-form\b.*?(<div class="se-fallback" slot="fallback" data-se-fallback>.*)</gform-form>#s', $html, $fb ), 'GF\'s form inside the tag as its fallback' );
		se_assert_contains( 'gform_wrapper', $fb[1], 'GF\'s markup in the fallback' );
		se_assert_contains( "id='gform_{$id}'", $fb[1], 'GF\'s <form>' );
		se_assert_same( 0, preg_match( '#<script\b#i', $fb[1] ), 'no GF script in the fallback' );
		se_assert_same( 0, preg_match( '#\son[a-z]+\s*=#i', $fb[1] ), 'no inline handler in the fallback' );
		se_assert_same( 0, preg_match( '#gform_ajax_frame|name=[\'"]gform_ajax[\'"]#', $fb[1] ), 'no ajax iframe target: without JavaScript it posts to the page' );
		se_assert_same( 1, substr_count( $html, '<gform-form' ), 'one tag' );
		$json = se_json_block( $html );
		se_assert_same( $id, (int) $json['id'] );
		se_assert_same( 7, count( $json['fields'] ), 'six fields and the honeypot' );
		se_assert_same( 'honeypot', $json['fields'][6]['type'], 'the honeypot field GF adds' );
		se_assert_same( 7, (int) $json['fields'][6]['id'], 'honeypot id = next field id' );
		se_assert_same( true, $json['save']['enabled'] );
		se_assert_same( 'Volgende', $json['fields'][3]['nextButton']['text'] );
		se_assert( ! isset( $json['notifications'] ) && ! isset( $json['confirmations'] ), 'no notifications or confirmations' );
		se_assert_not_contains( 'secret-owner@example.com', $html, 'no notification e-mail addresses' );
		se_assert_same( wp_hash( GFForms::$version ), $json['version_hash'] );
		se_assert( ! isset( $json['product_meta'] ), 'no product_meta without products' );
		if ( method_exists( 'GFFormDisplay', 'prepare_ajax_input_value' ) ) {
			$expected = html_entity_decode( GFFormDisplay::prepare_ajax_input_value( $id, false, true, 0, 'orbital' === GFForms::get_default_theme() ? 'orbital' : GFFormDisplay::get_form_theme_slug( array( 'theme' => GFForms::get_default_theme() ) ), '[]' ), ENT_QUOTES );
			se_assert_same( $expected, $attrs['ajax-marker'], 'ajax-marker is GF\'s signed gform_ajax value' );
		}
	} finally {
		GFAPI::delete_form( $id );
	}
}

function se_test_gf_submission_methods() {
	$id = se_make_paged_form();
	try {
		$method = static fn( $sc ) => se_gform_attrs( do_shortcode( $sc ) )['submission-method'];
		se_assert_same( 'postback', $method( "[gravityform id=\"{$id}\"]" ), 'no ajax -> postback' );
		se_assert_same( 'ajax', $method( "[gravityform id=\"{$id}\" ajax=\"true\"]" ) );
		se_assert_same( 'iframe', $method( "[gravityform id=\"{$id}\" ajax=\"true\" submission_method=\"iframe\"]" ), 'the attribute wins' );
		se_assert_same( 'postback', $method( "[gravityform id=\"{$id}\" ajax=\"true\" submission_method=\"postback\"]" ) );
		se_assert_same( 'ajax', $method( "[gravityform id=\"{$id}\" submission_method=\"ajax\"]" ) );
		se_assert_same( 'postback', $method( "[gravityform id=\"{$id}\" ajax=\"true\" submission_method=\"jsonp\"]" ) === 'ajax' ? 'postback' : 'x', 'an unknown method falls back to ajax="true"' );
		se_settings( array( 'gf_method' => 'iframe' ) );
		se_assert_same( 'iframe', $method( "[gravityform id=\"{$id}\" ajax=\"true\"]" ), 'ajax="true" follows gf_method' );
		$attrs = se_gform_attrs( do_shortcode( "[gravityform id=\"{$id}\" title=\"true\" description=\"false\"]" ) );
		se_assert( isset( $attrs['display-title'] ) && ! isset( $attrs['display-description'] ), 'title and description flags' );
	} finally {
		GFAPI::delete_form( $id );
	}
}

function se_test_gf_switch_off_keeps_gravity_forms_markup() {
	$id = se_make_paged_form();
	try {
		se_settings( array( 'replace_gravityforms' => false ) );
		$html = do_shortcode( "[gravityform id=\"{$id}\" ajax=\"true\"]" );
		se_assert_not_contains( '<gform-form', $html );
		se_assert_contains( 'gform_wrapper', $html, 'GF renders its own form' );
	} finally {
		GFAPI::delete_form( $id );
	}
}

function se_test_gf_inactive_form_is_left_to_gravity_forms() {
	$id = se_make_paged_form();
	try {
		GFFormsModel::update_form_active( $id, false );
		se_assert_same( null, Gravity_Forms::render( $id ), 'not rendered' );
		se_assert_not_contains( '<gform-form', do_shortcode( "[gravityform id=\"{$id}\"]" ) );
	} finally {
		GFAPI::delete_form( $id );
	}
}

function se_test_gf_product_meta_is_gf_own_config() {
	$id = se_make_form(
		array(
			'fields' => array(
				array( 'type' => 'product', 'inputType' => 'singleproduct', 'id' => 1, 'label' => 'Taart', 'basePrice' => '$18.50', 'pageNumber' => 1, 'inputs' => array( array( 'id' => '1.1', 'label' => 'Naam' ), array( 'id' => '1.2', 'label' => 'Prijs' ), array( 'id' => '1.3', 'label' => 'Aantal' ) ) ),
				array( 'type' => 'option', 'inputType' => 'checkbox', 'id' => 2, 'label' => 'Extra', 'productField' => 1, 'enablePrice' => true, 'pageNumber' => 1, 'choices' => array( array( 'text' => 'Kaarsjes', 'value' => 'Kaarsjes', 'price' => '$2.50' ) ), 'inputs' => array( array( 'id' => '2.1', 'label' => 'Kaarsjes' ) ) ),
				array( 'type' => 'shipping', 'inputType' => 'singleshipping', 'id' => 3, 'label' => 'Bezorgen', 'basePrice' => '$4.95', 'pageNumber' => 1 ),
				array( 'type' => 'total', 'id' => 4, 'label' => 'Totaal', 'pageNumber' => 1 ),
				array( 'type' => 'consent', 'id' => 5, 'label' => 'Akkoord', 'checkboxLabel' => 'Ik ga akkoord', 'pageNumber' => 1, 'inputs' => array( array( 'id' => '5.1', 'label' => 'Akkoord' ), array( 'id' => '5.2', 'label' => 'Tekst', 'isHidden' => true ), array( 'id' => '5.3', 'label' => 'Beschrijving', 'isHidden' => true ) ) ),
			),
		)
	);
	try {
		$html = do_shortcode( "[gravityform id=\"{$id}\"]" );
		$json = se_json_block( $html );
		se_assert( isset( $json['product_meta']['hash'] ), 'product_meta with its hash' );
		$provider = 'Gravity_Forms\\Gravity_Forms\\Form_Display\\GF_Form_Display_Service_Provider';
		if ( class_exists( $provider ) ) {
			$config = GFForms::get_service_container()->get( constant( $provider . '::PRODUCT_META_CONFIG' ) );
			$config->set_args( array( 'form_ids' => array( $id ) ) );
			$expected = $config->get_data()['common']['form']['product_meta'][ $id ];
			se_assert_same( json_encode( $expected ), json_encode( $json['product_meta'] ), 'exactly what gform_theme_config/common/form/product_meta gives' );
		}
		se_assert_same( array( '1', '2', '3', 'hash' ), array_map( 'strval', array_merge( array_keys( $json['product_meta']['products'] ), array_keys( $json['product_meta']['products']['1']['options'] ), array( (string) $json['product_meta']['shipping']['id'] ), array_slice( array_keys( $json['product_meta'] ), -1 ) ) ), 'products, options, shipping, hash' );
		// The signed meta passes GF's own check, once decoded and re-encoded as a browser posts it back.
		$meta = json_decode( wp_json_encode( $json['product_meta'] ), true );
		$hash = $meta['hash'];
		unset( $meta['hash'] );
		se_assert_same( $hash, \Gravity_Forms\Gravity_Forms\Config\GF_Config::hash( $meta ), 'GF_Config::hash() of the posted-back meta' );
		// state covers the product and the consent field.
		$state = json_decode( base64_decode( se_gform_attrs( $html )['state'] ), true );
		$keys  = array_keys( json_decode( $state[0], true ) );
		foreach ( array( '1.1', '1.2', '5.1', '5.2', '5.3' ) as $k ) {
			se_assert( in_array( $k, $keys, true ), "state signs {$k}" );
		}
	} finally {
		GFAPI::delete_form( $id );
	}
}

function se_test_gf_postback_page_change_and_confirmation() {
	$id = se_make_paged_form();
	try {
		se_post_form( $id, array( 'input_1' => 'Jan', 'input_2' => 'jan@bakkerij-de-taart.nl', 'input_3' => 'a' ), 1, 2 );
		$block = se_json_block( do_shortcode( "[gravityform id=\"{$id}\" submission_method=\"postback\"]" ), 'application/gform-postback+json' );
		se_assert_same( $id, $block['form_id'] );
		se_assert_same( 'next', $block['submission_type'] );
		se_assert_same( 1, $block['source_page_number'] );
		se_assert_same( 2, $block['target_page_number'] );
		se_assert_same( array( 'is_valid' => true, 'page_number' => 2, 'source_page_number' => 1, 'submission_type' => 'next' ), $block['response']['data'] );
		se_assert_same( 'Jan', $block['values']['input_1'] );
		se_assert( ctype_alnum( $block['values']['gform_unique_id'] ), 'the gform_unique_id GF handed out' );

		se_post_form( $id, array( 'input_1' => 'Jan', 'input_2' => 'jan@bakkerij-de-taart.nl', 'input_3' => 'a', 'input_6' => 'Hoera', 'gform_unique_id' => $block['values']['gform_unique_id'] ), 2, 0 );
		$block = se_json_block( do_shortcode( "[gravityform id=\"{$id}\" submission_method=\"postback\"]" ), 'application/gform-postback+json' );
		$data  = $block['response']['data'];
		se_assert_same( 'submit', $block['submission_type'] );
		se_assert_same( true, $data['is_valid'] );
		se_assert_same( 0, $data['page_number'] );
		se_assert_same( 'message', $data['confirmation_type'] );
		se_assert_contains( 'gform_confirmation_message', $data['confirmation_markup'] );
		se_assert( ! empty( $data['entry_id'] ), 'entry id' );
		$entry = GFAPI::get_entry( (int) $data['entry_id'] );
		se_assert_same( 'Hoera', $entry['6'] );
		se_assert_same( 'active', $entry['status'], 'not spam: version_hash was posted' );
	} finally {
		GFAPI::delete_form( $id );
	}
}

function se_test_gf_postback_validation_on_the_first_page_with_an_error() {
	$id = se_make_paged_form();
	try {
		se_post_form( $id, array( 'input_1' => 'Jan', 'input_2' => 'jan@bakkerij-de-taart.nl' ), 2, 0 );
		$block = se_json_block( do_shortcode( "[gravityform id=\"{$id}\" submission_method=\"postback\"]" ), 'application/gform-postback+json' );
		$data  = $block['response']['data'];
		se_assert_same( false, $data['is_valid'] );
		se_assert_same( array( '6' ), array_map( 'strval', array_keys( $data['validation_messages'] ) ), 'the required text field of page 2' );
		se_assert_same( 2, $data['page_number'] );
	} finally {
		GFAPI::delete_form( $id );
	}
}

function se_test_gf_postback_save_and_continue() {
	$id = se_make_paged_form();
	try {
		se_post_form( $id, array( 'input_1' => 'Jan', 'gform_save' => '1' ), 1, 2 );
		$block = se_json_block( do_shortcode( "[gravityform id=\"{$id}\" submission_method=\"postback\"]" ), 'application/gform-postback+json' );
		se_assert_same( 'save-continue', $block['submission_type'] );
		$data = $block['response']['data'];
		se_assert( ! empty( $data['resume_token'] ), 'resume token' );
		se_assert_contains( 'gf_token=' . $data['resume_token'], $data['resume_url'] );
		// The config path the tag uses on ?gf_token= brings the draft back.
		$resume = Gravity_Forms::resume_state( $id, $data['resume_token'] );
		se_assert_same( 'Jan', $resume['values']->input_1 );
		se_assert_same( 1, $resume['page'] );
	} finally {
		GFAPI::delete_form( $id );
	}
}

function se_test_gf_config_path_gform_forms() {
	$id = se_make_paged_form();
	try {
		$_POST = array(
			'action'           => 'gform_get_config',
			'config_path'      => 'gform_forms/' . $id,
			'args'             => wp_json_encode( array( 'form_ids' => array( $id ) ) ),
			'gform_ajax_nonce' => wp_create_nonce( 'gform_config_ajax' ),
		);
		$_REQUEST = $_POST;
		ob_start();
		$die  = se_catch_die( array( Gravity_Forms::class, 'ajax_config' ) );
		$text = ob_get_clean();
		se_assert( null !== $die, 'answered and ended' );
		se_assert( (bool) preg_match( '#<!-- gf:json_start -->(.*)<!-- gf:json_end -->#s', $text, $m ), 'GF\'s json markers' );
		$answer = json_decode( $m[1], true );
		se_assert_same( true, $answer['success'] );
		se_assert_same( $id, (int) $answer['data']['id'] );
		se_assert( ! isset( $answer['data']['notifications'] ), 'no notifications' );

		$_POST['gform_ajax_nonce'] = wp_create_nonce( 'gform_ajax_submission' );
		$_REQUEST                  = $_POST;
		ob_start();
		se_catch_die( array( Gravity_Forms::class, 'ajax_config' ) );
		$text = ob_get_clean();
		se_assert_contains( '"success":false', $text, 'the submission nonce is refused for config' );

		$_POST['config_path'] = 'gform_theme_config/common/form/product_meta';
		ob_start();
		$die = se_catch_die( array( Gravity_Forms::class, 'ajax_config' ) );
		se_assert_same( '', ob_get_clean(), 'other config paths are left to GF' );
		se_assert( null === $die, 'and not ended' );
	} finally {
		GFAPI::delete_form( $id );
	}
}

function se_test_gf_assets_are_dequeued_when_switched_over() {
	$base = untrailingslashit( GFCommon::get_base_url() );
	wp_enqueue_script( 'gform_gravityforms', $base . '/js/gravityforms.min.js', array(), '1', true );
	wp_enqueue_style( 'gform_basic', $base . '/assets/css/dist/basic.min.css', array(), '1' );
	wp_enqueue_script( 'site-theme-js', '/theme.js', array(), '1', true );
	Gravity_Forms::dequeue_assets();
	se_assert( ! wp_script_is( 'gform_gravityforms', 'enqueued' ), 'GF script dequeued' );
	se_assert( ! wp_style_is( 'gform_basic', 'enqueued' ), 'GF style dequeued' );
	se_assert( wp_script_is( 'site-theme-js', 'enqueued' ), 'other scripts stay' );
	wp_enqueue_script( 'gform_gravityforms' );
	Gravity_Forms::$native = true;
	Gravity_Forms::dequeue_assets();
	se_assert( wp_script_is( 'gform_gravityforms', 'enqueued' ), 'kept when a form was printed by GF itself' );
	wp_dequeue_script( 'gform_gravityforms' );
	wp_dequeue_script( 'site-theme-js' );
}

function se_test_gf_multifile_fields_carry_the_upload_nonce() {
	$id = se_make_form(
		array(
			'fields' => array(
				array( 'type' => 'fileupload', 'id' => 1, 'label' => 'Foto', 'allowedExtensions' => 'jpg,png', 'maxFileSize' => 2, 'pageNumber' => 1 ),
				array( 'type' => 'fileupload', 'id' => 2, 'label' => 'Foto\'s', 'multipleFiles' => true, 'maxFiles' => 3, 'allowedExtensions' => 'jpg,png', 'pageNumber' => 1 ),
			),
		)
	);
	try {
		$json = se_json_block( do_shortcode( "[gravityform id=\"{$id}\"]" ) );
		se_assert( ! isset( $json['fields'][0]['uploadNonce'] ), 'a single file input travels with the submission' );
		se_assert( false !== wp_verify_nonce( $json['fields'][1]['uploadNonce'], "gform_file_upload_{$id}_2" ), 'the nonce of GF\'s uploader (action gform_file_upload_{form}_{field})' );
		se_assert( ! isset( GFAPI::get_form( $id )['fields'][1]->uploadNonce ), 'GF\'s own form object is not changed' );
	} finally {
		GFAPI::delete_form( $id );
	}
}

function se_test_gf_block_becomes_the_tag() {
	if ( ! WP_Block_Type_Registry::get_instance()->is_registered( 'gravityforms/form' ) ) {
		return;
	}
	$id = se_make_paged_form();
	try {
		$html = do_blocks( '<!-- wp:gravityforms/form {"formId":"' . $id . '","title":false,"description":false,"ajax":true} /-->' );
		$attrs = se_gform_attrs( $html );
		se_assert_same( (string) $id, $attrs['form-id'] );
		se_assert_same( 'ajax', $attrs['submission-method'] );
		se_assert( ! isset( $attrs['display-title'] ) && ! isset( $attrs['display-description'] ), 'the block\'s title and description flags' );
		// GF's own form is printed inside, for visitors without JavaScript and as the room the tag takes.
		se_assert( (bool) preg_match( '#<gform-form\b.*?(<div class="se-fallback" slot="fallback" data-se-fallback>.*)</gform-form>#s', $html, $fb ), 'GF\'s form inside the tag as its fallback' );
		se_assert_contains( 'gform_wrapper', $fb[1], 'GF\'s markup in the fallback' );
		se_assert_contains( "id='gform_{$id}'", $fb[1], 'GF\'s <form>' );
		se_assert_same( 0, preg_match( '#<script\b#i', $fb[1] ), 'no GF script in the fallback' );
		se_assert_same( 0, preg_match( '#\son[a-z]+\s*=#i', $fb[1] ), 'no inline handler in the fallback' );
		se_assert_same( 0, preg_match( '#gform_ajax_frame|name=[\'"]gform_ajax[\'"]#', $fb[1] ), 'no ajax iframe target: without JavaScript it posts to the page' );
		se_assert_same( 1, substr_count( $html, '<gform-form' ), 'one tag' );
		se_assert_not_contains( 'var gform', $html, 'no GF hooks script' );
		se_assert( is_array( se_json_block( $html ) ), 'the form object' );
	} finally {
		GFAPI::delete_form( $id );
	}
}

function se_test_gf_fallback_markup_strips_scripts_handlers_and_the_ajax_target() {
	$gf   = "<script>gform.initializeOnLoaded(function(){});</script><div class='gform_wrapper'><form method='post' id='gform_3' target='gform_ajax_frame_3' onsubmit=\"gform.submission.x(this)\"><input type='hidden' name='gform_ajax' value='form_id=3' /><input type='submit' onclick='gform.submission.handleButtonClick(this);' onKeyPress=\"x\" value='Verzenden' /></form><iframe style='display:none' name='gform_ajax_frame_3' id='gform_ajax_frame_3' title='x'><p>x</p></iframe><noscript><img src=x></noscript><SCRIPT type='text/javascript'>alert(1)</SCRIPT><style>#gform_wrapper_3{--gf-color-primary:#204ce5}</style></div>";
	$html = Gravity_Forms::fallback_markup( $gf );
	se_assert_same( 0, strpos( $html, '<div class="se-fallback" slot="fallback" data-se-fallback>' ), 'wrapped for the tag' );
	se_assert_not_contains( 'script', strtolower( $html ), 'scripts gone (any case)' );
	se_assert_not_contains( 'onclick', strtolower( $html ), 'handlers gone' );
	se_assert_not_contains( 'onkeypress', strtolower( $html ), 'handlers gone (any case)' );
	se_assert_not_contains( 'onsubmit', $html );
	se_assert_not_contains( 'gform_ajax', $html, 'the ajax marker input, target and iframe gone' );
	se_assert_not_contains( '<noscript', $html );
	se_assert_not_contains( '<style', $html, 'no inline <style> (strict CSP)' );
	se_assert_contains( "<form method='post' id='gform_3'>", $html, 'the form itself stays, posting to the page' );
	se_assert_contains( "value='Verzenden'", $html );
	se_assert_same( '', Gravity_Forms::fallback_markup( "  <script>x</script>\n" ), 'nothing left: no wrapper' );
}

function se_test_gf_fallback_leaves_nothing_of_gravity_forms_queued() {
	$id = se_make_paged_form();
	try {
		$scripts = wp_scripts()->queue;
		$styles  = wp_styles()->queue;
		$html    = do_shortcode( '[gravityform id="' . $id . '" ajax="true"]' );
		se_assert_contains( 'data-se-fallback', $html, 'the fallback printed' );
		$new = array_merge( array_diff( wp_scripts()->queue, $scripts ), array_diff( wp_styles()->queue, $styles ) );
		$new = array_values( array_filter( $new, static fn( $h ) => 0 !== strpos( $h, 'site-elements' ) ) );
		se_assert_same( array(), $new, 'nothing GF\'s get_form() enqueued for its fallback stays queued' );
		ob_start();
		do_action( 'wp_footer' );
		// Earlier tests may have left GF's own forms' footer scripts; none is this form's.
		se_assert_same( 0, preg_match( '/gform_post_render[\'"]\s*,\s*\[\s*' . $id . '\s*,/', ob_get_clean() ), 'no GF init script of this form printed in the footer' );
	} finally {
		GFAPI::delete_form( $id );
	}
}
