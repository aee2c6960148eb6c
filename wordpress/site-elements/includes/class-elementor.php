<?php
/**
 * The Elementor Pro switches (Settings::families(), system `elementor`): each ticked widget family is
 * printed as its tag from the markup and `data-settings` Elementor already prints, through Elementor's
 * own render hooks; Elementor's handlers are opted out for those widgets only, and its scripts are
 * dequeued on pages where nothing left needs them.
 *
 * How a widget becomes a tag:
 * - the wrapper becomes the tag (Form → <eb-form>, Posts and Archive Posts → <eb-posts>, Search and
 *   Search Form → <eb-search>, Loop Grid → <eb-loop-grid>): the widget's own
 *   `<div class="elementor-element …" data-id data-settings data-widget_type>` is printed as
 *   `<eb-… widget-id post-id data-delay-child-handlers="true" class=… data-…>`, every attribute kept,
 *   the children Elementor's markup byte for byte;
 * - the tag wraps the widget (the six carousels → <eb-carousel>, Nav Menu → <header-menu>, Menu Cart
 *   → <wc-mini-cart>): `<eb-carousel data-delay-child-handlers="true"><div class="elementor-element …">…</div></eb-carousel>`;
 * - sticky sections and containers are wrapped in <eb-sticky> with their sticky settings as JSON, and
 *   the setting is taken out of the element's own data-settings (so Elementor Pro's sticky does not run);
 * - Elementor Pro pop-up documents (printed in the footer by their display conditions) become
 *   <eb-popup popup-id> with their `data-elementor-settings` (triggers and timing) as JSON.
 * `data-delay-child-handlers="true"` is Elementor's own opt-out: elementsHandler.runReadyTrigger returns
 * for an element that is or sits in such an element, so no Elementor handler runs on the switched
 * widget, while its classes, settings and CSS stay.
 *
 * Elementor's element cache (`_elementor_element_cache`) would keep whichever printing came first, so
 * the switched widget types are declared dynamic content (`elementor/element/is_dynamic_content`) and
 * rendered on every request, so `?se=off` and the ticks are honoured on every page view.
 *
 * @package site-elements
 */

namespace SiteElements;

defined( 'ABSPATH' ) || exit;

/**
 * Elementor Pro's widgets as the tags.
 */
final class Elementor {

	/** Widgets whose wrapper becomes the tag: widget type => [tag, switch]. */
	public const AS_TAG = array(
		'form'          => array( 'eb-form', 'replace_el_form' ),
		'posts'         => array( 'eb-posts', 'replace_el_posts' ),
		'archive-posts' => array( 'eb-posts', 'replace_el_posts' ),
		'search'        => array( 'eb-search', 'replace_el_search' ),
		'search-form'   => array( 'eb-search', 'replace_el_search' ),
		'loop-grid'     => array( 'eb-loop-grid', 'replace_el_loop_grid' ),
	);

	/** Widgets the tag wraps: widget type => [tag, switch, page sheet or '']. */
	public const WRAPPED = array(
		'media-carousel'         => array( 'eb-carousel', 'replace_el_carousels', 'eb-carousel.css' ),
		'testimonial-carousel'   => array( 'eb-carousel', 'replace_el_carousels', 'eb-carousel.css' ),
		'reviews'                => array( 'eb-carousel', 'replace_el_carousels', 'eb-carousel.css' ),
		'slides'                 => array( 'eb-carousel', 'replace_el_carousels', 'eb-carousel.css' ),
		'loop-carousel'          => array( 'eb-carousel', 'replace_el_carousels', 'eb-carousel.css' ),
		'nested-carousel'        => array( 'eb-carousel', 'replace_el_carousels', 'eb-carousel.css' ),
		'nav-menu'               => array( 'header-menu', 'replace_el_nav_menu', 'header-menu.css' ),
		'woocommerce-menu-cart'  => array( 'wc-mini-cart', 'replace_el_menu_cart', '' ),
	);

	/** Page sheets of the widgets printed as their tag: widget type => the sheet linked in <head>. */
	public const TAG_SHEETS = array(
		'form' => 'eb-form.css',
	);

	/**
	 * Elementor Pro's widget sheets a tag's page sheet replaces: style handle => every widget type that
	 * enqueues it. The handle leaves a page when each of those types the page prints is switched.
	 */
	public const REPLACED_STYLES = array(
		'widget-form' => array( 'form', 'login' ),
	);

	/**
	 * Widgets that need no script of Elementor's (nothing of theirs runs in the browser), so a page made
	 * of these and switched widgets loads none of Elementor's scripts.
	 */
	public const STATIC_WIDGETS = array( 'heading', 'text-editor', 'image', 'spacer', 'divider', 'icon', 'icon-box', 'image-box', 'icon-list', 'html', 'shortcode', 'social-icons', 'star-rating', 'button', 'testimonial', 'theme-site-logo', 'theme-site-title', 'theme-page-title', 'theme-post-title', 'theme-post-content', 'theme-post-excerpt', 'theme-post-featured-image', 'post-info', 'taxonomy-filter', 'loop-item', 'woocommerce-product-title', 'woocommerce-product-price', 'woocommerce-product-short-description', 'woocommerce-product-meta', 'woocommerce-product-stock', 'woocommerce-product-rating', 'woocommerce-breadcrumb', 'woocommerce-product-content' );

	/** Elementor's and Elementor Pro's front-end scripts, dequeued where nothing needs them. */
	public const SCRIPTS = array( 'elementor-frontend', 'elementor-pro-frontend', 'pro-elements-handlers', 'elementor-pro-elements-handlers', 'elementor-frontend-modules', 'elementor-webpack-runtime', 'elementor-pro-webpack-runtime', 'elementor-waypoints', 'swiper', 'smartmenus', 'e-sticky', 'elementor-sticky', 'elementor-pro-notes-app-initiator' );

	/** The widget types rendered on this page view (name => true). */
	private static array $rendered = array();

	/** The scripts dequeue_early() took out (put back by dequeue() if the page turned out to need them). */
	private static array $early = array();

	/** Whether something on this page still needs Elementor's scripts. */
	private static bool $needed = false;

	/** The tags opened by before_render, closed by after_render (a stack: widgets nest). */
	private static array $open = array();

	/** The widget types of this page view's documents, once read (page_widget_types()). */
	private static ?array $page_types = null;

	/** Whether Swiper's sheet was left off this page view (put back in the footer if the page turned out to need it). */
	private static bool $swiper_dropped = false;

	/** Whether the current output is a pop-up document of the `popup` location. */
	private static bool $in_popups = false;

	/** Hooks. */
	public static function register(): void {
		add_filter( 'elementor/element/is_dynamic_content', array( self::class, 'dynamic' ), 10, 2 );
		add_action( 'elementor/frontend/widget/before_render', array( self::class, 'before_widget' ) );
		add_action( 'elementor/frontend/widget/after_render', array( self::class, 'after_widget' ) );
		add_filter( 'elementor/frontend/widget/should_render', array( self::class, 'should_render' ), 10, 2 );
		foreach ( array( 'section', 'container', 'column' ) as $type ) {
			add_action( "elementor/frontend/{$type}/before_render", array( self::class, 'before_element' ) );
			add_action( "elementor/frontend/{$type}/after_render", array( self::class, 'after_element' ) );
		}
		add_action( 'elementor/theme/before_do_popup', array( self::class, 'popups_start' ) );
		add_action( 'elementor/theme/after_do_popup', array( self::class, 'popups_end' ) );
		add_filter( 'elementor/frontend/the_content', array( self::class, 'popup_content' ), 100 );
		add_action( 'wp_enqueue_scripts', array( self::class, 'enqueue_sheets' ), 30 );
		add_action( 'wp_head', array( self::class, 'dequeue_early' ), 8 );
		add_action( 'wp_footer', array( self::class, 'dequeue' ), 15 );
	}

	/**
	 * Whether Elementor and Elementor Pro run and this is a visitor's page view (not the editor, its
	 * preview, admin, ajax or REST).
	 *
	 * @return bool
	 */
	public static function page_view(): bool {
		if ( ! class_exists( '\Elementor\Plugin' ) || ! class_exists( '\ElementorPro\Plugin' ) || ! Gravity_Forms::front_render() ) {
			return false;
		}
		$elementor = \Elementor\Plugin::$instance;
		if ( ( $elementor->editor && $elementor->editor->is_edit_mode() ) || ( $elementor->preview && $elementor->preview->is_preview_mode() ) ) {
			return false;
		}
		return true;
	}

	/**
	 * The switch for a widget type, or null when none covers it.
	 *
	 * @param string $type Widget type.
	 * @return string|null
	 */
	public static function switch_for( string $type ): ?string {
		return self::AS_TAG[ $type ][1] ?? self::WRAPPED[ $type ][1] ?? null;
	}

	/**
	 * Whether a widget type is printed as its tag on this request.
	 *
	 * @param string $type Widget type.
	 * @return bool
	 */
	public static function switched( string $type ): bool {
		$key = self::switch_for( $type );
		return null !== $key && Settings::switched( $key ) && self::page_view();
	}

	/**
	 * Switched widget types are rendered on every request, not from Elementor's element cache.
	 *
	 * @param bool  $dynamic  Elementor's answer.
	 * @param array $raw_data The element's data.
	 * @return bool
	 */
	public static function dynamic( $dynamic, $raw_data ) {
		if ( $dynamic ) {
			return $dynamic;
		}
		if ( in_array( $raw_data['elType'] ?? '', array( 'section', 'container', 'column' ), true ) ) {
			// A sticky one is printed as <eb-sticky> or as Elementor's, by the request.
			return '' !== (string) ( $raw_data['settings']['sticky'] ?? '' ) && (bool) Settings::value( 'replace_el_sticky' );
		}
		if ( 'widget' !== ( $raw_data['elType'] ?? '' ) ) {
			return $dynamic;
		}
		$key = self::switch_for( (string) ( $raw_data['widgetType'] ?? '' ) );
		return null !== $key && Settings::value( $key );
	}

	/**
	 * The document's main id (the form's `post_id`, the search's `e_search_props`).
	 *
	 * @return int
	 */
	private static function post_id(): int {
		$document = \Elementor\Plugin::$instance->documents->get_current();
		if ( $document ) {
			return (int) $document->get_main_id();
		}
		return class_exists( '\ElementorPro\Core\Utils' ) ? (int) \ElementorPro\Core\Utils::get_current_post_id() : (int) get_the_ID();
	}

	/**
	 * Starts a widget: notes its type, buffers a widget whose wrapper becomes the tag, opens the tag
	 * that wraps one.
	 *
	 * @param \Elementor\Widget_Base $widget The widget.
	 */
	public static function before_widget( $widget ): void {
		$type = (string) $widget->get_name();
		if ( ! self::page_view() ) {
			return;
		}
		self::$rendered[ $type ] = true;
		if ( ! self::switched( $type ) ) {
			if ( ! self::static_widget( $type, $widget ) ) {
				self::$needed = true;
			}
			self::$open[] = null;
			return;
		}
		if ( isset( self::AS_TAG[ $type ] ) ) {
			if ( isset( self::TAG_SHEETS[ $type ] ) && ! wp_style_is( 'site-elements-' . self::TAG_SHEETS[ $type ], 'done' ) ) {
				self::enqueue_sheet( self::TAG_SHEETS[ $type ] );
			}
			ob_start();
			self::$open[] = array( 'as_tag', $type );
			return;
		}
		echo '<' . self::WRAPPED[ $type ][0] . ' data-delay-child-handlers="true">'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a constant tag name.
		self::$open[] = array( 'wrapped', $type );
		if ( '' !== self::WRAPPED[ $type ][2] && ! wp_style_is( 'site-elements-' . self::WRAPPED[ $type ][2], 'done' ) ) {
			// Not found when the page's sheets were chosen (a widget from a shortcode or a template the
			// scan did not see): printed now, so the layout settles as early as it can.
			self::enqueue_sheet( self::WRAPPED[ $type ][2] );
		}
	}

	/**
	 * Ends a widget: prints the buffered widget as its tag, or closes the wrapping tag.
	 *
	 * @param \Elementor\Widget_Base $widget The widget.
	 */
	public static function after_widget( $widget ): void {
		if ( ! self::page_view() || ! self::$open ) {
			return;
		}
		$open = array_pop( self::$open );
		if ( null === $open ) {
			return;
		}
		list( $how, $type ) = $open;
		if ( 'wrapped' === $how ) {
			echo '</' . self::WRAPPED[ $type ][0] . '>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a constant tag name.
			return;
		}
		$html = (string) ob_get_clean();
		echo self::as_tag( $html, self::AS_TAG[ $type ][0], (string) $widget->get_id(), self::post_id(), 'loop-grid' === $type ? self::loop_grid_json( (string) $widget->get_id() ) : '' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Elementor's own markup, our attributes escaped.
	}

	/**
	 * A widget's markup with its wrapper `<div …>…</div>` printed as the tag: every attribute kept,
	 * `widget-id` and `post-id` first, Elementor's opt-out added; $inner (a config block) put first
	 * inside. Markup that is not one wrapper is returned as it is.
	 *
	 * @param string $html    The widget as Elementor printed it.
	 * @param string $tag     The tag.
	 * @param string $id      The widget's id.
	 * @param int    $post_id The document's main id.
	 * @param string $inner   Markup to put first inside.
	 * @return string
	 */
	public static function as_tag( string $html, string $tag, string $id, int $post_id, string $inner = '' ): string {
		if ( ! preg_match( '/^\s*<div\b([^>]*)>/', $html, $open ) || ! preg_match( '/<\/div>\s*$/', $html ) ) {
			return $html;
		}
		$start = '<' . $tag . ' widget-id="' . esc_attr( $id ) . '" post-id="' . esc_attr( (string) $post_id ) . '" data-delay-child-handlers="true"' . $open[1] . '>';
		$rest  = substr( ltrim( $html ), strlen( ltrim( $open[0] ) ) );
		$rest  = (string) preg_replace( '/<\/div>\s*$/', '</' . $tag . '>', $rest, 1 );
		return $start . $inner . $rest;
	}

	/**
	 * Whether a widget not switched needs none of Elementor's scripts.
	 *
	 * @param string                 $type   Widget type.
	 * @param \Elementor\Widget_Base $widget The widget.
	 * @return bool
	 */
	private static function static_widget( string $type, $widget ): bool {
		if ( ! in_array( $type, self::STATIC_WIDGETS, true ) ) {
			return false;
		}
		$s = (array) $widget->get_settings();
		if ( ! empty( $s['_animation'] ) && 'none' !== $s['_animation'] ) {
			return false;
		}
		if ( 'image' === $type && 'file' === ( $s['link_to'] ?? '' ) ) {
			return false; // Elementor's lightbox.
		}
		if ( 'text-editor' === $type && 'yes' === ( $s['drop_cap'] ?? '' ) ) {
			return false;
		}
		foreach ( $s as $key => $value ) {
			if ( 0 === strpos( (string) $key, 'motion_fx_' ) && 'yes' === $value ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The Loop Grid's Taxonomy Filter widgets are left out where the grid is switched: the tag's filter
	 * bars take their place.
	 *
	 * @param bool                   $should Elementor's answer.
	 * @param \Elementor\Widget_Base $widget The widget.
	 * @return bool
	 */
	public static function should_render( $should, $widget ) {
		if ( $should && 'taxonomy-filter' === $widget->get_name() && self::switched( 'loop-grid' ) && '' !== (string) $widget->get_settings( 'selected_element' ) ) {
			return false;
		}
		return $should;
	}

	/**
	 * Sections, columns and containers: a sticky one is wrapped in <eb-sticky> when switched; one with
	 * a background slideshow or video, an entrance animation or motion effects still needs Elementor.
	 *
	 * @param \Elementor\Element_Base $element The element.
	 */
	public static function before_element( $element ): void {
		if ( ! self::page_view() ) {
			return;
		}
		$s      = (array) $element->get_settings();
		$sticky = (string) ( $s['sticky'] ?? '' );
		foreach ( array( 'background_background', 'background_overlay_background' ) as $bg ) {
			if ( in_array( $s[ $bg ] ?? '', array( 'slideshow', 'video' ), true ) ) {
				self::$needed = true;
			}
		}
		if ( ( ! empty( $s['animation'] ) && 'none' !== $s['animation'] ) || ( ! empty( $s['_animation'] ) && 'none' !== $s['_animation'] ) ) {
			self::$needed = true;
		}
		foreach ( $s as $key => $value ) {
			if ( ( 0 === strpos( (string) $key, 'motion_fx_' ) || 0 === strpos( (string) $key, 'background_motion_fx_' ) ) && 'yes' === $value ) {
				self::$needed = true;
			}
		}
		if ( '' === $sticky ) {
			self::$open[] = null;
			return;
		}
		if ( ! Settings::switched( 'replace_el_sticky' ) ) {
			self::$needed = true;
			self::$open[] = null;
			return;
		}
		$config = array( 'sticky' => $sticky );
		foreach ( $s as $key => $value ) {
			if ( preg_match( '/^sticky_(on|offset|effects_offset|parent)(_[a-z_]+)?$/', (string) $key ) ) {
				$config[ $key ] = $value;
			}
		}
		echo '<eb-sticky>' . Json::script( $config ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON with HEX flags.
		// Elementor Pro's sticky reads the element's own data-settings: the setting leaves them.
		$element->set_settings( 'sticky', '' );
		self::$open[] = array( 'sticky', '' );
	}

	/**
	 * Closes a section's <eb-sticky>.
	 *
	 * @param \Elementor\Element_Base $element The element.
	 */
	public static function after_element( $element ): void {
		if ( ! self::page_view() || ! self::$open ) {
			return;
		}
		$open = array_pop( self::$open );
		if ( null !== $open && 'sticky' === $open[0] ) {
			echo '</eb-sticky>';
		}
	}

	/** The `popup` location starts printing (Elementor Pro, wp_footer). */
	public static function popups_start(): void {
		self::$in_popups = true;
	}

	/** The `popup` location is printed. */
	public static function popups_end(): void {
		self::$in_popups = false;
		self::$early     = array();
	}

	/**
	 * A pop-up document's markup as <eb-popup>: `<div data-elementor-type="popup" data-elementor-id="N"
	 * data-elementor-settings="{…}" …>…</div>` becomes
	 * `<eb-popup popup-id="N"><script type="application/json">{…}</script><div data-elementor-type="eb-popup" …>…</div></eb-popup>`:
	 * the settings move into the tag's config and the document's type changes, so Elementor Pro's
	 * pop-up script does not take it, while the content's classes and CSS stay and the widgets in it
	 * run as in any document.
	 *
	 * @param string $content One document's markup.
	 * @return string
	 */
	public static function popup_content( $content ) {
		if ( ! self::$in_popups || ! Settings::switched( 'replace_el_popups' ) || ! self::page_view() ) {
			return $content;
		}
		return self::popup_markup( (string) $content );
	}

	/**
	 * See popup_content().
	 *
	 * @param string $content One document's markup.
	 * @return string
	 */
	public static function popup_markup( string $content ): string {
		if ( ! preg_match( '/^\s*<div\b([^>]*)>/', $content, $open ) ) {
			return $content;
		}
		$attrs = $open[1];
		if ( ! preg_match( '/\sdata-elementor-type="popup"/', $attrs ) || ! preg_match( '/\sdata-elementor-id="(\d+)"/', $attrs, $id ) ) {
			return $content;
		}
		$settings = array();
		if ( preg_match( '/\sdata-elementor-settings="([^"]*)"/', $attrs, $m ) ) {
			$decoded  = json_decode( html_entity_decode( $m[1], ENT_QUOTES, 'UTF-8' ), true );
			$settings = is_array( $decoded ) ? $decoded : array();
		}
		$attrs = (string) preg_replace( '/\sdata-elementor-settings="[^"]*"/', '', $attrs );
		$attrs = (string) preg_replace( '/\sdata-elementor-type="popup"/', ' data-elementor-type="eb-popup"', $attrs );
		$body  = substr( ltrim( $content ), strlen( ltrim( $open[0] ) ) );
		return '<eb-popup popup-id="' . esc_attr( $id[1] ) . '">' . Json::script( (object) $settings ) . '<div' . $attrs . '>' . $body . '</eb-popup>';
	}

	/**
	 * The Taxonomy Filter widgets (raw data) of the elements that point at a loop grid.
	 *
	 * @param array  $elements Elementor elements data.
	 * @param string $grid_id  The loop grid's id.
	 * @return array
	 */
	public static function filters_for( array $elements, string $grid_id ): array {
		$found = array();
		foreach ( $elements as $el ) {
			if ( 'widget' === ( $el['elType'] ?? '' ) && 'taxonomy-filter' === ( $el['widgetType'] ?? '' ) && ( $el['settings']['selected_element'] ?? '' ) === $grid_id ) {
				$found[] = $el;
			}
			if ( ! empty( $el['elements'] ) && is_array( $el['elements'] ) ) {
				$found = array_merge( $found, self::filters_for( $el['elements'], $grid_id ) );
			}
		}
		return $found;
	}

	/**
	 * The loop grid's config block: one filter bar per Taxonomy Filter widget pointing at it, from that
	 * widget's own rendering (`<search class="e-filter" data-base-url data-page-num>` and its
	 * `<button class="e-filter-item" data-filter aria-pressed>` items).
	 *
	 * @param string $grid_id The loop grid's id.
	 * @return string
	 */
	public static function loop_grid_json( string $grid_id ): string {
		$document = \Elementor\Plugin::$instance->documents->get_current();
		$config   = array( 'filters' => array() );
		foreach ( $document ? self::filters_for( (array) $document->get_elements_data(), $grid_id ) : array() as $data ) {
			$widget = \Elementor\Plugin::$instance->elements_manager->create_element_instance( $data );
			if ( ! $widget ) {
				continue;
			}
			$settings = $widget->get_settings_for_display();
			ob_start();
			$widget->render_content();
			$html = (string) ob_get_clean();
			if ( preg_match( '/<search\b[^>]*\bdata-base-url="([^"]*)"[^>]*\bdata-page-num="(\d+)"/', $html, $m ) ) {
				$config['paginationBaseUrl'] = html_entity_decode( $m[1], ENT_QUOTES, 'UTF-8' );
				$config['pageNum']           = (int) $m[2];
			}
			$terms = array();
			$all   = null;
			preg_match_all( '/<button class="e-filter-item" data-filter="([^"]*)" aria-pressed="(?:true|false)">(.*?)<\/button>/s', $html, $buttons, PREG_SET_ORDER );
			foreach ( $buttons as $b ) {
				$slug = html_entity_decode( $b[1], ENT_QUOTES, 'UTF-8' );
				$name = trim( html_entity_decode( wp_strip_all_tags( $b[2] ), ENT_QUOTES, 'UTF-8' ) );
				if ( '__all' === $slug ) {
					$all = $name;
				} else {
					$terms[] = array(
						'slug' => $slug,
						'name' => $name,
					);
				}
			}
			$taxonomy = (string) ( $settings['taxonomy'] ?? '' );
			$tax      = get_taxonomy( $taxonomy );
			$bar      = array(
				'taxonomy' => $taxonomy,
				'terms'    => $terms,
				'multiple' => 'yes' === ( $settings['multiple_selection'] ?? 'no' ),
				'showAll'  => 'yes' === ( $settings['show_first_item'] ?? 'yes' ),
			);
			if ( $tax ) {
				$bar['label'] = $tax->labels->singular_name;
			}
			if ( $bar['multiple'] ) {
				$bar['logicalJoin'] = ( $settings['logical_combination'] ?? 'AND' ) ? $settings['logical_combination'] : 'AND';
			}
			if ( null !== $all && '' !== $all ) {
				$bar['allLabel'] = $all;
			}
			$config['filters'][] = $bar;
		}
		return Json::script( $config );
	}

	/**
	 * The widget types of the documents this page view prints: the queried post and Elementor Pro's
	 * theme locations (header, footer, single, archive, pop-ups).
	 *
	 * @return array<string, true>
	 */
	public static function page_widget_types(): array {
		if ( null !== self::$page_types ) {
			return self::$page_types;
		}
		$ids = array();
		if ( is_singular() ) {
			$ids[] = (int) get_queried_object_id();
		}
		if ( class_exists( '\ElementorPro\Modules\ThemeBuilder\Module' ) ) {
			$conditions = \ElementorPro\Modules\ThemeBuilder\Module::instance()->get_conditions_manager();
			foreach ( array( 'header', 'footer', 'single', 'archive', 'popup' ) as $location ) {
				foreach ( array_keys( (array) $conditions->get_documents_for_location( $location ) ) as $id ) {
					$ids[] = (int) $id;
				}
			}
		}
		$types = array();
		$walk  = static function ( array $elements ) use ( &$walk, &$types ) {
			foreach ( $elements as $el ) {
				if ( 'widget' === ( $el['elType'] ?? '' ) && ! empty( $el['widgetType'] ) ) {
					$types[ (string) $el['widgetType'] ] = true;
				}
				if ( ! empty( $el['elements'] ) && is_array( $el['elements'] ) ) {
					$walk( $el['elements'] );
				}
			}
		};
		foreach ( array_unique( array_filter( $ids ) ) as $id ) {
			$document = \Elementor\Plugin::$instance->documents->get( $id );
			if ( $document && $document->is_built_with_elementor() ) {
				$walk( (array) $document->get_elements_data() );
			}
		}
		self::$page_types = $types;
		return $types;
	}

	/**
	 * Links a page sheet of the plugin's assets.
	 *
	 * @param string $file The sheet (eb-carousel.css, header-menu.css).
	 */
	private static function enqueue_sheet( string $file ): void {
		$path = Assets::local_path( $file );
		$s    = Settings::get();
		if ( 'cdn' === $s['source'] && '' !== $s['cdn_base'] ) {
			wp_enqueue_style( 'site-elements-' . $file, trailingslashit( $s['cdn_base'] ) . $file, array(), null ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- the version is in the CDN's URL.
		} elseif ( is_file( $path ) ) {
			wp_enqueue_style( 'site-elements-' . $file, plugins_url( 'assets/' . $file, SITE_ELEMENTS_FILE ), array(), (string) filemtime( $path ) );
		}
	}

	/**
	 * The layout sheets of the switched widgets this page prints, linked in <head> (no layout shift), and
	 * Elementor Pro's widget sheets they replace left off.
	 */
	public static function enqueue_sheets(): void {
		if ( ! self::page_view() ) {
			return;
		}
		$types = self::page_widget_types();
		foreach ( self::WRAPPED as $type => $row ) {
			if ( '' !== $row[2] && isset( $types[ $type ] ) && self::switched( $type ) ) {
				self::enqueue_sheet( $row[2] );
			}
		}
		foreach ( self::TAG_SHEETS as $type => $file ) {
			if ( isset( $types[ $type ] ) && self::switched( $type ) ) {
				self::enqueue_sheet( $file );
			}
		}
		self::dequeue_replaced_styles( $types );
		if ( self::swiper_css_replaced( $types ) ) {
			self::drop_swiper_css();
		}
	}

	/**
	 * Elementor Pro's widget sheets no widget on the page needs any more (every widget type enqueueing
	 * one is switched to a tag with its own sheet).
	 *
	 * @param array<string, true> $types The widget types the page prints.
	 * @return string[] The style handles.
	 */
	public static function replaced_styles( array $types ): array {
		$handles = array();
		foreach ( self::REPLACED_STYLES as $handle => $users ) {
			$present = array_values( array_filter( $users, static fn ( $type ) => isset( $types[ $type ] ) ) );
			if ( $present && count( array_filter( $present, array( self::class, 'switched' ) ) ) === count( $present ) ) {
				$handles[] = $handle;
			}
		}
		return $handles;
	}

	/**
	 * Dequeues the replaced widget sheets (in <head>, and again in the footer, where a widget rendered
	 * late, a pop-up's, enqueues its sheet once more).
	 *
	 * @param array<string, true> $types The widget types the page prints.
	 */
	private static function dequeue_replaced_styles( array $types ): void {
		foreach ( self::replaced_styles( $types ) as $handle ) {
			wp_dequeue_style( $handle );
		}
	}

	/**
	 * Elementor's and Elementor Pro's scripts leave a page whose every widget was switched or needs
	 * none of them (wp_footer 15: after Elementor enqueued them at 10, before they print at 20). jQuery
	 * goes with them unless another script still depends on it.
	 */
	public static function dequeue(): void {
		if ( ! self::page_view() ) {
			return;
		}
		$types = self::page_widget_types() + self::$rendered;
		self::dequeue_replaced_styles( $types );
		if ( self::swiper_css_replaced( $types ) ) {
			self::drop_swiper_css();
		} elseif ( self::$swiper_dropped ) {
			// The head's prediction was wrong (a widget printed from elsewhere runs Elementor's scripts): back, late.
			wp_enqueue_style( 'swiper' );
		}
		$keep = ! self::$rendered || self::$needed;
		foreach ( array_keys( self::$rendered ) as $type ) {
			if ( ! self::switched( $type ) && ! in_array( $type, self::STATIC_WIDGETS, true ) ) {
				$keep = true;
			}
		}
		if ( $keep ) {
			foreach ( self::$early as $handle ) {
				wp_enqueue_script( $handle );
			}
			self::$early = array();
			return;
		}
		foreach ( self::SCRIPTS as $handle ) {
			wp_dequeue_script( $handle );
		}
	}

	/**
	 * The same decision made before the head's scripts print (wp_head 8; they print at 9), from the
	 * widgets the page's documents hold (page_widget_types()): Elementor enqueues its frontend in the
	 * head, so jQuery, its dependency, would be printed there before dequeue() in the footer could
	 * take the frontend away. If the footer finds the prediction wrong (a widget that turned out to
	 * need Elementor), dequeue() puts the scripts back and WordPress prints them, jQuery included, in
	 * the footer.
	 */
	public static function dequeue_early(): void {
		if ( ! self::page_view() ) {
			return;
		}
		$types = self::page_widget_types();
		if ( ! $types || self::needs_elementor_scripts( $types ) ) {
			return;
		}
		foreach ( self::SCRIPTS as $handle ) {
			if ( wp_script_is( $handle, 'enqueued' ) ) {
				wp_dequeue_script( $handle );
				self::$early[] = $handle;
			}
		}
	}

	/**
	 * Whether a page of these widget types still needs Elementor's scripts: a widget neither switched
	 * nor static, or Elementor Pro's pop-ups left to Elementor on a site that has some.
	 *
	 * @param array<string, true> $types The widget types the page prints.
	 * @return bool
	 */
	public static function needs_elementor_scripts( array $types ): bool {
		foreach ( array_keys( $types ) as $type ) {
			if ( ! self::switched( (string) $type ) && ! in_array( (string) $type, self::STATIC_WIDGETS, true ) ) {
				return true;
			}
		}
		if ( class_exists( '\ElementorPro\Modules\ThemeBuilder\Module' ) && ! Settings::switched( 'replace_el_popups' ) ) {
			$popups = \ElementorPro\Modules\ThemeBuilder\Module::instance()->get_conditions_manager()->get_documents_for_location( 'popup' );
			if ( ! empty( $popups ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether Swiper's own sheet (swiper.min.css) can leave the page: its carousels are all switched
	 * (eb-carousel.css lays out Elementor's swiper markup on its own) and nothing on it runs Elementor's
	 * scripts (whose lightbox and background slideshows are Swiper's).
	 *
	 * @param array<string, true> $types The widget types the page prints.
	 * @return bool
	 */
	public static function swiper_css_replaced( array $types ): bool {
		$carousels = array_filter( array_keys( self::WRAPPED ), static fn ( $type ) => 'eb-carousel' === self::WRAPPED[ $type ][0] && isset( $types[ $type ] ) );
		return (bool) $carousels && ! self::needs_elementor_scripts( $types );
	}

	/**
	 * Leaves Swiper's sheet off: dequeued, and no longer a dependency of Elementor's own swiper sheet
	 * (e-swiper, which stays: the arrows' and bullets' places), which would print it again.
	 */
	private static function drop_swiper_css(): void {
		self::$swiper_dropped = true;
		wp_dequeue_style( 'swiper' );
		$styles = wp_styles();
		if ( isset( $styles->registered['e-swiper'] ) ) {
			$styles->registered['e-swiper']->deps = array_values( array_diff( (array) $styles->registered['e-swiper']->deps, array( 'swiper' ) ) );
		}
	}

	/**
	 * What this page view found (for tests).
	 *
	 * @return array{rendered: string[], needed: bool}
	 */
	public static function state(): array {
		return array(
			'rendered' => array_keys( self::$rendered ),
			'needed'   => self::$needed,
		);
	}

	/** Forgets this page view's findings (tests render several pages in one process). */
	public static function reset(): void {
		self::$rendered  = array();
		self::$needed    = false;
		self::$open      = array();
		self::$in_popups = false;
		self::$swiper_dropped = false;
		self::$page_types     = null;
	}
}
