// Demo only (gdpr-consent.html): stand-ins for the Meta pixel and gtag.js that show what the
// consent banner tells them, a banner-style switcher (?style=…, ?always, ?ajax, ?reload) and a
// "clear consent" button. Loaded with `defer` before the module loader.
(function () {
  var log = [];
  function show(line) {
    log.push(line);
    var list = document.getElementById('consent-demo-log');
    if (!list) return;
    var li = document.createElement('li');
    li.textContent = line;
    list.appendChild(li);
  }
  window.fbq = function () {
    show('fbq(' + Array.prototype.map.call(arguments, function (a) { return JSON.stringify(a); }).join(', ') + ')');
  };
  window.dataLayer = window.dataLayer || [];
  window.gtag = function () {
    window.dataLayer.push(arguments);
    show('gtag(' + Array.prototype.map.call(arguments, function (a) { return JSON.stringify(a); }).join(', ') + ')');
  };

  var params = new URLSearchParams(location.search);
  var el = document.getElementById('consent');
  if (el) {
    var style = params.get('style');
    if (style) el.setAttribute('banner-style', style);
    if (params.has('always')) el.setAttribute('always-visible', '');
    if (params.has('ajax')) el.setAttribute('ajax-popup', '');
    if (params.has('reload')) el.setAttribute('reload', '');
  }
  for (var a of document.querySelectorAll('.consent-demo-styles a')) {
    var target = new URLSearchParams(a.getAttribute('href').slice(1));
    if ((target.get('style') || '') === (params.get('style') || 'bottom-panel') && target.has('ajax') === params.has('ajax')) a.setAttribute('aria-current', 'page');
  }
  var reset = document.getElementById('consent-demo-reset');
  if (reset) {
    reset.addEventListener('click', function () {
      document.cookie = 'ct-ultimate-gdpr-cookie=; expires=Thu, 01 Jan 1970 00:00:01 GMT; path=/';
      document.cookie = 'ct-ultimate-gdpr-cookie-level=; expires=Thu, 01 Jan 1970 00:00:01 GMT; path=/';
      location.reload();
    });
  }
})();
