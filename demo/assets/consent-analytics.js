// Demo only: stands in for an analytics snippet that may run only with consent level 4
// (<script type="text/plain" data-consent-level="4" src="/assets/consent-analytics.js">).
(function () {
  var out = document.getElementById('consent-demo-script-output');
  if (out) out.textContent = 'Het analysescript is uitgevoerd, want analytische cookies zijn toegestaan.';
  window.consentDemoAnalyticsRuns = (window.consentDemoAnalyticsRuns || 0) + 1;
})();
