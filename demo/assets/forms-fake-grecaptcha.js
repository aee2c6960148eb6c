// A stand-in for Google's invisible reCAPTCHA (grecaptcha, v2 render/execute and v3 execute(siteKey, {action})) for the demo and the tests: the page's
// CSP allows only 'self', and no test talks to Google. execute() "solves" the challenge after a
// short delay; getResponse() then answers the token. A site key containing "invalid" makes
// render() throw, as a misconfigured key does.
(function () {
  if (window.grecaptcha) return;
  var widgets = [];
  var v3 = 0;
  var delay = Number(document.documentElement.getAttribute('data-fake-recaptcha-delay') || 250);
  window.grecaptcha = {
    ready: function (cb) { cb(); },
    render: function (container, params) {
      if (!params || !params.sitekey || String(params.sitekey).indexOf('invalid') >= 0) throw new Error('Invalid site key or not loaded in api.js: ' + (params && params.sitekey));
      var badge = document.createElement('div');
      badge.className = 'fake-recaptcha-badge';
      badge.textContent = 'reCAPTCHA (demo)';
      container.appendChild(badge);
      widgets.push({ token: '', executions: 0 });
      return widgets.length - 1;
    },
    execute: function (id, opts) {
      // reCAPTCHA v3: execute(siteKey, {action}) answers a promise of a token.
      if (typeof id === 'string') {
        v3 += 1;
        var n = v3;
        return new Promise(function (resolve, reject) {
          setTimeout(function () {
            if (id.indexOf('invalid') >= 0) reject(new Error('Invalid site key: ' + id));
            else resolve('fake-v3-' + ((opts && opts.action) || 'none') + '-' + n);
          }, delay);
        });
      }
      var w = widgets[id || 0];
      if (!w) return;
      w.executions += 1;
      setTimeout(function () { w.token = 'fake-token-' + w.executions + '-' + Math.random().toString(36).slice(2, 8); }, delay);
    },
    getResponse: function (id) { var w = widgets[id || 0]; return w ? w.token : ''; },
    reset: function (id) { var w = widgets[id || 0]; if (w) w.token = ''; }
  };
})();
