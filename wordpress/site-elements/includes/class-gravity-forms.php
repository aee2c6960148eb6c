<?php
/**
 * Gravity Forms switch-over: the `gravityform` shortcode (and forms GF renders itself, e.g. its
 * block) become `<gform-form>` with the form object, GF's state, version hash and iframe marker
 * printed by the server; a postback answer is printed into the element as the block the tag reads;
 * `gform_get_config` answers the `gform_forms/{id}` config path the tag asks for.
 *
 * @package site-elements
 */

namespace SiteElements;

defined( 'ABSPATH' ) || exit;

/**
 * Gravity Forms.
 */
final class Gravity_Forms {

	/** The type of the postback block (src/widgets/forms/constants.ts POSTBACK_BLOCK_TYPE). */
	public const POSTBACK_TYPE = 'application/gform-postback+json';

	/** Form keys never printed: they hold e-mail addresses and server-side decisions. */
	private const PRIVATE_KEYS = array( 'notifications', 'confirmations', 'confirmation' );

	/**
	 * GF's get_form() arguments by form id (gform_form_args), for forms GF renders itself.
	 *
	 * @var array
	 */
	private static $args = array();

	/**
	 * A form was printed with Gravity Forms' own markup on this page (its scripts stay).
	 *
	 * @var bool
	 */
	public static $native = false;

	/**
	 * Script and style handles Gravity Forms put into the queue on wp_enqueue_scripts (core ones such as
	 * wp-a11y included), as [scripts, styles].
	 *
	 * @var array
	 */
	private static $gf_queued = array( array(), array() );

	/**
	 * The queues just before Gravity Forms' enqueue_scripts.
	 *
	 * @var array
	 */
	private static $queue_before = array( array(), array() );

	/**
	 * Forms switched over on this page.
	 *
	 * @var int[]
	 */
	public static $rendered = array();

	/**
	 * Set while this plugin asks Gravity Forms for its own markup (the fallback): replace_markup() leaves it.
	 *
	 * @var bool
	 */
	private static $bypass = false;

	/** Hooks. */
	public static function register(): void {
		add_filter( 'pre_do_shortcode_tag', array( self::class, 'pre_shortcode' ), 10, 3 );
		add_filter( 'gform_form_args', array( self::class, 'remember_args' ), 999 );
		add_filter( 'gform_get_form_filter', array( self::class, 'replace_markup' ), 10000, 2 ); // After GF's own hooks-script prepend (9999).
		// GF enqueues on wp_enqueue_scripts 11 (hooked on init, after these): what it adds is noted.
		add_action( 'wp_enqueue_scripts', array( self::class, 'snapshot_queue' ), 11 );
		add_action( 'wp_enqueue_scripts', array( self::class, 'note_gf_queue' ), 12 );
		add_action( 'wp_head', array( self::class, 'drop_hooks_js' ), 0 );
		add_action( 'wp_footer', array( self::class, 'forget_hooks_js' ), 999 );
		add_action( 'wp_head', array( self::class, 'dequeue_assets' ), 7 );
		add_action( 'wp_footer', array( self::class, 'dequeue_assets' ), 19 );
		add_action( 'wp_ajax_gform_get_config', array( self::class, 'ajax_config' ), 1 );
		add_action( 'wp_ajax_nopriv_gform_get_config', array( self::class, 'ajax_config' ), 1 );
	}

	/**
	 * Whether Gravity Forms is loaded.
	 *
	 * @return bool
	 */
	public static function active(): bool {
		return Assets::gf_active() && class_exists( 'GFFormDisplay' ) && class_exists( 'GFFormsModel' );
	}

	/**
	 * Whether this request renders a front-end page (not the admin, ajax, REST, GF's iframe answer or its preview).
	 *
	 * @return bool
	 */
	public static function front_render(): bool {
		if ( is_admin() || wp_doing_ajax() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) ) {
			return false;
		}
		if ( isset( $_POST['gform_ajax'] ) ) { // phpcs:ignore WordPress.Security.NonceVerification.Missing -- only detects GF's iframe answer.
			return false;
		}
		return ! ( class_exists( 'GFCommon' ) && \GFCommon::is_preview() );
	}

	/**
	 * Replaces [gravityform] / [gravityforms] when switched over.
	 *
	 * @param false|string $output What the shortcode prints (false: not decided yet).
	 * @param string       $tag    Shortcode name.
	 * @param array|string $attr   Its attributes.
	 * @return false|string
	 */
	public static function pre_shortcode( $output, $tag, $attr ) {
		if ( false !== $output || ( 'gravityform' !== $tag && 'gravityforms' !== $tag ) ) {
			return $output;
		}
		if ( ! self::active() || ! Settings::switched( 'replace_gravityforms' ) || ! self::front_render() ) {
			return $output;
		}
		$attr   = is_array( $attr ) ? $attr : array();
		$action = $attr['action'] ?? 'form';
		if ( $action && 'form' !== $action ) {
			return $output; // GF's conditional shortcode and custom actions.
		}
		$html = self::render_shortcode( $attr );
		return null === $html ? $output : $html;
	}

	/**
	 * The tag for shortcode attributes read as GF's parse_shortcode() reads them, plus
	 * `submission_method="ajax|iframe|postback"`.
	 *
	 * @param array $attr Shortcode attributes.
	 * @return string|null Null: leave it to Gravity Forms (form missing, inactive, closed, login needed).
	 */
	public static function render_shortcode( array $attr ): ?string {
		$a = shortcode_atts(
			array(
				'title'             => true,
				'description'       => true,
				'id'                => 0,
				'name'              => '',
				'field_values'      => '',
				'ajax'              => false,
				'tabindex'          => 0,
				'theme'             => '',
				'styles'            => '',
				'submission_method' => '',
				'method'            => '',
			),
			$attr,
			'gravityforms'
		);
		$ajax   = 'true' === strtolower( (string) $a['ajax'] );
		$method = strtolower( (string) ( $a['submission_method'] ? $a['submission_method'] : $a['method'] ) );
		if ( ! in_array( $method, array( 'ajax', 'iframe', 'postback' ), true ) ) {
			$method = $ajax ? (string) Settings::value( 'gf_method' ) : 'postback';
		}
		$field_values = htmlspecialchars_decode( (string) $a['field_values'] );
		$field_values = str_replace( array( '&#038;', '&#091;', '&#093;' ), array( '&', '[', ']' ), $field_values );
		parse_str( $field_values, $values );
		$id   = empty( $a['id'] ) ? $a['name'] : $a['id'];
		$opts = array(
			'display_title'       => 'false' !== strtolower( (string) $a['title'] ),
			'display_description' => 'false' !== strtolower( (string) $a['description'] ),
			'method'              => $method,
			'field_values'        => stripslashes_deep( $values ),
			'tabindex'            => (int) $a['tabindex'],
			'theme'               => (string) $a['theme'],
			'styles'              => (string) $a['styles'],
		);
		$fallback = self::gf_markup( $id, $opts );
		if ( null !== $fallback ) {
			$opts['fallback']   = $fallback;
			$opts['count_view'] = false; // GF's get_form() counted it.
		}
		return self::render( $id, $opts );
	}

	/**
	 * Gravity Forms' own markup of a form (its get_form(), this plugin's filter left out), or null.
	 *
	 * @param int|string $id   Form id or title.
	 * @param array      $opts display_title, display_description, field_values, tabindex, theme, styles.
	 * @return string|null
	 */
	private static function gf_markup( $id, array $opts ): ?string {
		if ( ! class_exists( 'GFForms' ) || ! method_exists( 'GFForms', 'get_form' ) ) {
			return null;
		}
		$form_id = is_numeric( $id ) ? absint( $id ) : absint( \GFFormsModel::get_form_id( (string) $id ) );
		if ( ! $form_id ) {
			return null;
		}
		self::$bypass = true;
		// GF's init scripts inline in its markup (stripped below), not queued for the footer, where they would
		// call GF's dequeued script; and what get_form() enqueues (wp-a11y and its dependencies) taken back out.
		add_filter( 'gform_init_scripts_footer', '__return_false', PHP_INT_MAX );
		$scripts = wp_scripts()->queue;
		$styles  = wp_styles()->queue;
		try {
			// As GF's shortcode calls it (parse_shortcode): the styles attribute as written.
			$markup = \GFForms::get_form( $form_id, (bool) $opts['display_title'], (bool) $opts['display_description'], false, $opts['field_values'], false, (int) $opts['tabindex'], (string) $opts['theme'], (string) $opts['styles'] );
		} catch ( \Throwable $e ) {
			$markup = null;
		} finally {
			self::$bypass = false;
			remove_filter( 'gform_init_scripts_footer', '__return_false', PHP_INT_MAX );
			foreach ( array_diff( wp_scripts()->queue, $scripts ) as $handle ) {
				wp_dequeue_script( $handle );
			}
			foreach ( array_diff( wp_styles()->queue, $styles ) as $handle ) {
				wp_dequeue_style( $handle );
			}
		}
		return is_string( $markup ) && '' !== trim( $markup ) ? $markup : null;
	}

	/**
	 * Gravity Forms' printed form inside the tag: what a visitor without JavaScript gets (a plain postback
	 * form), and the room the form takes until the tag draws it, so nothing below it moves (CLS). The tag
	 * takes it out when it renders. GF's inline scripts, styles and handlers go (the page's CSP and the tag's own
	 * script do that work), and its ajax iframe target too, so without JavaScript the form posts to the page.
	 *
	 * @param string $form_string GF's markup.
	 * @return string
	 */
	public static function fallback_markup( string $form_string ): string {
		$html = (string) preg_replace( '#<script\b[^>]*>.*?</script\s*>#is', '', $form_string );
		$html = (string) preg_replace( '#<noscript\b[^>]*>.*?</noscript\s*>#is', '', $html );
		// GF's inline <style> (its theme's custom properties) would need 'unsafe-inline' under a strict CSP.
		$html = (string) preg_replace( '#<style\b[^>]*>.*?</style\s*>#is', '', $html );
		$html = (string) preg_replace( '#<iframe\b[^>]*>.*?</iframe\s*>#is', '', $html );
		$html = (string) preg_replace( '#\s(on[a-z]+)\s*=\s*("[^"]*"|\'[^\']*\')#i', '', $html );
		$html = (string) preg_replace( '#\starget\s*=\s*(["\'])gform_ajax_frame_\d+\1#i', '', $html );
		$html = (string) preg_replace( '#<input\b[^>]*\bname\s*=\s*(["\'])gform_ajax\1[^>]*>#i', '', $html );
		return '' === trim( $html ) ? '' : '<div class="se-fallback" slot="fallback" data-se-fallback>' . $html . '</div>';
	}

	/**
	 * Remembers GF's get_form() arguments (gform_form_args), for replace_markup().
	 *
	 * @param array $args The arguments.
	 * @return array
	 */
	public static function remember_args( $args ) {
		if ( is_array( $args ) && isset( $args['form_id'] ) && is_numeric( $args['form_id'] ) ) {
			self::$args[ (int) $args['form_id'] ] = $args;
		}
		return $args;
	}

	/**
	 * Forms Gravity Forms renders itself (its block, gravity_form() in a template) become the tag too.
	 *
	 * @param string $form_string GF's markup.
	 * @param array  $form        The form.
	 * @return string
	 */
	public static function replace_markup( $form_string, $form ) {
		if ( self::$bypass || ! self::active() || ! is_array( $form ) || empty( $form['id'] ) ) {
			return $form_string;
		}
		if ( ! Settings::switched( 'replace_gravityforms' ) || ! self::front_render() ) {
			self::$native = self::$native || self::front_render();
			return $form_string;
		}
		$args   = self::$args[ (int) $form['id'] ] ?? array();
		$method = isset( $args['submission_method'] ) && in_array( $args['submission_method'], array( 'ajax', 'iframe', 'postback' ), true )
			? $args['submission_method']
			: ( ! empty( $args['ajax'] ) ? (string) Settings::value( 'gf_method' ) : 'postback' );
		$html   = self::render(
			(int) $form['id'],
			array(
				'display_title'       => ! isset( $args['display_title'] ) || ! empty( $args['display_title'] ),
				'display_description' => ! isset( $args['display_description'] ) || ! empty( $args['display_description'] ),
				'method'              => $method,
				'field_values'        => is_array( $args['field_values'] ?? null ) ? $args['field_values'] : array(),
				'tabindex'            => (int) ( $args['tabindex'] ?? 0 ),
				'fallback'            => (string) $form_string,
				'count_view'          => false, // GF's get_form() counted it.
			)
		);
		if ( null === $html ) {
			self::$native = true;
			return $form_string;
		}
		return $html;
	}

	/**
	 * The form as the page gets it: GF's form after gform_pre_render, its honeypot field as GF adds
	 * it, without notifications and confirmations, plus `version_hash` and (with products)
	 * `product_meta` exactly as GF's config path gform_theme_config/common/form/product_meta gives it.
	 *
	 * @param array $form     The form (after gform_pre_render).
	 * @return array
	 */
	public static function form_json( array $form ): array {
		$form = self::with_honeypot( $form );
		foreach ( self::PRIVATE_KEYS as $key ) {
			unset( $form[ $key ] );
		}
		// GF's upload endpoint (2.9.24+) wants the nonce its multi-file uploader carries:
		// `_gform_file_upload_nonce_{form}_{field}` for action `gform_file_upload_{form}_{field}`.
		foreach ( $form['fields'] as $i => $field ) {
			if ( is_object( $field ) && 'fileupload' === $field->type && ! empty( $field->multipleFiles ) ) {
				$field                = clone $field;
				$field->uploadNonce   = wp_create_nonce( 'gform_file_upload_' . (int) $form['id'] . '_' . (int) $field->id );
				$form['fields'][ $i ] = $field;
			}
		}
		$form['version_hash'] = self::version_hash();
		$meta                 = self::product_meta( (int) $form['id'], $form );
		if ( null !== $meta ) {
			$form['product_meta'] = $meta;
		}
		return $form;
	}

	/**
	 * GF's version hash (wp_hash of its version), which its honeypot expects back.
	 *
	 * @return string
	 */
	public static function version_hash(): string {
		return wp_hash( \GFForms::$version );
	}

	/**
	 * Adds GF's honeypot field when the form has the honeypot on (as GF's get_form() does).
	 *
	 * @param array $form The form.
	 * @return array
	 */
	private static function with_honeypot( array $form ): array {
		if ( empty( $form['enableHoneypot'] ) || ! empty( \GFAPI::get_fields_by_type( $form, array( 'honeypot' ) ) ) ) {
			return $form;
		}
		$provider = 'Gravity_Forms\\Gravity_Forms\\Honeypot\\GF_Honeypot_Service_Provider';
		if ( ! class_exists( $provider ) || ! method_exists( 'GFForms', 'get_service_container' ) ) {
			return $form;
		}
		try {
			$handler = \GFForms::get_service_container()->get( constant( $provider . '::GF_HONEYPOT_HANDLER' ) );
			return $handler->maybe_add_honeypot_field( $form );
		} catch ( \Throwable $e ) {
			return $form;
		}
	}

	/**
	 * The product meta GF's GF_Product_Meta_Config hands out for the form (its whitelisted keys and
	 * signed `hash`), or null when the form has no product fields (or GF has no such config, < 2.9).
	 *
	 * @param int   $form_id The form id.
	 * @param array $form    The form.
	 * @return array|null
	 */
	public static function product_meta( int $form_id, array $form ): ?array {
		if ( empty( \GFAPI::get_fields_by_type( $form, array( 'product' ) ) ) ) {
			return null;
		}
		$provider = 'Gravity_Forms\\Gravity_Forms\\Form_Display\\GF_Form_Display_Service_Provider';
		if ( ! class_exists( $provider ) || ! defined( $provider . '::PRODUCT_META_CONFIG' ) ) {
			return null;
		}
		try {
			$config = \GFForms::get_service_container()->get( constant( $provider . '::PRODUCT_META_CONFIG' ) );
			$config->set_args( array( 'form_ids' => array( $form_id ) ) );
			$data = $config->get_data();
			$config->set_args( null );
		} catch ( \Throwable $e ) {
			return null;
		}
		$meta = $data['common']['form']['product_meta'][ $form_id ] ?? null;
		return is_array( $meta ) ? $meta : null;
	}

	/**
	 * Whether this request is GF's postback of the form (GF processed it on `wp`).
	 *
	 * @param int $form_id The form id.
	 * @return bool
	 */
	private static function is_postback( int $form_id ): bool {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- Gravity Forms validated the submission.
		$posted = isset( $_POST['gform_submit'] ) && absint( $_POST['gform_submit'] ) === $form_id;
		$link   = isset( $_POST['gform_send_resume_link'] ) && absint( $_POST['gform_send_resume_link'] ) === $form_id;
		// phpcs:enable
		return ( $posted && isset( \GFFormDisplay::$submission[ $form_id ] ) ) || $link;
	}

	/**
	 * The `<gform-form>` of a form.
	 *
	 * @param int|string $form_id Form id (or title, as GF accepts).
	 * @param array      $opts    display_title, display_description, method, field_values, tabindex, theme, styles.
	 * @return string|null Null: leave it to Gravity Forms.
	 */
	public static function render( $form_id, array $opts = array() ): ?string {
		if ( ! self::active() ) {
			return null;
		}
		if ( ! is_numeric( $form_id ) ) {
			$form_id = \GFFormsModel::get_form_id( (string) $form_id );
		}
		$form_id = absint( $form_id );
		$form    = $form_id ? \GFAPI::get_form( $form_id ) : false;
		if ( ! is_array( $form ) || empty( $form['is_active'] ) || ! empty( $form['is_trash'] ) ) {
			return null;
		}
		$opts = wp_parse_args(
			$opts,
			array(
				'display_title'       => true,
				'display_description' => true,
				'method'              => 'postback',
				'field_values'        => array(),
				'tabindex'            => 0,
				'theme'               => '',
				'styles'              => '',
				'fallback'            => '',
				'count_view'          => true,
			)
		);
		$method       = in_array( $opts['method'], array( 'ajax', 'iframe', 'postback' ), true ) ? $opts['method'] : 'postback';
		$field_values = is_array( $opts['field_values'] ) ? $opts['field_values'] : array();
		$postback     = self::is_postback( $form_id );
		$submission   = \GFFormDisplay::$submission[ $form_id ] ?? null;

		if ( ! $postback ) {
			// Messages GF prints instead of a form stay GF's own.
			if ( \GFCommon::form_requires_login( $form ) && ! is_user_logged_in() ) {
				return null;
			}
			if ( \GFFormDisplay::validate_form_schedule( $form ) || \GFFormDisplay::validate_entry_limit( $form ) ) {
				return null;
			}
			// GF counts a view each time it displays a form.
			if ( $opts['count_view'] && ! current_user_can( 'administrator' ) && ! gf_apply_filters( array( 'gform_disable_view_counter', $form_id ), false ) ) {
				\GFFormsModel::insert_form_view( $form_id );
			}
		} elseif ( is_array( $submission ) && ! empty( $submission['form'] ) ) {
			$form = $submission['form']; // Carries failed_validation and validation_message per field.
		}

		$theme         = '' !== $opts['theme'] ? sanitize_text_field( $opts['theme'] ) : \GFForms::get_default_theme();
		// As GF's shortcode passes it ('' unless styles="…"), so the signed gform_ajax value matches GF's own.
		$style_array   = method_exists( 'GFFormDisplay', 'validate_form_styles' ) ? \GFFormDisplay::validate_form_styles( (string) $opts['styles'] ) : null;
		$form['theme'] = $theme;
		if ( method_exists( 'GFFormDisplay', 'get_form_styles' ) ) {
			$form['styles'] = \GFFormDisplay::get_form_styles( is_array( $style_array ) ? $style_array : array() );
		}
		$form = \GFFormDisplay::maybe_add_review_page( $form );
		$form = \GFFormDisplay::gform_pre_render( $form, 'form_display', 'iframe' === $method, $field_values );
		if ( empty( $form ) || ! is_array( $form ) ) {
			return null;
		}

		$attrs = array(
			'form-id'           => (string) $form_id,
			'submission-method' => $method,
			'state'             => \GFFormDisplay::get_state( $form, $field_values ),
			'version-hash'      => self::version_hash(),
		);
		if ( method_exists( 'GFFormDisplay', 'prepare_ajax_input_value' ) ) {
			// The gform_ajax value GF's iframe method needs (signed with wp_hash, GF >= 2.9.2).
			$style_json          = is_array( $style_array ) ? wp_json_encode( $style_array ) : null;
			$attrs['ajax-marker'] = html_entity_decode(
				\GFFormDisplay::prepare_ajax_input_value( $form_id, (bool) $opts['display_title'], (bool) $opts['display_description'], (int) $opts['tabindex'], \GFFormDisplay::get_form_theme_slug( $form ), is_string( $style_json ) ? $style_json : null ),
				ENT_QUOTES
			);
		}
		$html = '<gform-form';
		foreach ( $attrs as $name => $value ) {
			$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
		}
		if ( $opts['display_title'] ) {
			$html .= ' display-title';
		}
		if ( $opts['display_description'] ) {
			$html .= ' display-description';
		}
		$html .= '>' . Json::script( self::form_json( $form ) );
		if ( $postback ) {
			$html .= Json::script( self::postback_block( $form_id, $form ), self::POSTBACK_TYPE );
		}
		$html .= self::fallback_markup( (string) $opts['fallback'] );
		$html .= '</gform-form>';

		self::$rendered[] = $form_id;
		/**
		 * Filters the markup of a switched-over form.
		 *
		 * @param string $html    The markup.
		 * @param int    $form_id The form id.
		 * @param string $method  The submission method.
		 */
		return (string) apply_filters( 'site_elements_gform_form', $html, $form_id, $method );
	}

	/**
	 * The postback block (src/core/forms/response.ts parsePostback): `{form_id, submission_type,
	 * source_page_number, target_page_number, response: {success, data}, values}` from what GF
	 * left in GFFormDisplay::$submission on this request.
	 *
	 * @param int   $form_id The form id.
	 * @param array $form    The form GF processed (failed_validation on its fields).
	 * @return array
	 */
	public static function postback_block( int $form_id, array $form ): array {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- Gravity Forms validated the submission; values are only echoed as JSON.
		$post       = wp_unslash( $_POST );
		$submission = \GFFormDisplay::$submission[ $form_id ] ?? array();
		$source     = isset( $post[ "gform_source_page_number_{$form_id}" ] ) ? absint( $post[ "gform_source_page_number_{$form_id}" ] ) : 1;
		$target     = isset( $post[ "gform_target_page_number_{$form_id}" ] ) ? absint( $post[ "gform_target_page_number_{$form_id}" ] ) : 0;
		$values     = self::posted_values( $post, $form_id );
		$uploaded   = \GFFormsModel::$uploaded_files[ $form_id ] ?? array();

		if ( isset( $post['gform_send_resume_link'] ) && absint( $post['gform_send_resume_link'] ) === $form_id ) {
			$type     = 'send-link';
			$response = self::send_link_response( $form );
		} elseif ( ! empty( $submission['saved_for_later'] ) ) {
			$type  = 'save-continue';
			$token = (string) ( $submission['resume_token'] ?? '' );
			$data  = array(
				'is_valid'           => true,
				'page_number'        => $source,
				'source_page_number' => $source,
				'submission_type'    => 'save_and_continue',
				'resume_token'       => $token,
				'resume_url'         => \GFFormDisplay::replace_save_variables( '{save_url}', $form, $token ),
			);
			$message = (string) ( $submission['confirmation_message'] ?? '' );
			if ( '' !== $message ) {
				$data['confirmation_type']   = 'message';
				$data['confirmation_markup'] = \GFFormDisplay::replace_save_variables( $message, $form, $token );
			}
			$response = array(
				'success' => true,
				'data'    => $data,
			);
		} else {
			$type         = 0 === $target ? 'submit' : ( $target > $source ? 'next' : 'previous' );
			$is_valid     = ! empty( $submission['is_valid'] );
			$confirmation = $submission['confirmation_message'] ?? '';
			$data         = array(
				'is_valid'           => $is_valid,
				'page_number'        => (int) ( $submission['page_number'] ?? $source ),
				'source_page_number' => (int) ( $submission['source_page_number'] ?? $source ),
				'submission_type'    => str_replace( '-', '_', $type ),
			);
			if ( ! empty( $confirmation ) ) {
				// Done (or GF's honeypot aborted with its confirmation): the visitor sees the confirmation.
				$data['is_valid']    = true;
				$data['page_number'] = 0;
				if ( is_array( $confirmation ) && isset( $confirmation['redirect'] ) ) {
					$data['confirmation_type']     = 'redirect';
					$data['confirmation_redirect'] = (string) $confirmation['redirect'];
				} else {
					$data['confirmation_type']   = 'message';
					$data['confirmation_markup'] = (string) $confirmation;
				}
				$entry_id = is_array( $submission['lead'] ?? null ) ? ( $submission['lead']['id'] ?? '' ) : '';
				if ( '' !== $entry_id ) {
					$data['entry_id'] = (string) $entry_id;
				}
			} elseif ( ! $is_valid ) {
				$messages = array();
				foreach ( $form['fields'] as $field ) {
					if ( ! empty( $field->failed_validation ) ) {
						$message                         = (string) $field->validation_message;
						$messages[ (string) $field->id ] = '' !== $message ? $message : __( 'This field is required.', 'gravityforms' ); // phpcs:ignore WordPress.WP.I18n.TextDomainMismatch -- GF's own default message.
					}
				}
				$data['validation_messages'] = (object) $messages;
				$data['page_number']         = (int) \GFFormDisplay::get_first_page_with_error( $form );
			}
			if ( ! empty( $uploaded ) ) {
				$data['uploaded_files'] = $uploaded;
			}
			$response = array(
				'success' => true,
				'data'    => $data,
			);
		}
		// phpcs:enable
		return array(
			'form_id'            => $form_id,
			'submission_type'    => $type,
			'source_page_number' => $source,
			'target_page_number' => $target,
			'response'           => $response,
			'values'             => (object) $values,
		);
	}

	/**
	 * GF's answer to "send me the link" (its save e-mail confirmation or its invalid e-mail error).
	 *
	 * @param array $form The form.
	 * @return array
	 */
	private static function send_link_response( array $form ): array {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- GF handles the request; only checked for presence.
		if ( ! isset( $_POST['gform_resume_email'], $_POST['gform_resume_token'] ) ) {
			return array(
				'success' => false,
				'data'    => __( 'Please enter a valid email address.', 'gravityforms' ), // phpcs:ignore WordPress.WP.I18n.TextDomainMismatch
			);
		}
		$result = \GFFormDisplay::handle_save_email_confirmation( $form, false );
		if ( is_wp_error( $result ) ) {
			return array(
				'success' => false,
				'data'    => __( 'Please enter a valid email address.', 'gravityforms' ), // phpcs:ignore WordPress.WP.I18n.TextDomainMismatch
			);
		}
		return array(
			'success' => true,
			'data'    => array(
				'is_valid'            => true,
				'confirmation_type'   => 'message',
				'confirmation_markup' => (string) $result,
				'submission_type'     => 'send_link',
			),
		);
	}

	/**
	 * The posted values the re-rendered form keeps: `input_*` by name (a list as `name[]`), plus
	 * the gform_unique_id GF handed out and the uploaded files GF holds.
	 *
	 * @param array $post    Unslashed $_POST.
	 * @param int   $form_id The form id.
	 * @return array
	 */
	private static function posted_values( array $post, int $form_id ): array {
		$values = array();
		foreach ( $post as $name => $value ) {
			if ( ! is_string( $name ) || ! preg_match( '/^input_\d+(?:_\d+)*$/', $name ) ) {
				continue;
			}
			if ( is_array( $value ) ) {
				$values[ $name . '[]' ] = array_values( array_map( 'strval', array_filter( $value, 'is_scalar' ) ) );
			} elseif ( is_scalar( $value ) ) {
				$values[ $name ] = (string) $value;
			}
		}
		$values['gform_unique_id'] = (string) \GFFormsModel::get_form_unique_id( $form_id );
		$uploaded                  = \GFFormsModel::$uploaded_files[ $form_id ] ?? array();
		if ( ! empty( $uploaded ) ) {
			$values['gform_uploaded_files'] = (string) wp_json_encode( $uploaded, JSON_UNESCAPED_UNICODE );
		}
		return $values;
	}

	/** Notes the queues before Gravity Forms enqueues. */
	public static function snapshot_queue(): void {
		self::$queue_before = array( (array) wp_scripts()->queue, (array) wp_styles()->queue );
	}

	/** Notes what Gravity Forms enqueued. */
	public static function note_gf_queue(): void {
		self::$gf_queued = array(
			array_values( array_diff( (array) wp_scripts()->queue, self::$queue_before[0] ) ),
			array_values( array_diff( (array) wp_styles()->queue, self::$queue_before[1] ) ),
		);
	}

	/**
	 * GF prints its hooks script (an inline `gform` global) in every page's head; switched over, the
	 * page needs none (a form GF renders itself later gets it prepended by GF).
	 */
	public static function drop_hooks_js(): void {
		if ( self::active() && Settings::switched( 'replace_gravityforms' ) && self::front_render() ) {
			remove_action( 'wp_head', array( 'GFCommon', 'output_hooks_javascript' ) );
		}
	}

	/**
	 * GF's output buffer adds its hooks script to the page's head once GF has read it (it reads it to
	 * attach it to its main script, which is dequeued here): with no form of GF's own, it is not needed.
	 */
	public static function forget_hooks_js(): void {
		if ( self::active() && Settings::switched( 'replace_gravityforms' ) && self::front_render() && ! self::$native ) {
			\GFFormDisplay::$hooks_js_printed = false;
		}
	}

	/**
	 * Dequeues GF's own scripts and styles when every form on the page was switched over.
	 */
	public static function dequeue_assets(): void {
		if ( ! self::active() || ! Settings::switched( 'replace_gravityforms' ) || ! self::front_render() || self::$native ) {
			return;
		}
		$base = untrailingslashit( (string) \GFCommon::get_base_url() );
		foreach ( array( wp_scripts(), wp_styles() ) as $i => $deps ) {
			foreach ( (array) $deps->queue as $handle ) {
				$src = isset( $deps->registered[ $handle ] ) ? (string) $deps->registered[ $handle ]->src : '';
				if ( ( '' !== $src && 0 === strpos( $src, $base . '/' ) ) || preg_match( '/^(gform_|gforms_|gravity_forms)/', $handle ) || in_array( $handle, self::$gf_queued[ $i ], true ) ) {
					if ( $deps instanceof \WP_Scripts ) {
						wp_dequeue_script( $handle );
					} else {
						wp_dequeue_style( $handle );
					}
				}
			}
		}
	}

	/**
	 * `gform_get_config` for config path `gform_forms/{id}` (which GF itself does not know): the
	 * form object as the tag reads it, and `resume` for a `gf_token` in `query_string`. Answered in
	 * GF 2.10's marked format. Any other config path is left to GF.
	 */
	public static function ajax_config(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- checked below with check_ajax_referer().
		$path = isset( $_POST['config_path'] ) && is_string( $_POST['config_path'] ) ? sanitize_text_field( wp_unslash( $_POST['config_path'] ) ) : '';
		if ( ! self::active() || ! preg_match( '#^gform_forms/(\d+)$#', $path, $m ) ) {
			return;
		}
		if ( ! check_ajax_referer( 'gform_config_ajax', 'gform_ajax_nonce', false ) ) {
			self::send_marked( false, __( 'Unable to verify nonce. Please refresh the page and try again.', 'gravityforms' ) ); // phpcs:ignore WordPress.WP.I18n.TextDomainMismatch
		}
		$form_id = (int) $m[1];
		$form    = \GFAPI::get_form( $form_id );
		if ( ! is_array( $form ) || empty( $form['is_active'] ) || ! empty( $form['is_trash'] ) ) {
			/* translators: %d: form id */
			self::send_marked( false, sprintf( __( 'Form %d not found.', 'site-elements' ), $form_id ) );
		}
		$form = \GFFormDisplay::gform_pre_render( $form, 'form_display' );
		$data = self::form_json( $form );
		$qs   = isset( $_POST['query_string'] ) && is_string( $_POST['query_string'] ) ? wp_unslash( $_POST['query_string'] ) : '';
		// phpcs:enable
		parse_str( ltrim( $qs, '?' ), $query );
		$token = isset( $query['gf_token'] ) && is_string( $query['gf_token'] ) ? sanitize_key( $query['gf_token'] ) : '';
		if ( '' !== $token ) {
			$resume = self::resume_state( $form_id, $token );
			if ( null !== $resume ) {
				$data['resume'] = $resume;
			}
		}
		self::send_marked( true, $data );
	}

	/**
	 * A saved draft as the tag's `resume` (`{token, values, page}`), values by input name.
	 *
	 * @param int    $form_id The form id.
	 * @param string $token   The resume token.
	 * @return array|null
	 */
	public static function resume_state( int $form_id, string $token ): ?array {
		$draft = \GFFormsModel::get_draft_submission_values( $token );
		if ( ! is_array( $draft ) || (int) ( $draft['form_id'] ?? 0 ) !== $form_id ) {
			return null;
		}
		$details = json_decode( (string) ( $draft['submission'] ?? '' ), true );
		if ( ! is_array( $details ) ) {
			return null;
		}
		$values = array();
		foreach ( (array) ( $details['submitted_values'] ?? array() ) as $field_id => $value ) {
			if ( is_array( $value ) ) {
				$list = true;
				foreach ( $value as $input_id => $v ) {
					if ( is_string( $input_id ) && preg_match( '/^\d+\.\d+$/', $input_id ) ) {
						$list                                             = false;
						$values[ 'input_' . str_replace( '.', '_', $input_id ) ] = is_scalar( $v ) ? (string) $v : '';
					}
				}
				if ( $list ) {
					$values[ 'input_' . $field_id . '[]' ] = array_values( array_map( 'strval', array_filter( $value, 'is_scalar' ) ) );
				}
			} elseif ( is_scalar( $value ) ) {
				$values[ 'input_' . $field_id ] = (string) $value;
			}
		}
		if ( ! empty( $details['gform_unique_id'] ) ) {
			$values['gform_unique_id'] = (string) $details['gform_unique_id'];
		}
		if ( ! empty( $details['files'] ) ) {
			$values['gform_uploaded_files'] = (string) wp_json_encode( $details['files'], JSON_UNESCAPED_UNICODE );
		}
		return array(
			'token'  => $token,
			'values' => (object) $values,
			'page'   => max( 1, (int) ( $details['page_number'] ?? 1 ) ),
		);
	}

	/**
	 * Sends `{success, data}` between GF's json markers and ends the request.
	 *
	 * @param bool  $success Success flag.
	 * @param mixed $data    Data.
	 */
	private static function send_marked( bool $success, $data ): void {
		if ( ! headers_sent() ) {
			header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );
			nocache_headers();
		}
		echo '<!-- gf:json_start -->' . Json::encode( array( 'success' => $success, 'data' => $data ) ) . '<!-- gf:json_end -->'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON with HEX flags.
		wp_die( '', '', array( 'response' => null ) );
	}
}
