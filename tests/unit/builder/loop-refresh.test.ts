import { describe, expect, it } from 'vitest';
import { REFRESH_LOOP_ROUTE, refreshLoopBody, refreshLoopHtml } from '../../../src/core/builder/loop-refresh';

const W = 'a1b2c3d';

describe('REFRESH_LOOP_ROUTE (spec section 7, "Loop refresh")', () => {
  it('is Elementor Pro\'s route', () => {
    expect(REFRESH_LOOP_ROUTE).toBe('elementor-pro/v1/refresh-loop');
  });
});

describe('refreshLoopBody (spec section 3, "Loop refresh request")', () => {
  it('filters, widget, post and pagination base; no edit-mode keys outside the editor', () => {
    expect(
      refreshLoopBody({
        postId: 42,
        widgetId: W,
        filters: { product_cat: { terms: ['brood', 'taart'], logicalJoin: 'OR' }, allergeen: { terms: [] }, tag: { terms: ['x'] } },
        paginationBaseUrl: 'http://localhost/eb-loop-grid.html',
      }),
    ).toEqual({
      post_id: 42,
      widget_filters: { taxonomy: { product_cat: { terms: ['brood', 'taart'], logicalJoin: 'OR' }, tag: { terms: ['x'] } } },
      widget_id: W,
      pagination_base_url: 'http://localhost/eb-loop-grid.html',
    });
  });
  it('no filters -> widget_filters {}', () => {
    expect(refreshLoopBody({ postId: 1, widgetId: W, filters: {}, paginationBaseUrl: '/' }).widget_filters).toEqual({});
  });
  it('edit mode adds widget_model and is_edit_mode', () => {
    const b = refreshLoopBody({ postId: 1, widgetId: W, filters: {}, paginationBaseUrl: '/', editMode: true, widgetModel: { id: W, settings: {} } });
    expect(b).toMatchObject({ widget_model: { id: W, settings: {} }, is_edit_mode: true });
  });
});

describe('refreshLoopHtml (reading the answer)', () => {
  it.each([
    [{ data: '<div class="elementor-widget-container"></div>' }, '<div class="elementor-widget-container"></div>'],
    [{ data: '' }, ''],
    [{ data: 5 }, undefined],
    [{}, undefined],
    ['<html>', undefined],
    [null, undefined],
  ])('%j -> %j', (answer, expected) => {
    expect(refreshLoopHtml(answer)).toBe(expected);
  });
});
