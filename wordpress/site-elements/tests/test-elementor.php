<?php
/**
 * The Elementor Pro switches (includes/class-elementor.php): each widget family printed as its tag
 * when ticked, Elementor's own markup when not ticked or with ?se=off, values escaped, Elementor's
 * scripts dequeued only where nothing left needs them. Skipped where Elementor Pro is not active.
 *
 * @package site-elements
 */

use SiteElements\Elementor;
use SiteElements\Settings;

/**
 * Whether Elementor and Elementor Pro run here.
 *
 * @return bool
 */
function se_elementor_here() {
	return class_exists( '\Elementor\Plugin' ) && class_exists( '\ElementorPro\Plugin' );
}

/**
 * One element rendered on the front end as Elementor prints it in a page.
 *
 * @param array $data Raw element data (elType, widgetType, settings, elements).
 * @return string
 */
function se_el_render( array $data ) {
	$data += array(
		'id'       => substr( md5( wp_json_encode( $data ) ), 0, 7 ),
		'settings' => array(),
		'elements' => array(),
	);
	$element = \Elementor\Plugin::$instance->elements_manager->create_element_instance( $data );
	se_assert( null !== $element, 'Elementor made the element ' . ( $data['widgetType'] ?? $data['elType'] ) );
	ob_start();
	$element->print_element();
	return (string) ob_get_clean();
}

/**
 * A widget's raw data.
 *
 * @param string $type     Widget type.
 * @param array  $settings Its settings.
 * @param string $id       Its id.
 * @return array
 */
function se_el_widget( $type, array $settings = array(), $id = 'a1b2c3d' ) {
	return array(
		'id'         => $id,
		'elType'     => 'widget',
		'widgetType' => $type,
		'settings'   => $settings,
		'elements'   => array(),
	);
}

/**
 * Runs `$fn` as the page view of a published Elementor page made of `$widgets` (in one container),
 * between `$before` and `$after` (set-up and clean-up of what the test enqueued); the page, the
 * query and ?se are put back whatever happens.
 *
 * @param array         $widgets Raw widget data.
 * @param callable      $fn      The test's body.
 * @param callable|null $before  Runs first, after the page view's state is reset.
 * @param callable|null $after   Runs last.
 */
function se_el_page( array $widgets, callable $fn, $before = null, $after = null ) {
	$id = wp_insert_post( array( 'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'se page' ) );
	update_post_meta( $id, '_elementor_edit_mode', 'builder' );
	update_post_meta( $id, '_elementor_data', wp_slash( wp_json_encode( array( array( 'id' => 'c0c0c0f', 'elType' => 'container', 'settings' => array(), 'elements' => $widgets ) ) ) ) );
	$saved = array( $GLOBALS['wp_query'], $GLOBALS['wp_the_query'] );
	try {
		$GLOBALS['wp_query']     = new WP_Query( array( 'page_id' => $id ) );
		$GLOBALS['wp_the_query'] = $GLOBALS['wp_query'];
		Elementor::reset();
		if ( $before ) {
			$before();
		}
		$fn();
	} finally {
		list( $GLOBALS['wp_query'], $GLOBALS['wp_the_query'] ) = $saved;
		wp_delete_post( $id, true );
		Elementor::reset();
		if ( $after ) {
			$after();
		}
		unset( $_GET['se'] );
	}
}

function se_test_elementor_switches_are_off_by_default_and_saved_by_an_admin_only() {
	$d = Settings::defaults();
	foreach ( Settings::family_keys() as $key ) {
		se_assert_same( false, $d[ $key ], "{$key} is off by default" );
		se_assert( isset( Settings::families()[ $key ]['replaces'] ) && '' !== Settings::families()[ $key ]['replaces'], "{$key} says what it replaces" );
	}
	$post = array(
		'action'        => 'site_elements_save',
		'site_elements' => array( 'replace_el_form' => '1', 'replace_wc_cart' => '1' ),
	);
	$editor = se_make_user( 'editor' );
	try {
		wp_set_current_user( $editor );
		$post[ Settings::NONCE_NAME ] = wp_create_nonce( Settings::NONCE_ACTION );
		se_assert( is_wp_error( Settings::save_from_request( $post ) ), 'an editor cannot tick a switch' );
		se_assert_same( false, Settings::get()['replace_el_form'], 'not ticked by an editor' );
	} finally {
		se_delete_user( $editor );
	}
	$admin = se_make_user( 'administrator' );
	try {
		wp_set_current_user( $admin );
		$post[ Settings::NONCE_NAME ] = wp_create_nonce( Settings::NONCE_ACTION );
		se_assert_same( true, Settings::save_from_request( $post ), 'an admin ticks' );
		$s = Settings::get();
		se_assert_same( true, $s['replace_el_form'] );
		se_assert_same( true, $s['replace_wc_cart'] );
		se_assert_same( false, $s['replace_el_posts'], 'an unposted box is unticked' );
		se_assert_same( false, $s['replace_gravityforms'], 'an unposted system box is unticked' );
	} finally {
		se_delete_user( $admin );
	}
	// Loose values as an option may hold them.
	$s = Settings::sanitize( array( 'replace_el_carousels' => 'yes', 'replace_el_search' => 'nee', 'replace_el_sticky' => array( 1 ) ) );
	se_assert_same( true, $s['replace_el_carousels'] );
	se_assert_same( false, $s['replace_el_search'] );
	se_assert_same( false, $s['replace_el_sticky'] );
}

function se_test_elementor_the_settings_page_lists_every_family_with_what_it_replaces() {
	$admin = se_make_user( 'administrator' );
	try {
		wp_set_current_user( $admin );
		se_settings( array( 'replace_el_carousels' => true ) );
		require_once ABSPATH . 'wp-admin/includes/template.php';
		ob_start();
		Settings::render_page();
		$html = (string) ob_get_clean();
	} finally {
		se_delete_user( $admin );
	}
	foreach ( Settings::families() as $key => $family ) {
		se_assert( (bool) preg_match( '/<input type="checkbox" name="site_elements\[' . $key . '\]" value="1"\s*(checked=\'checked\')?\s*>/', $html, $m ), "a box for {$key}" );
		se_assert_same( 'replace_el_carousels' === $key, ! empty( $m[1] ), "{$key} ticked as stored" );
		se_assert_contains( esc_html( $family['replaces'] ), $html, "{$key} says what it replaces" );
	}
	se_assert_contains( '?se=off', $html, 'the page says how to compare' );
}

function se_test_elementor_form_becomes_eb_form_and_stays_elementors_when_off() {
	if ( ! se_elementor_here() ) {
		se_skip( 'Elementor and PRO Elements are not on this stack' );
	}
	$form = se_el_widget(
		'form',
		array(
			'form_name'   => 'Contact "><script>alert(1)</script>',
			'form_fields' => array(
				array( '_id' => 'naam', 'custom_id' => 'naam', 'field_type' => 'text', 'field_label' => 'Naam' ),
			),
		),
		'f0f0f0a'
	);
	se_settings( array( 'replace_el_form' => false ) );
	Elementor::reset();
	$off = se_el_render( $form );
	se_assert( (bool) preg_match( '/^\s*<div class="elementor-element elementor-element-f0f0f0a/', $off ), 'unticked: Elementor\'s own wrapper' );
	se_assert_not_contains( '<eb-form', $off );

	se_settings( array( 'replace_el_form' => true ) );
	Elementor::reset();
	$on = se_el_render( $form );
	se_assert( (bool) preg_match( '/^<eb-form widget-id="f0f0f0a" post-id="\d+" data-delay-child-handlers="true" class="elementor-element elementor-element-f0f0f0a[^"]*" data-id="f0f0f0a" data-element_type="widget"[^>]*data-widget_type="form.default">/', $on ), 'ticked: the wrapper is the tag, every attribute kept: ' . substr( $on, 0, 300 ) );
	se_assert( (bool) preg_match( '/<\/eb-form>\s*$/', $on ), 'closed as the tag' );
	se_assert_not_contains( '<script>alert(1)</script>', $on, 'the form name stays escaped' );
	se_assert_same( preg_replace( '/^<eb-form[^>]*>|<\/eb-form>\s*$/', '', trim( $on ) ), preg_replace( '/^<div[^>]*>|<\/div>\s*$/', '', trim( $off ) ), 'the children are Elementor\'s markup byte for byte' );

	$_GET['se'] = 'off';
	Elementor::reset();
	$compare = se_el_render( $form );
	se_assert_not_contains( '<eb-form', $compare, '?se=off: Elementor\'s own' );
	add_filter( 'site_elements_allow_off', '__return_false' );
	try {
		Elementor::reset();
		se_assert_contains( '<eb-form', se_el_render( $form ), 'a site that refuses ?se=off keeps the tag' );
	} finally {
		remove_filter( 'site_elements_allow_off', '__return_false' );
	}
}

function se_test_elementor_posts_search_and_loop_grid_become_their_tags() {
	if ( ! se_elementor_here() ) {
		se_skip( 'Elementor and PRO Elements are not on this stack' );
	}
	se_settings( array( 'replace_el_posts' => true, 'replace_el_search' => true ) );
	foreach ( array( 'posts' => 'eb-posts', 'search-form' => 'eb-search' ) as $type => $tag ) {
		Elementor::reset();
		$html = se_el_render( se_el_widget( $type, array(), 'b0b0b0a' ) );
		se_assert( (bool) preg_match( '/^<' . $tag . ' widget-id="b0b0b0a" post-id="\d+" data-delay-child-handlers="true" class="elementor-element /', $html ), "{$type} is <{$tag}>: " . substr( $html, 0, 200 ) );
	}
	se_settings( array( 'replace_el_posts' => false ) );
	Elementor::reset();
	se_assert_not_contains( '<eb-posts', se_el_render( se_el_widget( 'posts', array(), 'b0b0b0a' ) ), 'unticked' );
}

function se_test_elementor_carousels_nav_menu_and_menu_cart_are_wrapped_and_their_sheet_linked() {
	if ( ! se_elementor_here() ) {
		se_skip( 'Elementor and PRO Elements are not on this stack' );
	}
	se_settings( array( 'replace_el_carousels' => true, 'replace_el_nav_menu' => true, 'replace_el_menu_cart' => true ) );
	wp_dequeue_style( 'site-elements-eb-carousel.css' );
	Elementor::reset();
	$html = se_el_render(
		se_el_widget(
			'testimonial-carousel',
			array(
				'slides' => array(
					array( '_id' => 's1', 'content' => 'Lekker "><img src=x onerror=alert(1)>', 'name' => 'Anna' ),
				),
			),
			'c0c0c0a'
		)
	);
	se_assert( (bool) preg_match( '/^<eb-carousel data-delay-child-handlers="true">\s*<div class="elementor-element elementor-element-c0c0c0a[^"]*elementor-widget-testimonial-carousel/', $html ), 'the carousel is wrapped: ' . substr( $html, 0, 200 ) );
	se_assert( (bool) preg_match( '/<\/div>\s*<\/eb-carousel>$/', $html ), 'the widget closes before the tag' );
	se_assert( false === strpos( $html, '<eb-carousel', 10 ), 'one tag' );
	se_assert( wp_style_is( 'site-elements-eb-carousel.css', 'enqueued' ), 'its page sheet is linked' );

	$menu = wp_create_nav_menu( 'se-test-menu-' . wp_generate_password( 6, false ) );
	try {
		wp_update_nav_menu_item( $menu, 0, array( 'menu-item-title' => 'Home', 'menu-item-url' => home_url( '/' ), 'menu-item-status' => 'publish' ) );
		$slug = get_term( $menu )->slug;
		Elementor::reset();
		$nav = se_el_render( se_el_widget( 'nav-menu', array( 'menu' => $slug ), 'd0d0d0a' ) );
		se_assert( (bool) preg_match( '/^<header-menu data-delay-child-handlers="true">\s*<div class="elementor-element elementor-element-d0d0d0a/', $nav ), 'the Nav Menu is wrapped in <header-menu>: ' . substr( $nav, 0, 200 ) );
		se_assert( wp_style_is( 'site-elements-header-menu.css', 'enqueued' ), 'the menu\'s sheet is linked' );
	} finally {
		wp_delete_nav_menu( $menu );
	}

	if ( class_exists( 'WooCommerce' ) ) {
		Elementor::reset();
		$cart = se_el_render( se_el_widget( 'woocommerce-menu-cart', array( 'cart_type' => 'mini-cart' ), 'e0e0e0a' ) );
		se_assert( (bool) preg_match( '/^<wc-mini-cart data-delay-child-handlers="true">\s*<div class="elementor-element elementor-element-e0e0e0a/', $cart ), 'the Menu Cart is wrapped in <wc-mini-cart>: ' . substr( $cart, 0, 200 ) );
	}

	$_GET['se'] = 'off';
	Elementor::reset();
	se_assert_not_contains( '<eb-carousel', se_el_render( se_el_widget( 'testimonial-carousel', array(), 'c0c0c0b' ) ), '?se=off' );
}

function se_test_elementor_a_sticky_section_becomes_eb_sticky_with_its_settings() {
	if ( ! se_elementor_here() ) {
		se_skip( 'Elementor and PRO Elements are not on this stack' );
	}
	$section = array(
		'id'       => 'f1f1f1a',
		'elType'   => 'section',
		'settings' => array(
			'sticky'        => 'top',
			'sticky_on'     => array( 'desktop', 'tablet' ),
			'sticky_offset' => 10,
			'sticky_parent' => '</script><script>alert(1)</script>',
		),
		'elements' => array(
			array(
				'id'       => 'f1f1f1b',
				'elType'   => 'column',
				'settings' => array( '_column_size' => 100 ),
				'elements' => array( se_el_widget( 'heading', array( 'title' => 'Bestel vandaag' ), 'f1f1f1c' ) ),
			),
		),
	);
	se_settings( array( 'replace_el_sticky' => false ) );
	Elementor::reset();
	$off = se_el_render( $section );
	se_assert_not_contains( '<eb-sticky', $off, 'unticked' );
	se_assert_contains( '&quot;sticky&quot;:&quot;top&quot;', $off, 'unticked: Elementor Pro\'s sticky reads its data-settings' );

	se_settings( array( 'replace_el_sticky' => true ) );
	Elementor::reset();
	$on = se_el_render( $section );
	se_assert( 0 === strpos( $on, '<eb-sticky><script type="application/json">' ), 'wrapped with its config first: ' . substr( $on, 0, 160 ) );
	$config = se_json_block( $on );
	se_assert_same( 'top', $config['sticky'] );
	se_assert_same( array( 'desktop', 'tablet' ), $config['sticky_on'] );
	se_assert_same( 10, $config['sticky_offset'] );
	se_assert_same( '</script><script>alert(1)</script>', $config['sticky_parent'], 'a hostile value survives as data' );
	se_assert_not_contains( '</script><script>alert(1)', $on, 'and cannot end the block' );
	se_assert_not_contains( '&quot;sticky&quot;:&quot;top&quot;', $on, 'the section\'s own data-settings lose the sticky setting' );
	se_assert( (bool) preg_match( '/<\/eb-sticky>$/', trim( $on ) ), 'closed after the section' );
	se_assert_contains( 'Bestel vandaag', $on );
}

function se_test_elementor_a_popup_document_becomes_eb_popup() {
	$html = '<div data-elementor-type="popup" data-elementor-id="412" class="elementor elementor-412 elementor-location-popup" data-elementor-settings="' . esc_attr( wp_json_encode( array( 'triggers' => array( 'page_load' => 'yes', 'page_load_delay' => 2 ), 'timing' => array(), 'x' => '</script><script>alert(1)</script>' ) ) ) . '" data-elementor-post-type="elementor_library"><div class="e-con"><h2>Nieuwsbrief</h2></div></div>';
	$out  = Elementor::popup_markup( $html );
	se_assert( 0 === strpos( $out, '<eb-popup popup-id="412"><script type="application/json">' ), 'the tag with its config: ' . substr( $out, 0, 120 ) );
	$config = se_json_block( $out );
	se_assert_same( 'yes', $config['triggers']['page_load'] );
	se_assert_same( 2, $config['triggers']['page_load_delay'] );
	se_assert_same( '</script><script>alert(1)</script>', $config['x'] );
	se_assert_not_contains( '</script><script>alert(1)', $out, 'a hostile value cannot end the block' );
	se_assert_contains( '<div data-elementor-type="eb-popup" data-elementor-id="412" class="elementor elementor-412 elementor-location-popup" data-elementor-post-type="elementor_library"><div class="e-con"><h2>Nieuwsbrief</h2></div></div></eb-popup>', $out, 'the content with its classes, no longer Elementor Pro\'s pop-up' );
	se_assert_same( '<div class="elementor elementor-9">x</div>', Elementor::popup_markup( '<div class="elementor elementor-9">x</div>' ), 'another document is left alone' );

	if ( ! se_elementor_here() ) {
		se_skip( 'Elementor and PRO Elements are not on this stack' );
	}
	se_settings( array( 'replace_el_popups' => true ) );
	se_assert_same( $html, Elementor::popup_content( $html ), 'only inside the pop-up location' );
	Elementor::popups_start();
	try {
		se_assert_contains( '<eb-popup popup-id="412">', Elementor::popup_content( $html ) );
		se_settings( array( 'replace_el_popups' => false ) );
		se_assert_same( $html, Elementor::popup_content( $html ), 'unticked' );
	} finally {
		Elementor::popups_end();
	}
}

function se_test_elementor_scripts_leave_only_pages_that_do_not_need_them() {
	if ( ! se_elementor_here() ) {
		se_skip( 'Elementor and PRO Elements are not on this stack' );
	}
	se_settings( array( 'replace_el_form' => true ) );
	$handles = array( 'elementor-frontend', 'swiper' );
	$enqueue = static function () use ( $handles ) {
		foreach ( $handles as $h ) {
			if ( ! wp_script_is( $h, 'registered' ) ) {
				wp_register_script( $h, 'https://example.com/' . $h . '.js', array( 'jquery' ), '1', true );
			}
			wp_enqueue_script( $h );
		}
	};

	Elementor::reset();
	se_el_render( se_el_widget( 'form', array(), 'a0a0a0b' ) );
	se_el_render( se_el_widget( 'heading', array( 'title' => 'Hallo' ), 'a0a0a0c' ) );
	$enqueue();
	Elementor::dequeue();
	se_assert( ! wp_script_is( 'elementor-frontend', 'enqueued' ) && ! wp_script_is( 'swiper', 'enqueued' ), 'a switched form and a heading need none of Elementor\'s scripts' );

	Elementor::reset();
	se_el_render( se_el_widget( 'form', array(), 'a0a0a0b' ) );
	se_el_render( se_el_widget( 'tabs', array(), 'a0a0a0d' ) );
	$enqueue();
	Elementor::dequeue();
	se_assert( wp_script_is( 'elementor-frontend', 'enqueued' ), 'the Tabs widget still needs Elementor' );

	Elementor::reset();
	se_el_render( se_el_widget( 'heading', array( 'title' => 'Hallo', '_animation' => 'fadeIn' ), 'a0a0a0e' ) );
	$enqueue();
	Elementor::dequeue();
	se_assert( wp_script_is( 'elementor-frontend', 'enqueued' ), 'an entrance animation needs Elementor' );

	$_GET['se'] = 'off';
	Elementor::reset();
	se_el_render( se_el_widget( 'form', array(), 'a0a0a0b' ) );
	$enqueue();
	Elementor::dequeue();
	se_assert( wp_script_is( 'elementor-frontend', 'enqueued' ), '?se=off: Elementor\'s own form script needs them' );
	foreach ( $handles as $h ) {
		wp_dequeue_script( $h );
	}
}

function se_test_elementor_scripts_leave_before_the_head_prints_jquery_and_come_back_if_needed() {
	if ( ! se_elementor_here() ) {
		se_skip( 'Elementor and PRO Elements are not on this stack' );
	}
	se_settings( array( 'replace_el_form' => true, 'replace_el_popups' => true, 'replace_el_nav_menu' => true, 'replace_el_sticky' => true, 'replace_el_menu_cart' => true ) );
	$enqueue = static function () {
		foreach ( array( 'elementor-frontend', 'swiper' ) as $h ) {
			if ( ! wp_script_is( $h, 'registered' ) ) {
				wp_register_script( $h, 'https://example.com/' . $h . '.js', array( 'jquery' ), '1', true );
			}
			wp_enqueue_script( $h );
		}
	};
	$page = static fn ( array $widgets, callable $fn ) => se_el_page( $widgets, $fn );
	$form    = se_el_widget( 'form', array(), 'e0e0e0b' );
	$heading = se_el_widget( 'heading', array( 'title' => 'Hallo' ), 'e0e0e0c' );
	$tabs    = se_el_widget( 'tabs', array(), 'e0e0e0d' );

	// A page of a switched form and a heading: out before the head prints (jQuery with them), and
	// still out after the footer saw the page.
	$page(
		array( $form, $heading ),
		static function () use ( $enqueue, $form, $heading ) {
			se_assert_same( array( 'form' => true, 'heading' => true ), array_intersect_key( Elementor::page_widget_types(), array( 'form' => 1, 'heading' => 1 ) ) );
			$enqueue();
			Elementor::dequeue_early();
			se_assert( ! wp_script_is( 'elementor-frontend', 'enqueued' ) && ! wp_script_is( 'swiper', 'enqueued' ), 'out before wp_head prints' );
			se_el_render( $form );
			se_el_render( $heading );
			Elementor::dequeue();
			se_assert( ! wp_script_is( 'elementor-frontend', 'enqueued' ), 'still out in the footer' );
		}
	);

	// The prediction was wrong (a Tabs widget printed from elsewhere): the footer puts them back.
	$page(
		array( $form ),
		static function () use ( $enqueue, $form, $tabs ) {
			$enqueue();
			Elementor::dequeue_early();
			se_assert( ! wp_script_is( 'elementor-frontend', 'enqueued' ), 'out early' );
			se_el_render( $form );
			se_el_render( $tabs );
			Elementor::dequeue();
			se_assert( wp_script_is( 'elementor-frontend', 'enqueued' ) && wp_script_is( 'swiper', 'enqueued' ), 'back for the Tabs widget' );
		}
	);

	// A page with a widget that needs Elementor keeps them from the start; so does ?se=off.
	$page(
		array( $form, $tabs ),
		static function () use ( $enqueue ) {
			$enqueue();
			Elementor::dequeue_early();
			se_assert( wp_script_is( 'elementor-frontend', 'enqueued' ), 'Tabs on the page: kept' );
			$_GET['se'] = 'off';
			Elementor::dequeue_early();
			se_assert( wp_script_is( 'elementor-frontend', 'enqueued' ), '?se=off: kept' );
		}
	);
	wp_dequeue_script( 'elementor-frontend' );
	wp_dequeue_script( 'swiper' );
}

function se_test_elementor_a_switched_form_links_its_own_sheet_instead_of_elementor_pros() {
	if ( ! se_elementor_here() ) {
		se_skip( 'Elementor and PRO Elements are not on this stack' );
	}
	$page = static fn ( array $widgets, callable $fn ) => se_el_page(
		$widgets,
		$fn,
		static function () {
			wp_dequeue_style( 'site-elements-eb-form.css' );
			if ( ! wp_style_is( 'widget-form', 'registered' ) ) {
				wp_register_style( 'widget-form', 'https://example.com/widget-form.min.css', array(), '1' ); // Elementor Pro registers it on a page view only.
			}
			wp_enqueue_style( 'widget-form' );
			se_assert( wp_style_is( 'widget-form', 'enqueued' ), 'Elementor Pro\'s sheet enqueued, as its page assets do' );
		},
		static function () {
			wp_dequeue_style( 'site-elements-eb-form.css' );
			wp_dequeue_style( 'widget-form' );
		}
	);

	$form  = se_el_widget( 'form', array(), 'f1f1f1b' );
	$login = se_el_widget( 'login', array(), 'f1f1f1c' );

	se_settings( array( 'replace_el_form' => true ) );
	$page(
		array( $form ),
		static function () use ( $form ) {
			Elementor::enqueue_sheets();
			se_assert( wp_style_is( 'site-elements-eb-form.css', 'enqueued' ), 'the form\'s own sheet is linked in the head' );
			se_assert( ! wp_style_is( 'widget-form', 'enqueued' ), 'Elementor Pro\'s form sheet is left off' );
			se_el_render( $form );
			wp_enqueue_style( 'widget-form' ); // As a widget rendered late (a pop-up's) enqueues it in the footer.
			Elementor::dequeue();
			se_assert( ! wp_style_is( 'widget-form', 'enqueued' ), 'the footer takes it off again' );
		}
	);
	// A Login widget (not switched) needs the same sheet: it stays.
	$page(
		array( $form, $login ),
		static function () {
			Elementor::enqueue_sheets();
			se_assert( wp_style_is( 'site-elements-eb-form.css', 'enqueued' ), 'the form\'s sheet is linked' );
			se_assert( wp_style_is( 'widget-form', 'enqueued' ), 'kept for the Login widget' );
			se_assert_same( array(), Elementor::replaced_styles( array( 'form' => true, 'login' => true ) ) );
		}
	);
	// Unticked, or ?se=off: Elementor Pro's sheet, not ours.
	se_settings( array( 'replace_el_form' => false ) );
	$page(
		array( $form ),
		static function () {
			Elementor::enqueue_sheets();
			se_assert( ! wp_style_is( 'site-elements-eb-form.css', 'enqueued' ) && wp_style_is( 'widget-form', 'enqueued' ), 'unticked: Elementor Pro\'s sheet only' );
		}
	);
	se_settings( array( 'replace_el_form' => true ) );
	$page(
		array( $form ),
		static function () {
			$_GET['se'] = 'off';
			Elementor::enqueue_sheets();
			se_assert( ! wp_style_is( 'site-elements-eb-form.css', 'enqueued' ) && wp_style_is( 'widget-form', 'enqueued' ), '?se=off: Elementor Pro\'s sheet only' );
		}
	);
	se_assert_same( array(), Elementor::replaced_styles( array( 'heading' => true ) ), 'no form on the page: nothing to take off' );
}

function se_test_elementor_swiper_css_leaves_pages_whose_carousels_are_all_switched() {
	if ( ! se_elementor_here() ) {
		se_skip( 'Elementor and PRO Elements are not on this stack' );
	}
	$styles = wp_styles();
	$deps   = isset( $styles->registered['e-swiper'] ) ? $styles->registered['e-swiper']->deps : null;
	$page   = static fn ( array $widgets, callable $fn ) => se_el_page(
		$widgets,
		$fn,
		static function () use ( $styles ) {
			if ( ! wp_style_is( 'swiper', 'registered' ) ) {
				wp_register_style( 'swiper', 'https://example.com/swiper.min.css', array(), '8.4.5' ); // Elementor registers them on a page view only.
			}
			if ( ! wp_style_is( 'e-swiper', 'registered' ) ) {
				wp_register_style( 'e-swiper', 'https://example.com/e-swiper.min.css', array( 'swiper' ), '1' );
			}
			$styles->registered['e-swiper']->deps = array( 'swiper' );
			wp_enqueue_style( 'e-swiper' );
			wp_enqueue_style( 'swiper' );
		},
		static function () use ( $styles, $deps ) {
			wp_dequeue_style( 'swiper' );
			wp_dequeue_style( 'e-swiper' );
			wp_dequeue_style( 'site-elements-eb-carousel.css' );
			if ( null !== $deps ) {
				$styles->registered['e-swiper']->deps = $deps;
			}
		}
	);

	$carousel = se_el_widget( 'testimonial-carousel', array(), 'f2f2f2b' );
	$heading  = se_el_widget( 'heading', array( 'title' => 'Hallo' ), 'f2f2f2c' );
	$tabs     = se_el_widget( 'tabs', array(), 'f2f2f2d' );
	$kept     = static function ( string $why ) {
		se_assert( wp_style_is( 'swiper', 'enqueued' ) && in_array( 'swiper', wp_styles()->registered['e-swiper']->deps, true ), $why );
	};

	se_settings( array( 'replace_el_carousels' => true, 'replace_el_popups' => true ) );
	$page(
		array( $carousel, $heading ),
		static function () {
			Elementor::enqueue_sheets();
			se_assert( wp_style_is( 'site-elements-eb-carousel.css', 'enqueued' ), 'the carousel\'s sheet is linked' );
			se_assert( ! wp_style_is( 'swiper', 'enqueued' ), 'Swiper\'s sheet is left off' );
			se_assert( ! in_array( 'swiper', wp_styles()->registered['e-swiper']->deps, true ), 'and Elementor\'s swiper sheet no longer prints it' );
			se_assert( wp_style_is( 'e-swiper', 'enqueued' ), 'Elementor\'s own swiper sheet stays' );
		}
	);
	$page(
		array( $carousel, $tabs ),
		static function () use ( $kept ) {
			Elementor::enqueue_sheets();
			$kept( 'a Tabs widget runs Elementor\'s scripts (its lightbox is Swiper\'s): kept' );
		}
	);
	$page(
		array( $heading ),
		static function () use ( $kept ) {
			Elementor::enqueue_sheets();
			$kept( 'no carousel on the page: left alone' );
		}
	);
	$page(
		array( $carousel ),
		static function () use ( $kept ) {
			$_GET['se'] = 'off';
			Elementor::enqueue_sheets();
			$kept( '?se=off: Swiper\'s' );
		}
	);
	// The head's prediction was wrong (a Tabs widget printed from elsewhere): the footer puts it back.
	$page(
		array( $carousel ),
		static function () use ( $tabs ) {
			Elementor::enqueue_sheets();
			se_assert( ! wp_style_is( 'swiper', 'enqueued' ), 'off in the head' );
			se_el_render( $tabs );
			Elementor::dequeue();
			se_assert( wp_style_is( 'swiper', 'enqueued' ), 'back in the footer for the Tabs widget' );
		}
	);
	se_settings( array( 'replace_el_carousels' => false ) );
	$page(
		array( $carousel ),
		static function () use ( $kept ) {
			Elementor::enqueue_sheets();
			$kept( 'unticked: Swiper\'s' );
		}
	);
}

function se_test_elementor_switched_widgets_skip_the_element_cache() {
	se_settings( array( 'replace_el_search' => true ) );
	se_assert_same( true, Elementor::dynamic( false, array( 'elType' => 'widget', 'widgetType' => 'search' ) ) );
	se_assert_same( false, Elementor::dynamic( false, array( 'elType' => 'widget', 'widgetType' => 'heading' ) ) );
	se_assert_same( false, Elementor::dynamic( false, array( 'elType' => 'widget', 'widgetType' => 'posts' ) ), 'an unticked family stays cached' );
	se_assert_same( true, Elementor::dynamic( true, array( 'elType' => 'widget', 'widgetType' => 'heading' ) ), 'Elementor\'s own answer stays' );
	$sticky = array( 'elType' => 'section', 'settings' => array( 'sticky' => 'top' ) );
	se_assert_same( false, Elementor::dynamic( false, $sticky ), 'a sticky section is cached while the switch is off' );
	se_settings( array( 'replace_el_sticky' => true ) );
	se_assert_same( true, Elementor::dynamic( false, $sticky ), 'and rendered on every request while it is on' );
	se_assert_same( false, Elementor::dynamic( false, array( 'elType' => 'container', 'settings' => array() ) ), 'a section that does not stick is cached' );
}

function se_test_se_off_loads_none_of_ours() {
	wp_dequeue_script( SiteElements\Assets::HANDLE );
	SiteElements\Assets::enqueue();
	se_assert( wp_script_is( SiteElements\Assets::HANDLE, 'enqueued' ), 'the loader on a page view' );
	ob_start();
	SiteElements\Assets::print_config();
	se_assert_contains( 'id="site-elements-config"', (string) ob_get_clean(), 'the page settings on a page view' );
	wp_dequeue_script( SiteElements\Assets::HANDLE );
	$_GET['se'] = 'off';
	SiteElements\Assets::enqueue();
	se_assert( ! wp_script_is( SiteElements\Assets::HANDLE, 'enqueued' ), '?se=off: no loader' );
	ob_start();
	SiteElements\Assets::print_config();
	se_assert_same( '', (string) ob_get_clean(), '?se=off: no page settings' );
}
