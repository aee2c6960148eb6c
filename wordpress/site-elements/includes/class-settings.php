<?php
/**
 * The one option `site_elements` and its page, Settings → Site Elements.
 *
 * @package site-elements
 */

namespace SiteElements;

defined( 'ABSPATH' ) || exit;

/**
 * Settings: defaults, reading, the admin page and its save handler (manage_options + nonce).
 */
final class Settings {

	public const OPTION       = 'site_elements';
	public const NONCE_ACTION = 'site_elements_save';
	public const NONCE_NAME   = '_site_elements_nonce';
	public const PAGE         = 'site-elements';
	public const CAPABILITY   = 'manage_options';

	/**
	 * Defaults: the React build as a module from the plugin's own assets; nothing switched over until
	 * the site owner says so.
	 *
	 * @return array
	 */
	public static function defaults(): array {
		return array(
			'build'                => 'react',
			'format'               => 'module',
			'source'               => 'local',
			'cdn_base'             => '',
			'replace_gravityforms' => false,
			'replace_ays'          => false,
			'replace_ct_gdpr'      => false,
			'gf_method'            => 'ajax',
		) + array_fill_keys( self::family_keys(), false );
	}

	/**
	 * The switches of the page builder and the shop, one per widget family, each off until ticked: the
	 * key, the system it belongs to and what it replaces. (Gravity Forms, AYS and CT have one switch
	 * each, the first three keys of defaults().)
	 *
	 * @return array<string, array{system: string, label: string, replaces: string}>
	 */
	public static function families(): array {
		return array(
			'replace_el_form'        => array(
				'system'   => 'elementor',
				'label'    => __( 'Form widget becomes <eb-form>', 'site-elements' ),
				'replaces' => __( 'Elementor Pro\'s form script; the submission still goes to Elementor Pro, which stores it, mails it and answers with its errors.', 'site-elements' ),
			),
			'replace_el_posts'       => array(
				'system'   => 'elementor',
				'label'    => __( 'Posts and Archive Posts widgets become <eb-posts>', 'site-elements' ),
				'replaces' => __( 'Elementor Pro\'s load more and infinite scroll; the next pages are still the pages WordPress prints.', 'site-elements' ),
			),
			'replace_el_loop_grid'   => array(
				'system'   => 'elementor',
				'label'    => __( 'Loop Grid with its Taxonomy Filter becomes <eb-loop-grid>', 'site-elements' ),
				'replaces' => __( 'Elementor Pro\'s loop filter script; the filtered items still come from Elementor Pro\'s refresh-loop answer.', 'site-elements' ),
			),
			'replace_el_search'      => array(
				'system'   => 'elementor',
				'label'    => __( 'Search and Search Form widgets become <eb-search>', 'site-elements' ),
				'replaces' => __( 'Elementor Pro\'s search scripts; live results still come from Elementor Pro\'s refresh-search answer.', 'site-elements' ),
			),
			'replace_el_carousels'   => array(
				'system'   => 'elementor',
				'label'    => __( 'The six carousel widgets become <eb-carousel>', 'site-elements' ),
				'replaces' => __( 'Swiper and Elementor\'s carousel handlers (Media, Testimonial and Loop Carousel, Reviews, Slides, Carousel).', 'site-elements' ),
			),
			'replace_el_nav_menu'    => array(
				'system'   => 'elementor',
				'label'    => __( 'Nav Menu widget becomes <header-menu>', 'site-elements' ),
				'replaces' => __( 'SmartMenus and Elementor Pro\'s menu handler; the menu is still the one WordPress keeps.', 'site-elements' ),
			),
			'replace_el_sticky'      => array(
				'system'   => 'elementor',
				'label'    => __( 'Sticky sections become <eb-sticky>', 'site-elements' ),
				'replaces' => __( 'Elementor Pro\'s sticky script (jQuery sticky).', 'site-elements' ),
			),
			'replace_el_popups'      => array(
				'system'   => 'elementor',
				'label'    => __( 'Elementor Pro pop-ups become <eb-popup>', 'site-elements' ),
				'replaces' => __( 'Elementor Pro\'s pop-up script; the display conditions still decide on the server which pop-ups a page gets, triggers and timing rules run in the tag.', 'site-elements' ),
			),
			'replace_el_menu_cart'   => array(
				'system'   => 'elementor',
				'label'    => __( 'Menu Cart widget becomes <wc-mini-cart>', 'site-elements' ),
				'replaces' => __( 'Elementor Pro\'s menu cart script and WooCommerce\'s cart fragments on its pages; the cart is read from the Store API.', 'site-elements' ),
			),
			'replace_wc_add_to_cart' => array(
				'system'   => 'woocommerce',
				'label'    => __( 'Add-to-cart buttons of the shop and archive pages', 'site-elements' ),
				'replaces' => __( 'WooCommerce\'s add-to-cart.js and cart fragments; the buttons add through the Store API and still fire added_to_cart for other scripts. WooCommerce\'s general script (woocommerce.js, and jQuery when nothing else wants it) leaves the pages where it has nothing to do: not the shop, product or account pages, and not while the store notice shows.', 'site-elements' ),
			),
			'replace_wc_cart'        => array(
				'system'   => 'woocommerce',
				'label'    => __( 'The cart page becomes <wc-cart>', 'site-elements' ),
				'replaces' => __( 'The Cart block and [woocommerce_cart]; without JavaScript the visitor still gets WooCommerce\'s classic cart.', 'site-elements' ),
			),
			'replace_wc_checkout'    => array(
				'system'   => 'woocommerce',
				'label'    => __( 'The checkout page becomes <wc-checkout>', 'site-elements' ),
				'replaces' => __( 'The Checkout block and [woocommerce_checkout], when every enabled payment method is one the tag supports (cash on delivery, bank transfer, cheque).', 'site-elements' ),
			),
			'replace_wc_account'     => array(
				'system'   => 'woocommerce',
				'label'    => __( 'The account page becomes <wc-my-account>', 'site-elements' ),
				'replaces' => __( 'Nothing is dequeued: the tag enhances WooCommerce\'s own account pages (forms, orders, addresses), which keep working without JavaScript.', 'site-elements' ),
			),
			'replace_wc_mini_cart'   => array(
				'system'   => 'woocommerce',
				'label'    => __( 'The Mini-Cart block becomes <wc-mini-cart>', 'site-elements' ),
				'replaces' => __( 'The Mini-Cart block\'s scripts (React and the blocks\' data stores).', 'site-elements' ),
			),
		);
	}

	/**
	 * The keys of families(), without translating their texts (defaults() runs before init).
	 *
	 * @return string[]
	 */
	public static function family_keys(): array {
		return array( 'replace_el_form', 'replace_el_posts', 'replace_el_loop_grid', 'replace_el_search', 'replace_el_carousels', 'replace_el_nav_menu', 'replace_el_sticky', 'replace_el_popups', 'replace_el_menu_cart', 'replace_wc_add_to_cart', 'replace_wc_cart', 'replace_wc_checkout', 'replace_wc_account', 'replace_wc_mini_cart' );
	}

	/**
	 * Every switch: the three systems' and the families'.
	 *
	 * @return string[]
	 */
	public static function switch_keys(): array {
		return array_merge( array( 'replace_gravityforms', 'replace_ays', 'replace_ct_gdpr' ), self::family_keys() );
	}

	/**
	 * `?se=off`: this page view shows every page with the plugins' own front ends, whatever is ticked,
	 * so a site owner can compare. It changes only what the page prints (the servers answer the same),
	 * so it is honoured for everyone; the filter `site_elements_allow_off` may restrict it.
	 *
	 * @return bool
	 */
	public static function off(): bool {
		$asked = isset( $_GET['se'] ) && 'off' === $_GET['se']; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a display switch, nothing is changed.
		/**
		 * Filters whether `?se=off` is honoured for this request.
		 *
		 * @param bool $allowed True by default.
		 */
		return $asked && (bool) apply_filters( 'site_elements_allow_off', true );
	}

	/**
	 * Whether a switch is ticked and this page view is not `?se=off`.
	 *
	 * @param string $key One of switch_keys().
	 * @return bool
	 */
	public static function switched( string $key ): bool {
		return (bool) self::value( $key ) && ! self::off();
	}

	/** Hooks. */
	public static function register(): void {
		add_action( 'init', array( self::class, 'load_textdomain' ) );
		add_action( 'admin_menu', array( self::class, 'menu' ) );
		add_action( 'admin_post_site_elements_save', array( self::class, 'handle_save' ) );
	}

	/**
	 * The settings page's translations (languages/site-elements-{locale}.mo; WordPress.org's language
	 * packs, when there are any, win as WordPress looks there first).
	 *
	 * @return bool Whether a translation was loaded.
	 */
	public static function load_textdomain(): bool {
		return load_plugin_textdomain( 'site-elements', false, dirname( plugin_basename( SITE_ELEMENTS_FILE ) ) . '/languages' );
	}

	/**
	 * The option, completed with the defaults and cleaned.
	 *
	 * @return array
	 */
	public static function get(): array {
		$stored = get_option( self::OPTION, array() );
		return self::sanitize( is_array( $stored ) ? $stored : array() );
	}

	/**
	 * One setting.
	 *
	 * @param string $key Setting name.
	 * @return mixed
	 */
	public static function value( string $key ) {
		return self::get()[ $key ] ?? null;
	}

	/**
	 * Keeps only known keys with allowed values; anything else falls back to the default.
	 *
	 * @param array $input Raw values (a stored option or a posted form).
	 * @return array
	 */
	public static function sanitize( array $input ): array {
		$d     = self::defaults();
		$pick  = static function ( $value, array $allowed, $fallback ) {
			return in_array( $value, $allowed, true ) ? $value : $fallback;
		};
		$flag  = static function ( $value ): bool {
			return in_array( $value, array( true, 1, '1', 'on', 'yes', 'true' ), true );
		};
		$cdn   = isset( $input['cdn_base'] ) && is_string( $input['cdn_base'] ) ? trim( $input['cdn_base'] ) : '';
		$cdn   = '' === $cdn ? '' : esc_url_raw( $cdn, array( 'https', 'http' ) );
		$out   = array(
			'build'                => $pick( $input['build'] ?? null, array( 'react', 'lite' ), $d['build'] ),
			'format'               => $pick( $input['format'] ?? null, array( 'module', 'classic' ), $d['format'] ),
			'source'               => $pick( $input['source'] ?? null, array( 'local', 'cdn' ), $d['source'] ),
			'cdn_base'             => $cdn,
			'replace_gravityforms' => $flag( $input['replace_gravityforms'] ?? $d['replace_gravityforms'] ),
			'replace_ays'          => $flag( $input['replace_ays'] ?? $d['replace_ays'] ),
			'replace_ct_gdpr'      => $flag( $input['replace_ct_gdpr'] ?? $d['replace_ct_gdpr'] ),
			'gf_method'            => $pick( $input['gf_method'] ?? null, array( 'ajax', 'iframe', 'postback' ), $d['gf_method'] ),
		);
		foreach ( self::family_keys() as $key ) {
			$out[ $key ] = $flag( $input[ $key ] ?? false );
		}
		if ( 'cdn' === $out['source'] && '' === $out['cdn_base'] ) {
			$out['source'] = 'local';
		}
		return $out;
	}

	/** Settings → Site Elements. */
	public static function menu(): void {
		add_options_page(
			__( 'Site Elements', 'site-elements' ),
			__( 'Site Elements', 'site-elements' ),
			self::CAPABILITY,
			self::PAGE,
			array( self::class, 'render_page' )
		);
	}

	/**
	 * Saves posted settings for the current user: refused without manage_options or without a valid
	 * nonce for NONCE_ACTION.
	 *
	 * @param array $post The posted fields (wp_unslash()ed).
	 * @return true|\WP_Error
	 */
	public static function save_from_request( array $post ) {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return new \WP_Error( 'site_elements_forbidden', __( 'You are not allowed to change these settings.', 'site-elements' ), array( 'status' => 403 ) );
		}
		$nonce = isset( $post[ self::NONCE_NAME ] ) && is_string( $post[ self::NONCE_NAME ] ) ? $post[ self::NONCE_NAME ] : '';
		if ( '' === $nonce || ! wp_verify_nonce( $nonce, self::NONCE_ACTION ) ) {
			return new \WP_Error( 'site_elements_bad_nonce', __( 'The link you followed has expired. Please reload the settings page and try again.', 'site-elements' ), array( 'status' => 403 ) );
		}
		$fields = isset( $post['site_elements'] ) && is_array( $post['site_elements'] ) ? $post['site_elements'] : array();
		// Unchecked checkboxes are not posted.
		foreach ( self::switch_keys() as $key ) {
			$fields[ $key ] = isset( $fields[ $key ] ) ? $fields[ $key ] : '0';
		}
		update_option( self::OPTION, self::sanitize( $fields ) );
		return true;
	}

	/** admin-post.php?action=site_elements_save */
	public static function handle_save(): void {
		$result = self::save_from_request( wp_unslash( $_POST ) ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- verified in save_from_request().
		if ( is_wp_error( $result ) ) {
			wp_die( esc_html( $result->get_error_message() ), esc_html__( 'Site Elements', 'site-elements' ), array( 'response' => 403 ) );
		}
		wp_safe_redirect( add_query_arg( array( 'page' => self::PAGE, 'updated' => '1' ), admin_url( 'options-general.php' ) ) );
		exit;
	}

	/** The settings page. */
	public static function render_page(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			wp_die( esc_html__( 'You are not allowed to change these settings.', 'site-elements' ), '', array( 'response' => 403 ) );
		}
		$s       = self::get();
		$missing = 'local' === $s['source'] && ! is_file( Assets::local_path( Assets::loader_file( $s ) ) );
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'Site Elements', 'site-elements' ); ?></h1>
			<?php if ( isset( $_GET['updated'] ) ) : // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- display only. ?>
				<div class="notice notice-success is-dismissible"><p><?php esc_html_e( 'Settings saved.', 'site-elements' ); ?></p></div>
			<?php endif; ?>
			<?php if ( $missing ) : ?>
				<div class="notice notice-warning"><p>
					<?php
					/* translators: %s: a file path */
					echo esc_html( sprintf( __( 'The script %s is missing: install the plugin from its zip (site-elements-wordpress.zip), which holds it, or load it from a CDN.', 'site-elements' ), 'assets/' . Assets::loader_file( $s ) ) );
					?>
				</p></div>
			<?php endif; ?>
			<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
				<input type="hidden" name="action" value="site_elements_save">
				<?php wp_nonce_field( self::NONCE_ACTION, self::NONCE_NAME ); ?>
				<table class="form-table" role="presentation">
					<tr>
						<th scope="row"><?php esc_html_e( 'Build', 'site-elements' ); ?></th>
						<td><fieldset>
							<label><input type="radio" name="site_elements[build]" value="react" <?php checked( $s['build'], 'react' ); ?>> <?php esc_html_e( 'React (site-elements.js)', 'site-elements' ); ?></label><br>
							<label><input type="radio" name="site_elements[build]" value="lite" <?php checked( $s['build'], 'lite' ); ?>> <?php esc_html_e( 'Lite, Preact (site-elements.lite.js)', 'site-elements' ); ?></label>
						</fieldset></td>
					</tr>
					<tr>
						<th scope="row"><?php esc_html_e( 'Script', 'site-elements' ); ?></th>
						<td><fieldset>
							<label><input type="radio" name="site_elements[format]" value="module" <?php checked( $s['format'], 'module' ); ?>> <?php esc_html_e( 'ES module loader: each tag\'s code is fetched when the tag is on the page', 'site-elements' ); ?></label><br>
							<label><input type="radio" name="site_elements[format]" value="classic" <?php checked( $s['format'], 'classic' ); ?>> <?php esc_html_e( 'Classic script with everything (.iife.js)', 'site-elements' ); ?></label>
						</fieldset></td>
					</tr>
					<tr>
						<th scope="row"><?php esc_html_e( 'Load from', 'site-elements' ); ?></th>
						<td><fieldset>
							<label><input type="radio" name="site_elements[source]" value="local" <?php checked( $s['source'], 'local' ); ?>> <?php esc_html_e( 'This plugin\'s assets/ folder', 'site-elements' ); ?></label><br>
							<label><input type="radio" name="site_elements[source]" value="cdn" <?php checked( $s['source'], 'cdn' ); ?>> <?php esc_html_e( 'A CDN:', 'site-elements' ); ?></label>
							<input type="url" class="regular-text code" name="site_elements[cdn_base]" value="<?php echo esc_attr( $s['cdn_base'] ); ?>" placeholder="https://cdn.jsdelivr.net/npm/site-elements@0.1.0/dist/">
						</fieldset></td>
					</tr>
					<tr>
						<th scope="row"><?php esc_html_e( 'Switch over', 'site-elements' ); ?></th>
						<td><fieldset>
							<label><input type="checkbox" name="site_elements[replace_gravityforms]" value="1" <?php checked( $s['replace_gravityforms'] ); ?>> <?php esc_html_e( 'Gravity Forms forms become <gform-form>', 'site-elements' ); ?></label><br>
							<label><input type="checkbox" name="site_elements[replace_ays]" value="1" <?php checked( $s['replace_ays'] ); ?>> <?php esc_html_e( 'Popup Box by AYS pop-ups become <ays-popup>', 'site-elements' ); ?></label><br>
							<label><input type="checkbox" name="site_elements[replace_ct_gdpr]" value="1" <?php checked( $s['replace_ct_gdpr'] ); ?>> <?php esc_html_e( 'The CT Ultimate GDPR cookie banner becomes <gdpr-consent>', 'site-elements' ); ?></label>
						</fieldset></td>
					</tr>
					<tr>
						<th scope="row"><label for="site-elements-gf-method"><?php esc_html_e( 'Forms with ajax="true"', 'site-elements' ); ?></label></th>
						<td>
							<select id="site-elements-gf-method" name="site_elements[gf_method]">
								<option value="ajax" <?php selected( $s['gf_method'], 'ajax' ); ?>><?php esc_html_e( 'ajax (gform_submit_form)', 'site-elements' ); ?></option>
								<option value="iframe" <?php selected( $s['gf_method'], 'iframe' ); ?>><?php esc_html_e( 'iframe (Gravity Forms\' own ajax)', 'site-elements' ); ?></option>
								<option value="postback" <?php selected( $s['gf_method'], 'postback' ); ?>><?php esc_html_e( 'postback (a normal page load)', 'site-elements' ); ?></option>
							</select>
							<p class="description"><?php esc_html_e( 'Forms without ajax are posted back; a shortcode attribute submission_method="ajax|iframe|postback" wins.', 'site-elements' ); ?></p>
						</td>
					</tr>
					<?php
					$systems = array(
						'elementor'   => array( __( 'Elementor Pro', 'site-elements' ), class_exists( '\\ElementorPro\\Plugin' ) ),
						'woocommerce' => array( __( 'WooCommerce', 'site-elements' ), Assets::wc_active() ),
					);
					foreach ( $systems as $system => list( $name, $active ) ) :
						?>
					<tr>
						<th scope="row"><?php echo esc_html( $name ); ?></th>
						<td><fieldset>
							<legend class="screen-reader-text"><?php echo esc_html( $name ); ?></legend>
							<?php if ( ! $active ) : ?>
								<p class="description">
									<?php
									/* translators: %s: a plugin's name */
									echo esc_html( sprintf( __( '%s is not active on this site: these switches do nothing until it is.', 'site-elements' ), $name ) );
									?>
								</p>
							<?php endif; ?>
							<?php foreach ( self::families() as $key => $family ) : ?>
								<?php
								if ( $family['system'] !== $system ) {
									continue;
								}
								$note = 'replace_wc_checkout' === $key ? Woocommerce::checkout_blocker() : null;
								?>
								<label><input type="checkbox" name="site_elements[<?php echo esc_attr( $key ); ?>]" value="1" <?php checked( $s[ $key ] ); ?>> <?php echo esc_html( $family['label'] ); ?></label>
								<p class="description"><?php echo esc_html( sprintf( /* translators: %s: what a switch replaces */ __( 'Replaces: %s', 'site-elements' ), $family['replaces'] ) ); ?></p>
								<?php if ( $note ) : ?>
									<p class="description se-warning"><strong><?php echo esc_html( $note ); ?></strong></p>
								<?php endif; ?>
							<?php endforeach; ?>
						</fieldset></td>
					</tr>
					<?php endforeach; ?>
					<tr>
						<th scope="row"><?php esc_html_e( 'Compare', 'site-elements' ); ?></th>
						<td><p class="description">
							<?php
							/* translators: %s: the query argument ?se=off */
							echo esc_html( sprintf( __( 'Add %s to any page\'s address to see it with the plugins\' own front ends, whatever is ticked here.', 'site-elements' ), '?se=off' ) );
							?>
						</p></td>
					</tr>
				</table>
				<?php submit_button( __( 'Save Changes', 'site-elements' ) ); ?>
			</form>
		</div>
		<?php
	}
}
