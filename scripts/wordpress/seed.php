<?php
/**
 * Seeds a stack from tests/wordpress/fixtures/: Gravity Forms forms (GFAPI::add_form / update_form),
 * the pages that embed them, AYS pop-up rows (wp_ays_pb, as the AYS admin saves them), CT Ultimate
 * GDPR's options (as its admin page saves them) and, on stack 2,
 * WooCommerce (store settings, a shipping zone, simple products, coupons, the shop and cart pages) and the
 * Elementor pages of the interop specs (loop grid, issue 30's widgets, issue 31's carousels, the sticky header and pop-up). The project's plugin is not seeded: install-plugin.mjs uploads its zip and ticks its settings in a browser.
 *
 * Idempotent: the ids it created are kept in the option `site_elements_stack_seed` and reused
 * (forms updated in place, pages found by slug, pop-up rows updated by id).
 *
 * php seed.php <wp root> <fixtures dir> <stack number>
 * Prints one JSON line: {forms: {key: id}, pages: {slug: {id, url}}, popups: {key: id}, ...}.
 *
 * @package site-elements
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

$se_root     = rtrim( $argv[1] ?? '', '/' );
$se_fixtures = rtrim( $argv[2] ?? '', '/' );
$se_stack    = (int) ( $argv[3] ?? 1 );
if ( ! is_file( $se_root . '/wp-load.php' ) || ! is_dir( $se_fixtures ) ) {
	fwrite( STDERR, "usage: php seed.php <wp root> <fixtures dir> <stack>\n" );
	exit( 2 );
}

$se_base                = getenv( 'SE_WP_BASE_URL' ) ?: 'http://127.0.0.1';
$_SERVER['HTTP_HOST']   = parse_url( $se_base, PHP_URL_HOST ) . ( parse_url( $se_base, PHP_URL_PORT ) ? ':' . parse_url( $se_base, PHP_URL_PORT ) : '' );
$_SERVER['REQUEST_URI'] = '/';
require $se_root . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

/**
 * Reads a fixture file as an array.
 *
 * @param string $name File name inside the fixtures folder.
 * @return array
 */
function se_fixture( $name ) {
	global $se_fixtures;
	$file = $se_fixtures . '/' . $name;
	if ( ! is_file( $file ) ) {
		return array();
	}
	$data = json_decode( file_get_contents( $file ), true );
	if ( ! is_array( $data ) ) {
		fwrite( STDERR, "seed: {$name} is not valid JSON\n" );
		exit( 3 );
	}
	return $data;
}

// Let WordPress and the plugins finish their own installs (GF tables, WooCommerce tables, AYS tables).
if ( class_exists( 'GFForms' ) ) {
	GFForms::setup( true );
}
if ( class_exists( 'WC_Install' ) ) {
	WC_Install::check_version();
	if ( ! get_option( 'woocommerce_db_version' ) ) {
		WC_Install::install();
	}
}
if ( class_exists( 'Ays_Pb_Activator' ) ) {
	Ays_Pb_Activator::ays_pb_db_check();
}

$se_seed = get_option( 'site_elements_stack_seed' );
$se_seed = is_array( $se_seed ) ? $se_seed : array();
$se_out  = array(
	'stack'    => $se_stack,
	'forms'    => array(),
	'pages'    => array(),
	'popups'   => array(),
	'products' => array(),
);

// ---- Pages ---------------------------------------------------------------------------------------
$se_pages_fixture = se_fixture( 'pages.json' );

/**
 * An Elementor page saved through Elementor's Document API, as its editor saves it (found again by its
 * slug and updated in place); exits when Elementor refuses it.
 *
 * @param string $slug     The page's slug.
 * @param string $title    Its title.
 * @param array  $elements Elementor's elements data.
 * @param string $template The page template (`default`, `elementor_canvas`, …).
 * @return int The page's id.
 */
function se_elementor_page( $slug, $title, array $elements, $template = 'default' ) {
	$post = get_page_by_path( $slug, OBJECT, 'page' );
	$id   = $post ? (int) $post->ID : 0;
	$arr  = array(
		'post_type'      => 'page',
		'post_status'    => 'publish',
		'post_name'      => $slug,
		'post_title'     => $title,
		'comment_status' => 'closed',
		'post_author'    => 1,
	);
	if ( $id ) {
		$arr['ID'] = $id;
		wp_update_post( wp_slash( $arr ) );
	} else {
		$id = (int) wp_insert_post( wp_slash( $arr + array( 'post_content' => '' ) ) );
	}
	update_post_meta( $id, '_elementor_edit_mode', 'builder' );
	$doc = \Elementor\Plugin::$instance->documents->get( $id, false );
	if ( ! $doc || false === $doc->save(
		array(
			'elements' => $elements,
			'settings' => array( 'template' => $template ),
		)
	) ) {
		fwrite( STDERR, "seed: page {$slug} not saved\n" );
		exit( 6 );
	}
	return $id;
}

/**
 * Replaces {form:key}, {popup:key} and {page:slug} in a text with the seeded ids.
 *
 * @param string $text Text with placeholders.
 * @return string
 */
function se_placeholders( $text ) {
	global $se_out;
	return preg_replace_callback(
		'/\{(form|popup|page):([a-z0-9-]+)\}/',
		static function ( $m ) use ( $se_out ) {
			$map = array(
				'form'  => $se_out['forms'],
				'popup' => $se_out['popups'],
				'page'  => array_map( static fn( $p ) => $p['id'], $se_out['pages'] ),
			);
			return (string) ( $map[ $m[1] ][ $m[2] ] ?? 0 );
		},
		$text
	);
}

/**
 * Creates or updates a published page by slug.
 *
 * @param string $slug    Page slug.
 * @param string $title   Page title.
 * @param string $content Page content.
 * @return int
 */
function se_page( $slug, $title, $content ) {
	$existing = get_page_by_path( $slug, OBJECT, 'page' );
	$postarr  = array(
		'post_type'      => 'page',
		'post_status'    => 'publish',
		'post_name'      => $slug,
		'post_title'     => $title,
		'post_content'   => $content,
		'comment_status' => 'closed',
		'post_author'    => 1,
	);
	if ( $existing ) {
		$postarr['ID'] = $existing->ID;
		if ( $existing->post_content === $content && $existing->post_title === $title && 'publish' === $existing->post_status ) {
			return (int) $existing->ID;
		}
		return (int) wp_update_post( wp_slash( $postarr ) );
	}
	return (int) wp_insert_post( wp_slash( $postarr ) );
}

// Pages that name nothing seeded (no {placeholder}) first: forms and pop-ups may point at them.
foreach ( (array) ( $se_pages_fixture['pages'] ?? array() ) as $se_p ) {
	if ( false === strpos( $se_p['content'], '{' ) ) {
		$se_id                             = se_page( $se_p['slug'], $se_p['title'], $se_p['content'] );
		$se_out['pages'][ $se_p['slug'] ] = array(
			'id'  => $se_id,
			'url' => wp_make_link_relative( get_permalink( $se_id ) ),
		);
	}
}

// ---- Gravity Forms -----------------------------------------------------------------------------
if ( class_exists( 'GFAPI' ) ) {
	update_option( 'rg_gforms_currency', 'EUR' );
	update_option( 'gform_pending_installation', false );
	update_option( 'rg_gforms_enable_akismet', '0' );
	// Forms in the order pages.json lists them (so ids are stable: bestelling = 1, ...), then the rest.
	$se_form_keys = array_keys( (array) ( se_fixture( 'pages.json' )['formPages'] ?? array() ) );
	foreach ( glob( $se_fixtures . '/form-*.json' ) as $se_file ) {
		$se_form_keys[] = substr( basename( $se_file, '.json' ), 5 );
	}
	foreach ( array_unique( $se_form_keys ) as $se_key ) {
		$se_file = $se_fixtures . '/form-' . $se_key . '.json';
		if ( ! is_file( $se_file ) ) {
			continue;
		}
		$se_form = se_fixture( basename( $se_file ) );
		unset( $se_form['id'] );
		// {page:slug} in confirmations (a "page" confirmation's pageId).
		array_walk_recursive(
			$se_form,
			static function ( &$v ) {
				if ( is_string( $v ) && false !== strpos( $v, '{page:' ) ) {
					$v = se_placeholders( $v );
				}
			}
		);
		// Save-and-continue needs the two save confirmations GF's form editor adds.
		if ( rgars( $se_form, 'save/enabled' ) ) {
			$se_events = wp_list_pluck( $se_form['confirmations'] ?? array(), 'event' );
			foreach ( array( 'form_saved', 'form_save_email_sent' ) as $se_event ) {
				if ( ! in_array( $se_event, $se_events, true ) ) {
					$se_conf                   = GFFormsModel::get_default_confirmation( $se_event );
					$se_conf['id']             = $se_event . '_' . $se_key;
					$se_form['confirmations'][] = $se_conf;
				}
			}
		}
		$se_id = (int) ( $se_seed['forms'][ $se_key ] ?? 0 );
		if ( $se_id && GFAPI::get_form( $se_id ) ) {
			$se_form['id']            = $se_id;
			$se_form['is_active']     = true; // update_form() takes is_active from the object.
			$se_form['is_trash']      = false;
			$se_form['confirmations'] = array_column( $se_form['confirmations'] ?? array(), null, 'id' );
			$se_result                = GFAPI::update_form( $se_form, $se_id );
			if ( is_wp_error( $se_result ) ) {
				fwrite( STDERR, "seed: form {$se_key}: " . $se_result->get_error_message() . "\n" );
				exit( 4 );
			}
			// update_form keeps confirmations in their own meta.
			GFFormsModel::update_form_meta( $se_id, $se_form['confirmations'], 'confirmations' );
		} else {
			$se_id = GFAPI::add_form( $se_form );
			if ( is_wp_error( $se_id ) ) {
				fwrite( STDERR, "seed: form {$se_key}: " . $se_id->get_error_message() . "\n" );
				exit( 4 );
			}
		}
		$se_out['forms'][ $se_key ] = (int) $se_id;
		// GF makes a form's tmp folder on its first upload with "! is_dir && ! wp_mkdir_p"; two first uploads
		// at once race on it and one gets "Failed to upload file." (500). A site that has had an upload has
		// the folder; so does the seeded one.
		$se_tmp = rgar( GFFormsModel::get_tmp_upload_location( (int) $se_id ), 'path' );
		if ( $se_tmp && ! is_dir( $se_tmp ) ) {
			wp_mkdir_p( $se_tmp );
		}
	}
	if ( ! file_exists( GFFormsModel::get_upload_root() . '/index.html' ) ) {
		GFForms::add_security_files();
	}
}

// ---- AYS pop-ups (rows of wp_ays_pb, as the AYS admin saves them) ----------------------------------
global $wpdb;
$se_ays_table = $wpdb->prefix . 'ays_pb';
$se_has_ays   = $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $se_ays_table ) ) === $se_ays_table;
$se_popups    = $se_has_ays ? se_fixture( 'ays-popups.json' ) : array();

// Pages without placeholders for pop-ups first (pop-up rows may point at them), then the rest.
$se_page_list = array();
foreach ( (array) ( $se_pages_fixture['pages'] ?? array() ) as $se_p ) {
	$se_page_list[] = $se_p;
}
foreach ( (array) ( $se_pages_fixture['formPages'] ?? array() ) as $se_key => $se_title ) {
	if ( ! isset( $se_out['forms'][ $se_key ] ) ) {
		continue;
	}
	$se_page_list[] = array(
		'slug'    => $se_key,
		'title'   => $se_title,
		'content' => '[gravityform id="{form:' . $se_key . '}" title="false" ajax="true"]',
	);
	foreach ( array( 'ajax', 'iframe', 'postback' ) as $se_method ) {
		$se_page_list[] = array(
			'slug'    => $se_key . '-' . $se_method,
			'title'   => $se_title . ' (' . $se_method . ')',
			'content' => '[gravityform id="{form:' . $se_key . '}" title="false" ajax="true" submission_method="' . $se_method . '"]',
		);
	}
}
$se_deferred = array();
foreach ( $se_page_list as $se_p ) {
	if ( preg_match( '/\{popup:/', $se_p['content'] ) ) {
		$se_deferred[] = $se_p;
		continue;
	}
	$se_id                             = se_page( $se_p['slug'], $se_p['title'], se_placeholders( $se_p['content'] ) );
	$se_out['pages'][ $se_p['slug'] ] = array(
		'id'  => $se_id,
		'url' => wp_make_link_relative( get_permalink( $se_id ) ),
	);
}
// Placeholder ids for pages that embed pop-ups, so pop-up rows can name them before they exist.
foreach ( $se_deferred as $se_p ) {
	$se_id                             = se_page( $se_p['slug'], $se_p['title'], '' );
	$se_out['pages'][ $se_p['slug'] ] = array(
		'id'  => $se_id,
		'url' => wp_make_link_relative( get_permalink( $se_id ) ),
	);
}

foreach ( $se_popups as $se_key => $se_row ) {
	$se_options = $se_row['options'] ?? array();
	$se_row     = array_map( static fn( $v ) => is_string( $v ) ? se_placeholders( $v ) : $v, $se_row );
	// view_place: '***'-separated post ids, as the admin stores the "selected pages" list.
	if ( isset( $se_row['view_place'] ) && is_array( $se_row['view_place'] ) ) {
		$se_row['view_place'] = implode( '***', array_map( 'se_placeholders', $se_row['view_place'] ) );
	}
	$se_options['create_date']   = $se_options['create_date'] ?? '2026-01-01 12:00:00';
	$se_options['create_author'] = 1;
	$se_options['author']        = wp_json_encode(
		array(
			'id'   => 1,
			'name' => 'admin',
		)
	);
	$se_row['options'] = wp_json_encode( $se_options );
	unset( $se_row['id'] );
	$se_id = (int) ( $se_seed['popups'][ $se_key ] ?? 0 );
	if ( $se_id && $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$se_ays_table} WHERE id = %d", $se_id ) ) ) {
		unset( $se_row['views'], $se_row['conversions'] );
		$wpdb->update( $se_ays_table, $se_row, array( 'id' => $se_id ) );
	} else {
		$se_row['views']       = 0;
		$se_row['conversions'] = 0;
		$wpdb->insert( $se_ays_table, $se_row );
		$se_id = (int) $wpdb->insert_id;
	}
	if ( $wpdb->last_error ) {
		fwrite( STDERR, "seed: pop-up {$se_key}: {$wpdb->last_error}\n" );
		exit( 5 );
	}
	$se_out['popups'][ $se_key ] = $se_id;
}

foreach ( $se_deferred as $se_p ) {
	se_page( $se_p['slug'], $se_p['title'], se_placeholders( $se_p['content'] ) );
}

// AYS inserts a "Demo Title" pop-up shown on every page when its table is empty: switch off rows the
// fixtures do not own, so only the seeded pop-ups show.
if ( $se_has_ays ) {
	$se_owned = array_map( 'intval', array_values( $se_out['popups'] ) );
	$se_owned = $se_owned ? implode( ',', $se_owned ) : '0';
	$wpdb->query( "UPDATE {$se_ays_table} SET onoffswitch = 'Off', show_all = 'no' WHERE id NOT IN ({$se_owned})" ); // phpcs:ignore WordPress.DB.PreparedSQL
}

// Front page and the privacy policy page WordPress itself knows about.
if ( isset( $se_pages_fixture['front'], $se_out['pages'][ $se_pages_fixture['front'] ] ) ) {
	update_option( 'show_on_front', 'page' );
	update_option( 'page_on_front', $se_out['pages'][ $se_pages_fixture['front'] ]['id'] );
}
if ( isset( $se_out['pages']['privacybeleid'] ) ) {
	update_option( 'wp_page_for_privacy_policy', $se_out['pages']['privacybeleid']['id'] );
}

// ---- CT Ultimate GDPR (its cookie controller's options, as its admin page saves them) ---------------
if ( class_exists( 'CT_Ultimate_GDPR' ) ) {
	$se_ct = se_fixture( 'ct-gdpr.json' );
	foreach ( $se_ct as $se_option => $se_values ) {
		$se_values  = array_map( static fn( $v ) => is_string( $v ) ? se_placeholders( $v ) : $v, $se_values );
		$se_ctrl    = CT_Ultimate_GDPR::instance()->get_controller_by_id( $se_option );
		$se_default = ( $se_ctrl && method_exists( $se_ctrl, 'get_default_options' ) ) ? $se_ctrl->get_default_options() : array();
		update_option( $se_option, array_merge( $se_default, $se_values ) );
	}
}

// ---- WooCommerce (stack 2) ---------------------------------------------------------------------------
if ( class_exists( 'WooCommerce' ) ) {
	$se_wc = se_fixture( 'woocommerce.json' );
	foreach ( (array) ( $se_wc['options'] ?? array() ) as $se_name => $se_value ) {
		update_option( $se_name, $se_value );
	}
	delete_transient( '_wc_activation_redirect' );

	// Shipping zone: one zone, pick-up (free) and a flat rate.
	$se_zone_def = $se_wc['shippingZone'] ?? null;
	if ( $se_zone_def ) {
		$se_zone = null;
		foreach ( WC_Shipping_Zones::get_zones() as $se_z ) {
			if ( $se_z['zone_name'] === $se_zone_def['name'] ) {
				$se_zone = new WC_Shipping_Zone( $se_z['id'] );
			}
		}
		if ( ! $se_zone ) {
			$se_zone = new WC_Shipping_Zone();
			$se_zone->set_zone_name( $se_zone_def['name'] );
			$se_zone->set_zone_order( 0 );
			foreach ( $se_zone_def['locations'] as $se_loc ) {
				$se_zone->add_location( $se_loc['code'], $se_loc['type'] );
			}
			$se_zone->save();
		}
		$se_have = array();
		foreach ( $se_zone->get_shipping_methods() as $se_m ) {
			$se_have[ $se_m->id ] = $se_m;
		}
		foreach ( $se_zone_def['methods'] as $se_md ) {
			if ( ! isset( $se_have[ $se_md['type'] ] ) ) {
				$se_instance = $se_zone->add_shipping_method( $se_md['type'] );
			} else {
				$se_instance = $se_have[ $se_md['type'] ]->instance_id;
			}
			$se_settings = array_merge( array( 'title' => $se_md['title'] ), $se_md['settings'] ?? array() );
			$se_current  = get_option( 'woocommerce_' . $se_md['type'] . '_' . $se_instance . '_settings', array() );
			update_option( 'woocommerce_' . $se_md['type'] . '_' . $se_instance . '_settings', array_merge( (array) $se_current, $se_settings ) );
		}
		$se_out['shippingZone'] = $se_zone->get_id();
	}

	foreach ( (array) ( $se_wc['products'] ?? array() ) as $se_pd ) {
		$se_pid     = wc_get_product_id_by_sku( $se_pd['sku'] );
		$se_product = $se_pid ? wc_get_product( $se_pid ) : new WC_Product_Simple();
		$se_product->set_name( $se_pd['name'] );
		$se_product->set_sku( $se_pd['sku'] );
		$se_product->set_slug( $se_pd['slug'] );
		$se_product->set_regular_price( $se_pd['price'] );
		$se_product->set_description( $se_pd['description'] ?? '' );
		$se_product->set_short_description( $se_pd['short_description'] ?? '' );
		$se_product->set_manage_stock( true );
		$se_product->set_stock_quantity( $se_pd['stock'] );
		$se_product->set_status( 'publish' );
		$se_product->set_catalog_visibility( 'visible' );
		if ( ! empty( $se_pd['category'] ) ) {
			$se_term = term_exists( $se_pd['category']['slug'], 'product_cat' );
			if ( ! $se_term ) {
				$se_term = wp_insert_term( $se_pd['category']['name'], 'product_cat', array( 'slug' => $se_pd['category']['slug'] ) );
			}
			$se_product->set_category_ids( array( (int) $se_term['term_id'] ) );
		}
		$se_out['products'][ $se_pd['sku'] ] = $se_product->save();
	}

	// Coupons: the reference backend's three (demo/server/shop/catalog.ts SHOP_COUPONS), the same kinds and
	// amounts, saved as WooCommerce's admin saves them (WC_Coupon, post type shop_coupon), by code.
	foreach ( (array) ( $se_wc['coupons'] ?? array() ) as $se_cd ) {
		$se_cid    = wc_get_coupon_id_by_code( $se_cd['code'] );
		$se_coupon = new WC_Coupon( $se_cid ? $se_cid : 0 );
		$se_coupon->set_code( $se_cd['code'] );
		$se_coupon->set_description( $se_cd['description'] ?? '' );
		$se_coupon->set_discount_type( $se_cd['discount_type'] );
		$se_coupon->set_amount( $se_cd['amount'] );
		$se_coupon->set_free_shipping( ! empty( $se_cd['free_shipping'] ) );
		$se_coupon->set_date_expires( empty( $se_cd['date_expires'] ) ? null : strtotime( $se_cd['date_expires'] ) );
		$se_coupon->set_status( 'publish' );
		$se_out['coupons'][ $se_cd['code'] ] = $se_coupon->save();
	}

	// The shop's pages: the classic product list (`[products]`, WooCommerce's loop buttons
	// `.add_to_cart_button.ajax_add_to_cart`) with the plugin's `[se_wc_mini_cart]` and WooCommerce's classic
	// mini cart widget (WC_Widget_Cart, through WordPress' Legacy Widget block), the classic cart
	// (`[woocommerce_cart]`), made the shop's cart page (`woocommerce_cart_page_id`: wc_get_cart_url(), the mini
	// cart's "View cart"), the classic checkout and the account page; and a Cart block page and a Checkout block
	// page (`"block": "cart"|"checkout"`: WooCommerce's own default page content, WC_Install's
	// get_cart_block_content() / get_checkout_block_content()). The project's plugin prints the tags on them
	// (includes/class-woocommerce.php, switched on by site-elements.json). As the admin: PRO Elements copies
	// the page options into Elementor's kit on update_option, which only an editor may save.
	wp_set_current_user( 1 );
	foreach ( (array) ( $se_wc['pages'] ?? array() ) as $se_wp ) {
		$se_content = (string) ( $se_wp['content'] ?? '' );
		if ( ! empty( $se_wp['block'] ) && in_array( $se_wp['block'], array( 'cart', 'checkout' ), true ) ) {
			$se_method = new ReflectionMethod( 'WC_Install', 'get_' . $se_wp['block'] . '_block_content' );
			$se_method->setAccessible( true );
			$se_content = (string) $se_method->invoke( null );
		}
		$se_id                             = se_page( $se_wp['slug'], $se_wp['title'], $se_content );
		$se_out['pages'][ $se_wp['slug'] ] = array(
			'id'  => $se_id,
			'url' => wp_make_link_relative( get_permalink( $se_id ) ),
		);
		if ( ! empty( $se_wp['option'] ) ) {
			update_option( $se_wp['option'], $se_id );
		}
	}

	// The shop's test-only mu-plugin of before (mu-wc-shop.php, which printed the tags itself) is gone: the
	// project's plugin prints them now. A stack seeded earlier still has its copy.
	if ( is_file( WPMU_PLUGIN_DIR . '/se-stack-wc-shop.php' ) ) {
		unlink( WPMU_PLUGIN_DIR . '/se-stack-wc-shop.php' );
	}
}

// ---- Elementor + PRO Elements (stack 2): a Loop Item template and a page with a Loop Grid --------------
// elementor-loop.json, saved through Elementor's own Document API (as its editor saves): `_elementor_data`,
// `_elementor_edit_mode` = builder, `_elementor_template_type`, `_elementor_version`, the page template.
// The loop item shows the product's title and price (WooCommerce products of the section above); the page
// has a Taxonomy Filter (product_cat) pointing at a Loop Grid (skin `product`). Also writes the test-only
// mu-plugin mu-eb-loop-grid.php (the grid printed as <eb-loop-grid>) into the stack's mu-plugins.
// Only where Elementor, PRO Elements and WooCommerce are active (not on stack 1).
if ( did_action( 'elementor/loaded' ) && class_exists( '\ElementorPro\Plugin' ) && class_exists( 'WooCommerce' ) ) {
	$se_el = se_fixture( 'elementor-loop.json' );
	if ( $se_el ) {
		wp_set_current_user( 1 ); // Document::save() only saves for a user who may edit the document.
		add_filter( 'wp_revisions_to_keep', '__return_zero' ); // No revision per seed run.
		$se_docs = \Elementor\Plugin::$instance->documents;

		// The Loop Item template: an elementor_library post of type loop-item (source: products).
		$se_li     = $se_el['loopItem'];
		$se_li_id  = (int) ( $se_seed['elementor']['loopItem'] ?? 0 );
		$se_li_ok  = static fn( $id ) => $id && 'elementor_library' === get_post_type( $id ) && 'loop-item' === get_post_meta( $id, '_elementor_template_type', true );
		$se_li_id  = $se_li_ok( $se_li_id ) ? $se_li_id : (int) ( get_page_by_path( $se_li['slug'], OBJECT, 'elementor_library' )->ID ?? 0 );
		if ( ! $se_li_ok( $se_li_id ) ) {
			$se_doc = $se_docs->create(
				'loop-item',
				array(
					'post_title'  => $se_li['title'],
					'post_name'   => $se_li['slug'],
					'post_status' => 'publish',
				),
				array( '_elementor_source' => $se_li['source'] )
			);
			if ( is_wp_error( $se_doc ) ) {
				fwrite( STDERR, 'seed: loop item: ' . $se_doc->get_error_message() . "\n" );
				exit( 6 );
			}
			$se_li_id = (int) $se_doc->get_main_id();
		}
		update_post_meta( $se_li_id, '_elementor_source', $se_li['source'] );
		$se_doc = $se_docs->get( $se_li_id, false );
		if ( ! $se_doc || false === $se_doc->save( array( 'elements' => $se_li['elements'] ) ) ) {
			fwrite( STDERR, "seed: loop item {$se_li_id} not saved\n" );
			exit( 6 );
		}

		// The page: Elementor's document of a published page, the grid pointing at the template.
		$se_lp       = $se_el['page'];
		$se_elements = $se_lp['elements'];
		array_walk_recursive(
			$se_elements,
			static function ( &$v ) use ( $se_li_id ) {
				if ( '{loop-item}' === $v ) {
					$v = (string) $se_li_id;
				}
			}
		);
		$se_lp_post = get_page_by_path( $se_lp['slug'], OBJECT, 'page' );
		$se_lp_id   = $se_lp_post ? (int) $se_lp_post->ID : 0;
		$se_lp_arr  = array(
			'post_type'      => 'page',
			'post_status'    => 'publish',
			'post_name'      => $se_lp['slug'],
			'post_title'     => $se_lp['title'],
			'comment_status' => 'closed',
			'post_author'    => 1,
		);
		if ( $se_lp_id ) {
			$se_lp_arr['ID'] = $se_lp_id;
			wp_update_post( wp_slash( $se_lp_arr ) );
		} else {
			$se_lp_id = (int) wp_insert_post( wp_slash( $se_lp_arr + array( 'post_content' => '' ) ) );
		}
		update_post_meta( $se_lp_id, '_elementor_edit_mode', 'builder' );
		$se_doc = $se_docs->get( $se_lp_id, false );
		if ( ! $se_doc || false === $se_doc->save(
			array(
				'elements' => $se_elements,
				'settings' => array( 'template' => $se_lp['template'] ?? 'default' ),
			)
		) ) {
			fwrite( STDERR, "seed: page {$se_lp['slug']} not saved\n" );
			exit( 6 );
		}
		\Elementor\Plugin::$instance->files_manager->clear_cache();
		remove_filter( 'wp_revisions_to_keep', '__return_zero' );

		$se_out['pages'][ $se_lp['slug'] ] = array(
			'id'  => $se_lp_id,
			'url' => wp_make_link_relative( get_permalink( $se_lp_id ) ),
		);
		// On the first run after WordPress' install, Elementor has not finished its own set-up in this
		// process (its install history and experiment defaults come with its first request) and saves
		// the documents as `[]`: say so, and stack.mjs runs the seed once more.
		$se_saved                          = strlen( (string) get_post_meta( $se_lp_id, '_elementor_data', true ) ) > 2 && strlen( (string) get_post_meta( $se_li_id, '_elementor_data', true ) ) > 2;
		$se_out['elementor']               = array(
			'saved'          => $se_saved,
			'loopItem'       => $se_li_id,
			'page'           => $se_lp_id,
			'loopGrid'       => $se_lp['loopGrid'],
			'taxonomyFilter' => $se_lp['taxonomyFilter'],
		);
	}
}

// ---- Elementor + PRO Elements (stack 2): the form, posts and search widgets of issue 30 --------------------
// elementor-widgets.json: demo blog posts (category `nieuws`, fixed dates), a Loop Item template for posts
// ("Berichtkaart": the post's title linked to it, the live search's results) and three Elementor pages saved
// through the Document API as the loop grid page above: /contact-elementor/ (two Form widgets: a two-step
// contact form collecting submissions, and a "call me back" form with custom validation and a redirect to
// /bedankt/), /blog-elementor/ (two Posts widgets: load more on click, infinite scroll) and /zoeken-elementor/
// (the old Search Form, full screen, and the Search widget with live results). PRO Elements' Submissions
// component is on (option `elementor_form-submissions` not '1') and its tables are made here, as its
// admin_init does. Also writes the test-only mu-plugin mu-eb-widgets.php (the widgets printed as
// <eb-form>, <eb-posts>, <eb-search>). Only where Elementor and PRO Elements are active (stack 2).
if ( did_action( 'elementor/loaded' ) && class_exists( '\ElementorPro\Plugin' ) ) {
	$se_ew = se_fixture( 'elementor-widgets.json' );
	if ( $se_ew ) {
		wp_set_current_user( 1 );
		add_filter( 'wp_revisions_to_keep', '__return_zero' );
		$se_docs = \Elementor\Plugin::$instance->documents;
		$se_ew_out = array( 'posts' => array(), 'saved' => true );

		// Submissions: the component is registered unless the option says "disable"; its tables.
		delete_option( 'elementor_form-submissions' );
		if ( class_exists( '\ElementorPro\Modules\Forms\Submissions\Database\Migration' ) ) {
			\ElementorPro\Modules\Forms\Submissions\Database\Migration::install();
		}

		// The category and the posts (by slug; dates fixed so the lists' order is known).
		$se_cat = term_exists( $se_ew['category']['slug'], 'category' );
		if ( ! $se_cat ) {
			$se_cat = wp_insert_term( $se_ew['category']['name'], 'category', array( 'slug' => $se_ew['category']['slug'] ) );
		}
		$se_cat_tt = (int) $se_cat['term_taxonomy_id'];
		foreach ( $se_ew['posts'] as $se_pd ) {
			$se_existing = get_page_by_path( $se_pd['slug'], OBJECT, 'post' );
			$se_postarr  = array(
				'post_type'      => 'post',
				'post_status'    => 'publish',
				'post_name'      => $se_pd['slug'],
				'post_title'     => $se_pd['title'],
				'post_content'   => $se_pd['content'],
				'post_date'      => $se_pd['date'],
				'post_date_gmt'  => get_gmt_from_date( $se_pd['date'] ),
				'post_author'    => 1,
				'comment_status' => 'closed',
				'post_category'  => array( (int) $se_cat['term_id'] ),
			);
			if ( $se_existing ) {
				$se_postarr['ID'] = $se_existing->ID;
				$se_pid           = (int) wp_update_post( wp_slash( $se_postarr ) );
			} else {
				$se_pid = (int) wp_insert_post( wp_slash( $se_postarr ) );
			}
			$se_ew_out['posts'][ $se_pd['slug'] ] = $se_pid;
		}

		// The posts' Loop Item template.
		$se_pi    = $se_ew['postItem'];
		$se_pi_id = (int) ( get_page_by_path( $se_pi['slug'], OBJECT, 'elementor_library' )->ID ?? 0 );
		if ( ! $se_pi_id || 'loop-item' !== get_post_meta( $se_pi_id, '_elementor_template_type', true ) ) {
			$se_doc = $se_docs->create(
				'loop-item',
				array(
					'post_title'  => $se_pi['title'],
					'post_name'   => $se_pi['slug'],
					'post_status' => 'publish',
				),
				array( '_elementor_source' => $se_pi['source'] )
			);
			if ( is_wp_error( $se_doc ) ) {
				fwrite( STDERR, 'seed: post loop item: ' . $se_doc->get_error_message() . "\n" );
				exit( 6 );
			}
			$se_pi_id = (int) $se_doc->get_main_id();
		}
		update_post_meta( $se_pi_id, '_elementor_source', $se_pi['source'] );
		$se_doc = $se_docs->get( $se_pi_id, false );
		if ( ! $se_doc || false === $se_doc->save( array( 'elements' => $se_pi['elements'] ) ) ) {
			fwrite( STDERR, "seed: post loop item {$se_pi_id} not saved\n" );
			exit( 6 );
		}
		$se_ew_out['postItem'] = $se_pi_id;
		$se_ew_out['saved']    = strlen( (string) get_post_meta( $se_pi_id, '_elementor_data', true ) ) > 2;

		// The pages.
		foreach ( $se_ew['pages'] as $se_key => $se_lp ) {
			$se_elements = $se_lp['elements'];
			array_walk_recursive(
				$se_elements,
				static function ( &$v ) use ( $se_pi_id, $se_cat_tt ) {
					if ( ! is_string( $v ) ) {
						return;
					}
					$v = str_replace( array( '{post-item}', '{category:nieuws}' ), array( (string) $se_pi_id, (string) $se_cat_tt ), $v );
					if ( false !== strpos( $v, '{page:' ) ) {
						$v = se_placeholders( $v );
					}
				}
			);
			$se_lp_post = get_page_by_path( $se_lp['slug'], OBJECT, 'page' );
			$se_lp_id   = $se_lp_post ? (int) $se_lp_post->ID : 0;
			$se_lp_arr  = array(
				'post_type'      => 'page',
				'post_status'    => 'publish',
				'post_name'      => $se_lp['slug'],
				'post_title'     => $se_lp['title'],
				'comment_status' => 'closed',
				'post_author'    => 1,
			);
			if ( $se_lp_id ) {
				$se_lp_arr['ID'] = $se_lp_id;
				wp_update_post( wp_slash( $se_lp_arr ) );
			} else {
				$se_lp_id = (int) wp_insert_post( wp_slash( $se_lp_arr + array( 'post_content' => '' ) ) );
			}
			update_post_meta( $se_lp_id, '_elementor_edit_mode', 'builder' );
			$se_doc = $se_docs->get( $se_lp_id, false );
			if ( ! $se_doc || false === $se_doc->save(
				array(
					'elements' => $se_elements,
					'settings' => array( 'template' => $se_lp['template'] ?? 'default' ),
				)
			) ) {
				fwrite( STDERR, "seed: page {$se_lp['slug']} not saved\n" );
				exit( 6 );
			}
			$se_ew_out['saved'] = $se_ew_out['saved'] && strlen( (string) get_post_meta( $se_lp_id, '_elementor_data', true ) ) > 2;
			$se_out['pages'][ $se_lp['slug'] ] = array(
				'id'  => $se_lp_id,
				'url' => wp_make_link_relative( get_permalink( $se_lp_id ) ),
			);
			$se_ew_out[ $se_key ] = array( 'page' => $se_lp_id ) + $se_lp['widgets'];
		}
		$se_ew_out['category'] = array(
			'slug'           => $se_ew['category']['slug'],
			'termTaxonomyId' => $se_cat_tt,
		);
		\Elementor\Plugin::$instance->files_manager->clear_cache();
		remove_filter( 'wp_revisions_to_keep', '__return_zero' );


		$se_out['elementorWidgets'] = $se_ew_out;
		// The first run after the install saves Elementor's documents as `[]` (see above): stack.mjs reads
		// `elementor.saved` and runs the seed once more.
		if ( isset( $se_out['elementor'] ) ) {
			$se_out['elementor']['saved'] = $se_out['elementor']['saved'] && $se_ew_out['saved'];
		} else {
			$se_out['elementor'] = array( 'saved' => $se_ew_out['saved'] );
		}
	}
}

// ---- Elementor + PRO Elements (stack 2): the six carousel widgets of issue 31 ----------------------------------
// elementor-carousels.json: /karussels/, one Elementor page (saved through the Document API as above) with a Media
// Carousel (carousel skin), a Media Carousel (slideshow skin, with thumbnails), a Testimonial Carousel, Reviews,
// Slides, a Loop Carousel (the products' Loop Item template of elementor-loop.json) and a nested Carousel. Also
// writes the test-only mu-plugin mu-eb-carousel.php (each printed inside <eb-carousel>, the carousel's page sheet
// linked in <head> from the plugin's assets, where stack.mjs copies dist/eb-carousel.css) into the stack's mu-plugins.
if ( did_action( 'elementor/loaded' ) && class_exists( '\ElementorPro\Plugin' ) && ! empty( $se_out['elementor']['loopItem'] ) ) {
	$se_ec = se_fixture( 'elementor-carousels.json' );
	if ( $se_ec ) {
		wp_set_current_user( 1 );
		add_filter( 'wp_revisions_to_keep', '__return_zero' );
		$se_lp       = $se_ec['page'];
		$se_elements = $se_lp['elements'];
		$se_li_id    = (int) $se_out['elementor']['loopItem'];
		array_walk_recursive(
			$se_elements,
			static function ( &$v ) use ( $se_li_id ) {
				if ( '{loop-item}' === $v ) {
					$v = (string) $se_li_id;
				}
			}
		);
		$se_lp_id = se_elementor_page( $se_lp['slug'], $se_lp['title'], $se_elements, $se_lp['template'] ?? 'default' );
		\Elementor\Plugin::$instance->files_manager->clear_cache();
		remove_filter( 'wp_revisions_to_keep', '__return_zero' );
		$se_out['pages'][ $se_lp['slug'] ] = array(
			'id'  => $se_lp_id,
			'url' => wp_make_link_relative( get_permalink( $se_lp_id ) ),
		);
		$se_out['carousels'] = array( 'page' => $se_lp_id ) + $se_lp['widgets'];
		if ( isset( $se_out['elementor'] ) ) {
			$se_out['elementor']['saved'] = $se_out['elementor']['saved'] && strlen( (string) get_post_meta( $se_lp_id, '_elementor_data', true ) ) > 2;
		}
	}
}

// ---- Elementor Pro (stack 2): a sticky header with a Nav Menu, and a pop-up ----------------------------------
// elementor-popup.json: the menu, the page /kop-elementor/ (saved through the Document API as above) and the
// pop-up document (Elementor Pro's `popup` type: its elements, its display settings `triggers`/`timing` and its
// display condition, this page only), as Elementor Pro's editor saves them.
if ( did_action( 'elementor/loaded' ) && class_exists( '\ElementorPro\Plugin' ) && class_exists( '\ElementorPro\Modules\ThemeBuilder\Module' ) ) {
	$se_ep = se_fixture( 'elementor-popup.json' );
	if ( $se_ep ) {
		wp_set_current_user( 1 );
		add_filter( 'wp_revisions_to_keep', '__return_zero' );
		// The menu, made afresh.
		$se_menu_old = wp_get_nav_menu_object( $se_ep['menu']['name'] );
		if ( $se_menu_old ) {
			wp_delete_nav_menu( $se_menu_old->term_id );
		}
		$se_menu_id = (int) wp_create_nav_menu( $se_ep['menu']['name'] );
		$se_add     = static function ( array $items, int $parent ) use ( &$se_add, $se_menu_id ) {
			foreach ( $items as $se_item ) {
				$se_item_id = (int) wp_update_nav_menu_item(
					$se_menu_id,
					0,
					array(
						'menu-item-title'     => $se_item['title'],
						'menu-item-url'       => home_url( $se_item['url'] ),
						'menu-item-status'    => 'publish',
						'menu-item-type'      => 'custom',
						'menu-item-parent-id' => $parent,
					)
				);
				if ( ! empty( $se_item['children'] ) ) {
					$se_add( $se_item['children'], $se_item_id );
				}
			}
		};
		$se_add( $se_ep['menu']['items'], 0 );
		$se_menu_slug = get_term( $se_menu_id )->slug;

		$se_lp       = $se_ep['page'];
		$se_elements = $se_lp['elements'];
		array_walk_recursive(
			$se_elements,
			static function ( &$v ) use ( $se_menu_slug ) {
				if ( '{menu}' === $v ) {
					$v = $se_menu_slug;
				}
			}
		);
		$se_lp_id = se_elementor_page( $se_lp['slug'], $se_lp['title'], $se_elements, $se_lp['template'] ?? 'default' );

		// The pop-up: one document of type popup, found again by its title.
		$se_pp    = $se_ep['popup'];
		$se_found = get_posts(
			array(
				'post_type'   => 'elementor_library',
				'title'       => $se_pp['title'],
				'post_status' => 'any',
				'numberposts' => 1,
				'meta_key'    => '_elementor_template_type', // phpcs:ignore WordPress.DB.SlowDBQuery
				'meta_value'  => 'popup', // phpcs:ignore WordPress.DB.SlowDBQuery
			)
		);
		$se_popup = $se_found ? \Elementor\Plugin::$instance->documents->get( $se_found[0]->ID, false ) : \Elementor\Plugin::$instance->documents->create(
			'popup',
			array(
				'post_title'  => $se_pp['title'],
				'post_status' => 'publish',
			)
		);
		if ( ! $se_popup || false === $se_popup->save(
			array(
				'elements' => $se_pp['elements'],
				'settings' => $se_pp['settings'],
			)
		) ) {
			fwrite( STDERR, "seed: the pop-up was not saved\n" );
			exit( 6 );
		}
		wp_update_post( array( 'ID' => $se_popup->get_main_id(), 'post_status' => 'publish' ) );
		$se_popup->save_display_settings_data( $se_pp['display'] );
		\ElementorPro\Modules\ThemeBuilder\Module::instance()->get_conditions_manager()->save_conditions(
			$se_popup->get_main_id(),
			array(
				array(
					'type'     => 'include',
					'name'     => 'singular',
					'sub_name' => 'page',
					'sub_id'   => (string) $se_lp_id,
				),
			)
		);
		\Elementor\Plugin::$instance->files_manager->clear_cache();
		remove_filter( 'wp_revisions_to_keep', '__return_zero' );
		$se_out['pages'][ $se_lp['slug'] ] = array(
			'id'  => $se_lp_id,
			'url' => wp_make_link_relative( get_permalink( $se_lp_id ) ),
		);
		$se_out['elementorHeader'] = array(
			'page'  => $se_lp_id,
			'popup' => (int) $se_popup->get_main_id(),
			'menu'  => $se_menu_id,
		);
	}
}

// ---- The site's own PHP (stack 2) -----------------------------------------------------------------
// tests/wordpress/fixtures/mu-site-rules.php: what a site adds of its own, the same for both front ends (a
// server-side form rule, the carousel's thumbnails per view in the site's CSS). The tags themselves are printed
// by the project's plugin, switched on its settings page; the earlier test-only mu-plugins that printed them are
// removed from the stack here.
foreach ( array( 'se-stack-eb-widgets.php', 'se-stack-eb-carousel.php', 'se-stack-eb-loop-grid.php' ) as $se_old ) {
	if ( is_file( WPMU_PLUGIN_DIR . '/' . $se_old ) ) {
		unlink( WPMU_PLUGIN_DIR . '/' . $se_old );
	}
}
if ( did_action( 'elementor/loaded' ) ) {
	$se_mu_src = $se_fixtures . '/mu-site-rules.php';
	$se_mu     = WPMU_PLUGIN_DIR . '/se-stack-site-rules.php';
	wp_mkdir_p( WPMU_PLUGIN_DIR );
	if ( ! is_file( $se_mu ) || file_get_contents( $se_mu ) !== file_get_contents( $se_mu_src ) ) {
		copy( $se_mu_src, $se_mu );
	}
}

// ---- The project's plugin ------------------------------------------------------------------------
// Installed, activated and ticked by scripts/wordpress/install-plugin.mjs in a browser, as a site owner
// does (its settings are tests/wordpress/fixtures/site-elements.json); nothing of it is seeded here.

flush_rewrite_rules( false );
update_option( 'site_elements_stack_seed', $se_out );
echo wp_json_encode( $se_out ), "\n";
