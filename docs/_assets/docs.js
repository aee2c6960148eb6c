// The docs site's only script (no framework): the theme (system, or the visitor's choice kept in
// localStorage; set before the first paint since this file is loaded in <head>), the menu folded
// on narrow screens, and the offline search over search-index.json (built with the site), as a
// WAI-ARIA combobox: arrows move, Enter opens, Escape closes then clears.
(function () {
  'use strict';
  var KEY = 'se-docs-theme';
  var root = document.documentElement;
  var stored = null;
  try { stored = localStorage.getItem(KEY); } catch (e) { /* storage blocked: system theme */ }
  if (stored === 'dark' || stored === 'light') root.setAttribute('data-theme', stored);

  function dark() {
    var t = root.getAttribute('data-theme');
    if (t) return t === 'dark';
    return window.matchMedia('(prefers-color-scheme: dark)').matches;
  }

  function setupTheme() {
    var button = document.querySelector('.theme-toggle');
    if (!button) return;
    var sync = function () { button.setAttribute('aria-pressed', String(dark())); };
    button.hidden = false;
    sync();
    button.addEventListener('click', function () {
      var next = dark() ? 'light' : 'dark';
      root.setAttribute('data-theme', next);
      try { localStorage.setItem(KEY, next); } catch (e) { /* kept for this page only */ }
      sync();
    });
  }

  function setupMenu() {
    var menu = document.querySelector('.sidebar');
    if (!menu) return;
    var narrow = window.matchMedia('(max-width: 60rem)');
    var apply = function () { menu.open = !narrow.matches; };
    apply();
    narrow.addEventListener('change', apply);
  }

  function fold(s) { return String(s).normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase(); }

  function setupSearch() {
    var input = document.getElementById('docs-search');
    var list = document.getElementById('docs-search-results');
    var status = document.getElementById('docs-search-status');
    if (!input || !list || !status) return;
    var base = document.body.getAttribute('data-root') || './';
    var index = null;
    var loading = null;
    var active = -1;
    var timer = 0;

    function load() {
      if (!loading) {
        loading = fetch(base + 'search-index.json')
          .then(function (r) { if (!r.ok) throw new Error('HTTP ' + r.status); return r.json(); })
          .then(function (pages) {
            index = pages.map(function (p) {
              return { page: p, title: fold(p.title), text: fold(p.text), headings: p.headings.map(function (h) { return { h: h, f: fold(h.text) }; }) };
            });
          })
          .catch(function () { loading = null; index = null; status.textContent = 'The search index could not be loaded.'; });
      }
      return loading;
    }

    function search(q) {
      var words = fold(q).split(/\s+/).filter(Boolean);
      if (!words.length || !index) return [];
      var hits = [];
      index.forEach(function (e) {
        var all = e.title + ' ' + e.text;
        for (var i = 0; i < words.length; i++) if (all.indexOf(words[i]) < 0) return;
        var score = 0;
        var heading = null;
        words.forEach(function (w) {
          if (e.title.indexOf(w) >= 0) score += 10;
          e.headings.forEach(function (h) { if (h.f.indexOf(w) >= 0) { score += 3; heading = heading || h.h; } });
          score += Math.min(5, e.text.split(w).length - 1);
        });
        hits.push({ entry: e, score: score, heading: heading });
      });
      hits.sort(function (a, b) { return b.score - a.score; });
      return hits.slice(0, 12);
    }

    function snippet(entry, word) {
      var text = entry.page.text;
      var at = fold(text).indexOf(word);
      if (at < 0) return { before: text.slice(0, 110), match: '', after: '' };
      var start = Math.max(0, at - 50);
      return { before: (start > 0 ? '… ' : '') + text.slice(start, at), match: text.slice(at, at + word.length), after: text.slice(at + word.length, at + word.length + 70) + ' …' };
    }

    function options() { return list.querySelectorAll('[role="option"]'); }

    function highlight(i) {
      var opts = options();
      active = opts.length ? (i + opts.length) % opts.length : -1;
      for (var k = 0; k < opts.length; k++) opts[k].setAttribute('aria-selected', String(k === active));
      if (active >= 0) { input.setAttribute('aria-activedescendant', opts[active].id); opts[active].scrollIntoView({ block: 'nearest' }); }
      else input.removeAttribute('aria-activedescendant');
    }

    function close() {
      list.hidden = true;
      input.setAttribute('aria-expanded', 'false');
      input.removeAttribute('aria-activedescendant');
      active = -1;
    }

    function render() {
      var q = input.value.trim();
      list.textContent = '';
      if (!q) { close(); status.textContent = ''; return; }
      var hits = search(q);
      var first = fold(q).split(/\s+/).filter(Boolean)[0] || '';
      if (!hits.length) {
        var none = document.createElement('p');
        none.className = 'none';
        none.textContent = 'Nothing found for “' + q + '”.';
        list.appendChild(none);
      }
      hits.forEach(function (hit, i) {
        var a = document.createElement('a');
        a.id = 'docs-hit-' + i;
        a.setAttribute('role', 'option');
        a.setAttribute('aria-selected', 'false');
        a.tabIndex = -1;
        a.href = base + hit.entry.page.url.replace(/^\//, '') + (hit.heading ? '#' + hit.heading.id : '');
        var t = document.createElement('span');
        t.className = 'hit-title';
        t.textContent = hit.entry.page.title + (hit.heading ? ' › ' + hit.heading.text : '');
        var w = document.createElement('span');
        w.className = 'hit-where';
        var s = snippet(hit.entry, first);
        w.appendChild(document.createTextNode(s.before));
        if (s.match) { var m = document.createElement('mark'); m.textContent = s.match; w.appendChild(m); }
        w.appendChild(document.createTextNode(s.after));
        a.appendChild(t);
        a.appendChild(w);
        list.appendChild(a);
      });
      list.hidden = false;
      input.setAttribute('aria-expanded', 'true');
      active = -1;
      input.removeAttribute('aria-activedescendant');
      status.textContent = hits.length === 1 ? '1 result' : hits.length + ' results';
    }

    input.addEventListener('focus', load);
    input.addEventListener('input', function () {
      clearTimeout(timer);
      timer = setTimeout(function () { timer = 0; load().then(render); }, 120);
    });
    input.addEventListener('keydown', function (ev) {
      if (ev.key === 'ArrowDown') {
        ev.preventDefault();
        // Typed text not yet searched (the 120 ms pause): search it now, so a late result list
        // cannot replace the one the arrow just moved in.
        if (timer || list.hidden) {
          clearTimeout(timer);
          timer = 0;
          if (!index) { load().then(function () { render(); highlight(0); }); return; }
          render();
        }
        highlight(active + 1);
      }
      else if (ev.key === 'ArrowUp') { ev.preventDefault(); highlight(active - 1); }
      else if (ev.key === 'Enter') {
        var opts = options();
        var target = opts[active >= 0 ? active : 0];
        if (target) { ev.preventDefault(); window.location.href = target.href; }
      } else if (ev.key === 'Escape') {
        if (!list.hidden) { ev.preventDefault(); close(); } else if (input.value) { ev.preventDefault(); input.value = ''; status.textContent = ''; }
      }
    });
    document.addEventListener('click', function (ev) { if (!ev.target.closest || !ev.target.closest('.search')) close(); });
  }

  function ready() { setupTheme(); setupMenu(); setupSearch(); }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready);
  else ready();
})();
