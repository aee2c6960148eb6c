<?php
/**
 * Popup Box by AYS switch-over.
 *
 * @package site-elements
 */

use SiteElements\Ays_Popup;

/**
 * Inserts a pop-up row as the AYS admin saves it.
 *
 * @param array $row Columns to change.
 * @return int
 */
function se_make_popup( array $row = array() ) {
	global $wpdb;
	$row = array_merge(
		array(
			'title'              => 'Test pop-up',
			'popup_name'         => 'Test',
			'description'        => '<p>Beschrijving</p>',
			'category_id'        => 1,
			'autoclose'          => 0,
			'cookie'             => 0,
			'width'              => 400,
			'height'             => 300,
			'bgcolor'            => '#ffffff',
			'textcolor'          => '#000000',
			'bordersize'         => 1,
			'bordercolor'        => '#ffffff',
			'border_radius'      => 4,
			'shortcode'          => '',
			'users_role'         => '[]',
			'custom_class'       => '',
			'custom_css'         => '',
			'custom_html'        => "Hallo %%popup_title%%\n\n<a class=\"asypb-cta\" href=\"/x/\">Doe het</a>",
			'onoffswitch'        => 'On',
			'show_only_for_author' => 'off',
			'show_all'           => 'no',
			'delay'              => 0,
			'scroll_top'         => 0,
			'animate_in'         => 'fadeIn',
			'animate_out'        => 'fadeOut',
			'action_button'      => '',
			'view_place'         => '',
			'action_button_type' => 'both',
			'modal_content'      => 'custom_html',
			'view_type'          => 'default',
			'onoffoverlay'       => 'On',
			'overlay_opacity'    => '0.5',
			'show_popup_title'   => 'On',
			'show_popup_desc'    => 'On',
			'close_button'       => 'off',
			'header_bgcolor'     => '#ffffff',
			'bg_image'           => '',
			'log_user'           => 'On',
			'guest'              => 'On',
			'pb_position'        => 'center-center',
			'pb_margin'          => 0,
			'views'              => 0,
			'conversions'        => 0,
			'options'            => wp_json_encode( array( 'close_button_position' => 'right-top', 'enable_dismiss' => 'off', 'author' => wp_json_encode( array( 'id' => 1, 'name' => 'admin' ) ) ) ),
		),
		$row
	);
	$wpdb->insert( $wpdb->prefix . 'ays_pb', $row );
	return (int) $wpdb->insert_id;
}

/**
 * @param int $id Row id.
 */
function se_delete_popup( $id ) {
	global $wpdb;
	$wpdb->delete( $wpdb->prefix . 'ays_pb', array( 'id' => $id ) );
}

function se_test_ays_shortcode_becomes_the_tag() {
	if ( null === Ays_Popup::ays() ) {
		return;
	}
	$id = se_make_popup();
	try {
		$html = do_shortcode( "[ays_pb id={$id}]" );
		se_assert( (bool) preg_match( '/^<ays-popup popup-id="' . $id . '" options="([A-Za-z0-9+\/=]+)">(.*)<\/ays-popup>$/s', $html, $m ), 'the tag: ' . substr( $html, 0, 200 ) );
		$wrapper = json_decode( base64_decode( $m[1] ), true );
		se_assert( isset( $wrapper['popupbox'] ), 'base64 of JSON {"popupbox": row}' );
		$row = $wrapper['popupbox'];
		se_assert_same( (string) $id, (string) $row['id'] );
		se_assert_same( 'both', $row['action_button_type'] );
		se_assert( is_string( $row['options'] ) && is_array( json_decode( $row['options'], true ) ), 'row.options is a JSON string' );
		se_assert( isset( $row['show_popup_title_mobile'] ), 'the row as AYS\'s front end reads it (its added keys)' );
		se_assert_contains( '<a class="asypb-cta" href="/x/">Doe het</a>', $m[2], 'the call to action in the content' );
		se_assert_contains( '<p>Hallo', $m[2], 'wpautop as AYS runs it' );
		se_assert_contains( 'Hallo Test pop-up', $m[2], 'AYS\'s message variables replaced' );
		se_assert_not_contains( 'ays-pb-modals', $html, 'no AYS markup' );
		se_assert_not_contains( 'aysPopupOptions', $html, 'no AYS script' );
		se_assert_same( array( $id ), Ays_Popup::$rendered );
	} finally {
		se_delete_popup( $id );
	}
}

function se_test_ays_switched_off_popup_prints_nothing() {
	if ( null === Ays_Popup::ays() ) {
		return;
	}
	$id = se_make_popup( array( 'onoffswitch' => 'Off' ) );
	try {
		se_assert_same( '', do_shortcode( "[ays_pb id={$id}]" ), 'AYS decides: off' );
		$_COOKIE[ 'ays_pb_dismiss_ad_' . $id ] = 'ays_pb_dismiss_ad_' . $id;
		global $wpdb;
		$wpdb->update( $wpdb->prefix . 'ays_pb', array( 'onoffswitch' => 'On' ), array( 'id' => $id ) );
		se_assert_same( '', do_shortcode( "[ays_pb id={$id}]" ), 'dismissed: nothing' );
	} finally {
		se_delete_popup( $id );
	}
}

function se_test_ays_switch_off_keeps_ays_markup() {
	if ( null === Ays_Popup::ays() ) {
		return;
	}
	$id = se_make_popup();
	try {
		se_settings( array( 'replace_ays' => false ) );
		$html = do_shortcode( "[ays_pb id={$id}]" );
		se_assert_contains( 'ays-pb-modals', $html );
		se_assert_not_contains( '<ays-popup', $html );
	} finally {
		se_delete_popup( $id );
	}
}

function se_test_ays_views_and_conversions_are_ays_own_actions() {
	if ( null === Ays_Popup::ays() ) {
		return;
	}
	foreach ( array( 'ays_increment_pb_views', 'ays_increment_pb_conversions' ) as $action ) {
		se_assert( false !== has_action( 'wp_ajax_nopriv_' . $action ), "AYS answers {$action} for visitors" );
		se_assert( false !== has_action( 'wp_ajax_' . $action ), "AYS answers {$action} for users" );
	}
}
