// Checkout page: loads the saved quote named by ?r= and shows what was chosen.
const status = document.getElementById('checkout-status');
const details = document.getElementById('checkout-details');
const params = new URLSearchParams(location.search);
const reference = [...params].find(([key]) => key.toLowerCase() === 'r')?.[1];

function row(term, value) {
  const dt = document.createElement('dt');
  dt.textContent = term;
  const dd = document.createElement('dd');
  dd.textContent = value;
  details.append(dt, dd);
}

function pick(object, path) {
  return path.split('.').reduce((o, key) => (o && typeof o === 'object' ? o[key] : undefined), object);
}

async function load() {
  if (!reference) return;
  status.textContent = `Loading quote ${reference}…`;
  try {
    const res = await fetch(`/qt2/app/v1/quotes/${encodeURIComponent(reference)}`);
    if (res.status === 404) return void (status.textContent = 'Bad quote reference.');
    if (res.status === 410) return void (status.textContent = 'Quote expired.');
    if (!res.ok) return void (status.textContent = 'Failed to load quote');
    const quote = await res.json();
    const extra = quote.additionalData ?? {};
    const data = quote.data ?? {};
    details.replaceChildren();
    row('Quote reference', quote.reference);
    row('Electricity plan', extra.electricityPlanName ?? pick(data, 'plans.selectedElectricityPlanCode') ?? 'None');
    row('Gas plan', extra.gasPlanName ?? pick(data, 'plans.selectedGasPlanCode') ?? 'None');
    const customerType = [...params].find(([key]) => key.toLowerCase() === 'customertype')?.[1] ?? pick(data, 'account.customerType');
    if (customerType) row('Customer type', String(customerType));
    const address = pick(data, 'address.label') ?? pick(data, 'qualifier.connectionAddress.label');
    if (address) row('Connection address', String(address));
    row('Saved', new Date(quote.updatedDate).toLocaleString('en-AU'));
    details.hidden = false;
    status.textContent = 'Here is what you chose.';
  } catch {
    status.textContent = 'Failed to load quote';
  }
}

load();
