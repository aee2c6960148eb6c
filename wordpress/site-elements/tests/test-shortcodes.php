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

function se_test_every_tag_has_a_shortcode() {
	global $shortcode_tags;
	foreach ( array_keys( SiteElements\Shortcodes::TAGS ) as $tag ) {
		$name = SiteElements\Shortcodes::shortcode_name( $tag );
		se_assert( isset( $shortcode_tags[ $name ] ), "[{$name}] is registered" );
		se_assert_same( "<{$tag}></{$tag}>", do_shortcode( "[{$name}]" ), "[{$name}] alone" );
	}
	foreach ( array( 'seoaic-lead-form', 'interactive-article', 'eb-popup', 'gform-form', 'wc-checkout', 'header-menu' ) as $tag ) {
		se_assert( isset( SiteElements\Shortcodes::TAGS[ $tag ] ), "{$tag} in the table" );
	}
}

function se_test_tag_shortcode_attributes_by_type() {
	se_assert_same( '<interactive-article post-id="12"></interactive-article>', do_shortcode( '[se_interactive_article post_id=12]' ), 'post_id written with an underscore' );
	se_assert_same( '<eb-popup popup-id="3"></eb-popup>', do_shortcode( '[se_eb_popup popup-id="3"]' ), 'or with a hyphen' );
	se_assert_same( '<eb-popup></eb-popup>', do_shortcode( '[se_eb_popup popup-id="3x"]' ), 'a number that is not one is dropped' );
	se_assert_same( '<gdpr-consent banner-style="bottom-panel" reload always-visible></gdpr-consent>', do_shortcode( '[se_gdpr_consent banner-style="bottom-panel" reload always_visible="yes" reset-consent="0"]' ), 'booleans: named alone or yes; 0 is off' );
	se_assert_same( '<seoaic-lead-form locale="en"></seoaic-lead-form>', do_shortcode( '[se_seoaic_lead_form locale=en onclick="alert(1)" style="x"]' ), 'unknown attributes dropped' );
	se_assert_same( '<wc-checkout phone="required" shop-url="https://example.com/shop/"></wc-checkout>', do_shortcode( '[se_wc_checkout phone=required shop_url="https://example.com/shop/"]' ) );
}

function se_test_tag_shortcode_escapes_attributes() {
	$html = do_shortcode( '[se_seoaic_lead_form locale=\'en"><script>alert(1)</script>\' rest-nonce="a&b"]' );
	se_assert_not_contains( '<script>', $html, 'no tag out of an attribute' );
	se_assert_contains( 'locale="en&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"', $html, 'esc_attr' );
	se_assert_contains( 'rest-nonce="a&amp;b"', $html );
	$url = do_shortcode( '[se_wc_cart shop-url="javascript:alert(1)" checkout_url="https://example.com/?a=1&b=2"]' );
	se_assert_not_contains( 'javascript:', $url, 'esc_url on *-url attributes' );
	se_assert_contains( 'checkout-url="https://example.com/?a=1&#038;b=2"', $url );
	se_assert( 1 === preg_match( '#^<wc-cart( [a-z-]+="[^"<>]*")*></wc-cart>$#', $url ), 'well-formed: ' . $url );
}

function se_test_tag_shortcode_json_content_is_the_config() {
	$html = do_shortcode( '[se_seoaic_lead_form]{"steps":[{"id":"s1","type":"single","question":"Wat?</script><script>alert(1)</script>","answers":[{"text":"Ja","next":"finish"}]}]}[/se_seoaic_lead_form]' );
	se_assert_not_contains( '</script><script>', $html, 're-encoded: cannot close the block' );
	$config = se_json_block( $html );
	se_assert_same( 'single', $config['steps'][0]['type'] );
	se_assert_same( 'Wat?</script><script>alert(1)</script>', $config['steps'][0]['question'], 'the text itself kept' );
	se_assert_same( 'finish', $config['steps'][0]['answers'][0]['next'] );
	// As the editor's post content arrives: wpautop's paragraphs, kses' entities.
	$wrapped = do_shortcode( "[se_interactive_article post_id=7]<p>{&quot;blocks&quot;:[{&quot;id&quot;:&quot;b1&quot;,&quot;type&quot;:&quot;single&quot;,&quot;question&quot;:&quot;A &amp; B?&quot;,&quot;answers&quot;:[]}]}</p>\n[/se_interactive_article]" );
	se_assert_contains( '<interactive-article post-id="7"><script type="application/json">', $wrapped );
	se_assert_same( 'A & B?', se_json_block( $wrapped )['blocks'][0]['question'] );
	se_assert_contains( '<script type="application/json">{}</script>', do_shortcode( '[se_gdpr_cookie_list]{}[/se_gdpr_cookie_list]' ), 'an empty object stays {}' );
}

function se_test_tag_shortcode_content_is_light_dom_with_nested_shortcodes() {
	$html = do_shortcode( '[se_eb_popup popup_id=4]<p>Hallo</p>[se_seoaic_lead_form][/se_seoaic_lead_form][/se_eb_popup]' );
	se_assert_same( '<eb-popup popup-id="4"><p>Hallo</p><seoaic-lead-form></seoaic-lead-form></eb-popup>', $html );
	se_assert_contains( '<header-menu><nav><ul><li><a href="/">Home</a></li></ul></nav></header-menu>', do_shortcode( '[se_header_menu]<nav><ul><li><a href="/">Home</a></li></ul></nav>[/se_header_menu]' ) );
}

function se_test_tag_shortcode_for_an_author_without_unfiltered_html() {
	$author = se_make_user( 'author' );
	try {
		wp_set_current_user( $author );
		se_assert( ! current_user_can( 'unfiltered_html' ), 'an author without unfiltered_html' );
		// What the author saves goes through kses (the tags themselves would be stripped) ...
		$saved = wp_kses_post( '<seoaic-lead-form></seoaic-lead-form>[se_seoaic_lead_form locale="en"]{"steps":[]}[/se_seoaic_lead_form]<script>alert(1)</script>' );
		se_assert_not_contains( '<seoaic-lead-form></seoaic-lead-form>', $saved, 'kses strips the raw tag' );
		// ... and the shortcode still prints it.
		$html = apply_filters( 'the_content', $saved );
		se_assert_contains( '<seoaic-lead-form locale="en"><script type="application/json">{"steps":[]}</script></seoaic-lead-form>', $html, 'printed through the_content' );
		se_assert_not_contains( 'alert(1)</script>', $html, 'the author\'s own script stays stripped' );
	} finally {
		wp_set_current_user( 0 );
		se_delete_user( $author );
	}
}
