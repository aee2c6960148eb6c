<?php
/**
 * Plugin Name:       Site Elements
 * Description:       Drop-in web components in place of the front ends of Gravity Forms, Popup Box by AYS, CT Ultimate GDPR, Elementor Pro's widgets and WooCommerce's pages, talking to the same server endpoints. Each system and widget family is switched on its own under Settings → Site Elements.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      8.1
 * Author:            site-elements
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       site-elements
 *
 * @package site-elements
 */

/*
 * This plugin is free software: you can redistribute it and/or modify it under the terms of the GNU
 * General Public License as published by the Free Software Foundation, either version 2 of the
 * License, or (at your option) any later version. The JavaScript it loads (assets/, the project's
 * dist/) is the site-elements package under the MIT licence, which is compatible with it.
 */

defined( 'ABSPATH' ) || exit;

define( 'SITE_ELEMENTS_VERSION', '0.1.0' );
define( 'SITE_ELEMENTS_FILE', __FILE__ );
define( 'SITE_ELEMENTS_DIR', __DIR__ );

require_once __DIR__ . '/includes/class-json.php';
require_once __DIR__ . '/includes/class-settings.php';
require_once __DIR__ . '/includes/class-assets.php';
require_once __DIR__ . '/includes/class-gravity-forms.php';
require_once __DIR__ . '/includes/class-ays-popup.php';
require_once __DIR__ . '/includes/class-ct-gdpr.php';
require_once __DIR__ . '/includes/class-shortcodes.php';
require_once __DIR__ . '/includes/class-elementor.php';
require_once __DIR__ . '/includes/class-woocommerce.php';

SiteElements\Settings::register();
SiteElements\Assets::register();
SiteElements\Gravity_Forms::register();
SiteElements\Ays_Popup::register();
SiteElements\Ct_Gdpr::register();
SiteElements\Shortcodes::register();
SiteElements\Elementor::register();
SiteElements\Woocommerce::register();
