// demo/eb-popup.html: the counters panel (Elementor's storage, read as it is, live) and the two
// forms inside the pop-ups (the site's own markup: here they only say thank you).
const IDS = [412, 413, 414];
const $ = (sel, root = document) => root.querySelector(sel);

function readBag(storage) {
  try {
    const value = JSON.parse(storage.getItem('elementor') ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}

function expiresIn(ms) {
  if (!(ms > Date.now())) return '';
  const minutes = Math.round((ms - Date.now()) / 60000);
  return minutes >= 60 ? ` (nog ${Math.floor(minutes / 60)} u ${minutes % 60} min)` : ` (nog ${minutes} min)`;
}

function source() {
  const ref = document.referrer.replace(/https?:\/\/(?:www\.)?/, '');
  if (!ref) return 'direct';
  if (ref.startsWith(location.host.replace('www.', ''))) return 'intern';
  return /^(google|yahoo|bing|yandex|baidu)\./.test(ref) ? `zoekmachine (${ref.split('/')[0]})` : `extern (${ref.split('/')[0]})`;
}

function render() {
  const local = readBag(localStorage);
  const expiration = local.__expiration && typeof local.__expiration === 'object' ? local.__expiration : {};
  $('[data-counter="pageViews"]').textContent = String(local.pageViews ?? 0);
  $('[data-counter="sessions"]').textContent = String(local.sessions ?? 0);
  $('[data-counter="source"]').textContent = source();
  for (const id of IDS) {
    const row = $(`tr[data-popup="${id}"]`);
    const el = document.querySelector(`eb-popup[popup-id="${id}"]`);
    const cell = (name) => $(`[data-cell="${name}"]`, row);
    cell('state').textContent = el?.getAttribute('data-state') ?? '…';
    const failed = el?.getAttribute('data-timing-failed');
    cell('timing').textContent = (el?.getAttribute('data-timing') ?? '…') + (failed ? `: ${failed}` : '');
    cell('times').textContent = String(local[`popup_${id}_times`] ?? 0);
    const key = `popup-${id}-impressions-count`;
    const session = sessionStorage.getItem(key);
    cell('period').textContent = key in local ? `${local[key]}${expiresIn(expiration[key])}` : session !== null ? `${session} (sessie)` : '–';
    cell('disable').textContent = local[`popup_${id}_disable`] ? 'ja' : 'nee';
  }
}

$('#reset-counters').addEventListener('click', () => {
  for (const storage of [localStorage, sessionStorage]) {
    try {
      storage.removeItem('elementor');
      for (const id of IDS) storage.removeItem(`popup-${id}-impressions-count`);
    } catch {
      /* storage blocked: nothing to wipe */
    }
  }
  location.reload();
});

for (const form of document.querySelectorAll('.ebp-demo__form')) {
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const popup = form.closest('eb-popup');
    const thanks = popup.querySelector('.ebp-demo__thanks');
    thanks.textContent = form.id === 'contact-form' ? 'Bedankt! We antwoorden binnen een werkdag.' : 'Bedankt! Je staat op de lijst.';
    form.reset();
    setTimeout(() => {
      popup.hide();
      thanks.textContent = '';
    }, 2000);
  });
}

for (const type of ['popup-show', 'popup-hide']) document.addEventListener(type, () => setTimeout(render, 0));
window.addEventListener('storage', render);
new MutationObserver(render).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-state', 'data-timing'] });
customElements.whenDefined('eb-popup').then(() => setTimeout(render, 50));
render();
setInterval(render, 1000);
