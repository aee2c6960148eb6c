<?php
/**
 * CT Ultimate GDPR switch-over.
 *
 * @package site-elements
 */

use SiteElements\Ct_Gdpr;

function se_test_ct_banner_becomes_the_tag() {
	$c = Ct_Gdpr::controller();
	if ( ! $c ) {
		return;
	}
	$html = Ct_Gdpr::render();
	se_assert( (bool) preg_match( '/^<gdpr-consent banner-style="(top-panel|bottom-panel|full-panel|modern)"[^>]*><script type="application\/json">.*<\/script><\/gdpr-consent>$/s', $html ), 'the tag: ' . substr( $html, 0, 200 ) );
	$cfg = se_json_block( $html );
	$o   = Ct_Gdpr::options();
	se_assert( is_bool( $cfg['consent'] ), 'consent is a boolean' );
	se_assert_same( html_entity_decode( wp_strip_all_tags( $o['cookie_popup_label_accept'] ) ), $cfg['texts']['accept'], 'CT\'s accept label' );
	se_assert_same( (int) $o['cookie_cookies_group_after_accept'], $cfg['consent_accept_level'] );
	se_assert_contains( 'accept-level="' . (int) $o['cookie_cookies_group_after_accept'] . '"', $html );
	foreach ( $cfg['levels'] ?? array() as $level => $d ) {
		se_assert( $level >= 1 && $level <= 5, 'levels 1..5' );
		se_assert( is_array( $d['allowed'] ) && is_array( $d['notAllowed'] ), 'allowed / notAllowed lists' );
	}
	foreach ( $cfg['cookies'] ?? array() as $cookie ) {
		se_assert( '' !== trim( $cookie['cookie_name'] ), 'every cookie has a name' );
		se_assert( ! isset( $cookie['first_or_third_party'] ) || in_array( $cookie['first_or_third_party'], array( 'first_party', 'third_party' ), true ), 'party spelling' );
	}
	if ( isset( $cfg['url'] ) ) {
		se_assert( (bool) preg_match( '#^https?://#', $cfg['url'] ), 'url is http(s)' );
	}
}

function se_test_ct_banner_styles() {
	se_assert_same( 'top-panel', Ct_Gdpr::banner_style( 'top_panel_' ) );
	se_assert_same( 'bottom-panel', Ct_Gdpr::banner_style( 'bottom_panel_' ) );
	se_assert_same( 'full-panel', Ct_Gdpr::banner_style( 'full_layout_panel_' ) );
	se_assert_same( 'modern', Ct_Gdpr::banner_style( 'bottom_left_' ) );
	se_assert_same( 'bottom-panel', Ct_Gdpr::banner_style( '' ) );
}

function se_test_ct_footer_replaces_ct_render() {
	$c = Ct_Gdpr::controller();
	if ( ! $c ) {
		return;
	}
	add_action( 'wp_footer', array( $c, 'render' ) ); // As CT's front_action does for EU visitors.
	ob_start();
	Ct_Gdpr::footer();
	$html = ob_get_clean();
	se_assert( false === has_action( 'wp_footer', array( $c, 'render' ) ), 'CT\'s render is unhooked' );
	se_assert_contains( '<gdpr-consent', $html );
	ob_start();
	Ct_Gdpr::footer();
	se_assert_same( '', ob_get_clean(), 'once' );

	Ct_Gdpr::$printed = false;
	se_settings( array( 'replace_ct_gdpr' => false ) );
	add_action( 'wp_footer', array( $c, 'render' ) );
	ob_start();
	Ct_Gdpr::footer();
	se_assert_same( '', ob_get_clean(), 'switched off: nothing' );
	se_assert( false !== has_action( 'wp_footer', array( $c, 'render' ) ), 'CT renders its own' );
	remove_action( 'wp_footer', array( $c, 'render' ) );
}

function se_test_ct_consent_actions_are_ct_own() {
	if ( ! Ct_Gdpr::controller() ) {
		return;
	}
	foreach ( array( 'ct_ultimate_gdpr_cookie_consent_give', 'ct_ultimate_gdpr_cookie_consent_decline' ) as $action ) {
		se_assert( false !== has_action( 'wp_ajax_nopriv_' . $action ), "CT answers {$action}" );
	}
}
