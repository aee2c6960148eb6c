<?php
/**
 * Puts the seeded WooCommerce products' stock back to what tests/wordpress/fixtures/woocommerce.json
 * says, on every `up` (the suite's orders take stock, and a stack lives across runs: a second run on
 * the same machine found the apple pie at 1 left). Prints the number of products restocked.
 *
 *   php restock.php <wp root> <fixtures dir>
 *
 * @package site-elements
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}
$se_root = rtrim( $argv[1] ?? '', '/' );
$se_file = rtrim( $argv[2] ?? '', '/' ) . '/woocommerce.json';
if ( ! is_file( $se_root . '/wp-load.php' ) || ! is_file( $se_file ) ) {
	fwrite( STDERR, "usage: php restock.php <wp root> <fixtures dir>\n" );
	exit( 2 );
}
$_SERVER['HTTP_HOST']   = $_SERVER['HTTP_HOST'] ?? '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
require $se_root . '/wp-load.php';
if ( ! function_exists( 'wc_get_product_id_by_sku' ) ) {
	echo "0\n"; // No WooCommerce on this stack.
	exit( 0 );
}
$se_wc = json_decode( (string) file_get_contents( $se_file ), true );
$se_n  = 0;
foreach ( (array) ( $se_wc['products'] ?? array() ) as $se_pd ) {
	$se_id = wc_get_product_id_by_sku( (string) ( $se_pd['sku'] ?? '' ) );
	$se_p  = $se_id ? wc_get_product( $se_id ) : null;
	if ( ! $se_p || ! isset( $se_pd['stock'] ) || (int) $se_p->get_stock_quantity() === (int) $se_pd['stock'] ) {
		continue;
	}
	$se_p->set_stock_quantity( (int) $se_pd['stock'] );
	$se_p->save();
	++$se_n;
}
echo $se_n, "\n";
