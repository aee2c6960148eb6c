// Demo only: the "what the server holds" panel of the SEOAIC pages. Shows how many operations
// still wait in this browser's outbox (localStorage <data-outbox>) and, when asked (the button),
// the reference backend's list (GET /wp-json/<data-seoaic-list>): an administrator's read only, so
// a visitor who is not logged in as one is told how; once it answered, it is polled. Built with
// textContent only.
(() => {
  const panel = document.querySelector('[data-seoaic-list]');
  if (!panel) return;
  const route = panel.getAttribute('data-seoaic-list');
  const outboxKey = panel.getAttribute('data-outbox');
  const list = panel.querySelector('[data-records]');
  const queue = panel.querySelector('[data-queue]');
  const el = (tag, className, text) => {
    const e = document.createElement(tag);
    if (className) e.className = className;
    if (text !== undefined) e.textContent = text;
    return e;
  };
  const time = (iso) => new Date(iso).toLocaleTimeString('nl-NL');

  function answerText(entry) {
    const a = entry.answer !== undefined ? entry.answer : entry.answers;
    if (typeof a === 'string') return a;
    if (!Array.isArray(a)) return '';
    if (a.length === 0) return '(niets gekozen)';
    return a.map((x) => (x.field !== undefined ? `${x.field}: ${x.value}` : x.text)).join(' · ');
  }

  function render(records) {
    list.replaceChildren();
    if (records.length === 0) {
      list.append(el('p', 'seoaic-server__empty', 'Nog niets opgeslagen.'));
      return;
    }
    for (const r of records.slice(0, 5)) {
      const card = el('section', 'seoaic-record');
      const head = el('p', 'seoaic-record__head');
      head.append(el('strong', '', `#${r.id}`));
      if (r.status) head.append(el('span', `seoaic-record__status seoaic-record__status--${r.status}`, r.status));
      if (r.post_id !== undefined) head.append(el('span', 'seoaic-record__meta', `post ${r.post_id} · ${r.blocks_count} blokken`));
      head.append(el('span', 'seoaic-record__meta', `${r.updates} updates · ${time(r.updated_at)}`));
      card.append(head);
      const entries = r.lead_data || r.data || [];
      const dl = el('dl', 'seoaic-record__answers');
      for (const entry of entries) {
        dl.append(el('dt', '', entry.question), el('dd', '', answerText(entry)));
      }
      card.append(dl);
      list.append(card);
    }
  }

  function showQueue() {
    let n = 0;
    try {
      const stored = JSON.parse(localStorage.getItem(outboxKey) || 'null');
      n = stored && Array.isArray(stored.ops) ? stored.ops.length : 0;
    } catch {
      n = 0;
    }
    queue.textContent = n === 0 ? 'Wachtrij in deze browser: leeg.' : `Wachtrij in deze browser: ${n} ${n === 1 ? 'bericht' : 'berichten'} nog niet bij de server.`;
    queue.classList.toggle('seoaic-server__queue--waiting', n > 0);
  }

  let busy = false;
  // Polled only after an administrator's list answered (a refused read is not asked again by itself).
  let polling = false;
  async function refresh() {
    showQueue();
    if (busy) return;
    busy = true;
    try {
      const res = await fetch(`/wp-json/${route}`, { headers: { Accept: 'application/json' } });
      if (res.status === 401 || res.status === 403) {
        polling = false;
        list.replaceChildren(
          el(
            'p',
            'seoaic-server__empty',
            res.status === 401
              ? 'Alleen de beheerder ziet wat bezoekers invulden. Log eerst in op Mijn account met een beheerdersaccount.'
              : 'Dit account is geen beheerder: alleen de beheerder ziet wat bezoekers invulden.',
          ),
        );
        return;
      }
      const json = await res.json();
      if (json && json.success) {
        render(json.data);
        polling = true;
      }
    } catch {
      // The server is away: keep what is shown.
    } finally {
      busy = false;
    }
  }

  panel.querySelector('[data-refresh]').addEventListener('click', refresh);
  showQueue();
  setInterval(() => {
    if (document.visibilityState !== 'visible') return;
    if (polling) refresh();
    else showQueue();
  }, 1500);
})();
