// Host address form of the moving-house page: finds an address through the retailer's
// address search and tells the moving-home widget with window events (EMBEDDING.md).
const input = document.getElementById('move-address-input');
const list = document.getElementById('move-address-results');
const status = document.getElementById('move-address-status');
const clear = document.getElementById('move-address-clear');
let timer;
let controller;

function say(text) {
  status.textContent = text;
}

// The address chosen, kept for a reload in this tab (the widget keeps its own copy of the quote the same way).
const KEPT = 'demo.moveAddress';

function choose(address) {
  input.value = address.label;
  list.replaceChildren();
  // The option pressed is gone with the list: focus goes back to the field rather than to the page.
  input.focus();
  say(`Looking up plans for ${address.label}…`);
  try {
    sessionStorage.setItem(KEPT, address.label);
  } catch {
    // Storage refused (private mode): the field is empty after a reload, nothing else.
  }
  window.dispatchEvent(new CustomEvent('ea:address-update', { detail: { address } }));
}

try {
  const kept = sessionStorage.getItem(KEPT);
  if (kept && !input.value) input.value = kept;
} catch {
  // As above.
}

async function search(query) {
  controller?.abort();
  controller = new AbortController();
  try {
    const res = await fetch(`/apis/address/v1/search?query=${encodeURIComponent(query)}`, { signal: controller.signal });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const { results } = await res.json();
    list.replaceChildren(
      ...results.map((address) => {
        const li = document.createElement('li');
        const button = document.createElement('button');
        button.type = 'button';
        button.setAttribute('role', 'option');
        button.textContent = address.label;
        button.addEventListener('click', () => choose(address));
        li.append(button);
        return li;
      }),
    );
    if (results.length === 0) say('No matching address. Try a street name such as "Martin Place".');
    else say('');
  } catch (error) {
    if (error.name !== 'AbortError') say('Address search is unavailable right now.');
  }
}

input.addEventListener('input', () => {
  clearTimeout(timer);
  const query = input.value.trim();
  if (query.length < 3) {
    list.replaceChildren();
    return;
  }
  timer = setTimeout(() => search(query), 250);
});

clear.addEventListener('click', () => {
  input.value = '';
  try {
    sessionStorage.removeItem(KEPT);
  } catch {
    // As above.
  }
  list.replaceChildren();
  say('Address cleared.');
  window.dispatchEvent(new CustomEvent('ea:address-clear', { detail: {} }));
});

document.getElementById('move-address').addEventListener('submit', (event) => event.preventDefault());

window.addEventListener('ea:lookup-completed', (event) => {
  const { blocked, electricityStatus, gasStatus } = event.detail ?? {};
  say(blocked ? 'We cannot offer plans at this address online.' : `Electricity: ${electricityStatus}. Gas: ${gasStatus}.`);
});
