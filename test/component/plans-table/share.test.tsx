import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiFetch } from '../../../host-demo/api/app';
import { configureApi } from '../../../src/api';
import { forgetGlobalConfig } from '../../../src/services/page/global-config';
import { stopPlansService } from '../../../src/services/plans';
import { forgetStartup } from '../../../src/services/page/startup';
import { defaultData, store } from '../../../src/store';
import '../../../widgets/plans-table/index';
import SharePanel from '../../../widgets/plans-table/SharePanel';
import SharedPlansNote from '../../../widgets/plans-table/SharedPlansNote';
import { renderInWidget } from '../render';
import { warmUpPlansTable } from './warm-up';

const PAGE = 'https://shop.example/home/electricity-and-gas/plans';
const BALANCE = 'BALMC-AUSGRID-ENE1000018MRE4';
const FLEXI = 'FLEXI-AUSGRID-ENE1161235MRE1';

/** The page's state: a view at 2010 with a selection and compared plans, and personal data a link must never carry. */
function seed(): void {
  const data = defaultData();
  data.app.postcode = '2010';
  data.refine.fuelSelection = 'electricity';
  data.refine.estimatePeriod = 'MONTHLY';
  data.plans.selectedElectricityPlanCode = BALANCE;
  data.plans.compared = [BALANCE, FLEXI];
  data.address = {
    postcode: '2010',
    unitNumber: '7',
    streetNumber: '12',
    streetName: 'Canary Street',
    suburb: 'Surry Hills',
    label: '7/12 Canary Street',
  };
  data.account.electricityAccountNumber = '1000000001';
  data.account.gasAccountNumber = '2000000001';
  data.connection.nmi = '4102000000';
  data.connection.mirn = '5240000000';
  data.person = { ...data.person, firstName: 'Canaryfirst', email: 'canary@example.com' } as typeof data.person;
  store.setState(data);
}

const field = (): HTMLInputElement => screen.getByRole('textbox', { name: 'Link to this comparison' });

describe('share panel', () => {
  beforeEach(seed);
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('shows the link to the same view, without address, account numbers, NMI, MIRN or the page’s own query', () => {
    renderInWidget(
      <SharePanel onClose={() => {}} pageUrl={`${PAGE}?nmi=4102000000&eleAccountNumber=1000000001#/qualifier`} shareSheet={null} />,
    );
    expect(screen.getByRole('dialog', { name: 'Share this comparison' })).toBeTruthy();
    const link = field().value;
    expect(link.startsWith(`${PAGE}?`)).toBe(true);
    const params = new URL(link).searchParams;
    expect(params.get('postcode')).toBe('2010');
    expect(params.get('estimatePeriod')).toBe('MONTHLY');
    expect(params.get('elePlan')).toBe(BALANCE);
    expect(params.get('compare')).toBe(`${BALANCE},${FLEXI}`);
    for (const canary of ['Canary', 'anary', '1000000001', '2000000001', '4102000000', '5240000000', 'Surry', 'nmi', 'mirn', '#']) {
      expect(link).not.toContain(canary);
    }
    expect(field().readOnly).toBe(true);
  });

  it('Copy link puts the link on the clipboard and says so politely', async () => {
    const clipboard = vi.fn(() => Promise.resolve());
    renderInWidget(<SharePanel onClose={() => {}} pageUrl={PAGE} shareSheet={null} clipboard={clipboard} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(status.textContent).toBe('Link copied'));
    expect(clipboard).toHaveBeenCalledWith(field().value);
  });

  it('without a clipboard (or when it refuses), copies the selected link; if that fails too, says so and leaves it selected', async () => {
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    renderInWidget(
      <SharePanel onClose={() => {}} pageUrl={PAGE} shareSheet={null} clipboard={() => Promise.reject(new Error('denied'))} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Link copied'));
    expect(execCommand).toHaveBeenCalledWith('copy');

    execCommand.mockReturnValue(false);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/did not copy the link\. It is selected/));
    const input = field();
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe(input.value.length);
  });

  it('offers the system share sheet only where the browser has one, with the link', async () => {
    const first = renderInWidget(<SharePanel onClose={() => {}} pageUrl={PAGE} shareSheet={null} />);
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
    first.unmount();
    const sheet = vi.fn(() => Promise.reject(new DOMException('cancelled', 'AbortError')));
    renderInWidget(<SharePanel onClose={() => {}} pageUrl={PAGE} shareSheet={sheet} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share…' }));
    expect(sheet).toHaveBeenCalledWith({ title: 'Energy plans comparison', url: field().value });
    // Closing the sheet without sharing is no error.
    await act(async () => {});
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('Escape closes it', () => {
    const onClose = vi.fn();
    renderInWidget(<SharePanel onClose={onClose} pageUrl={PAGE} shareSheet={null} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });

  it('a page address that is not a web page’s gives no link, and says so', () => {
    renderInWidget(<SharePanel onClose={() => {}} pageUrl="about:blank" shareSheet={null} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('This page cannot be shared from here.')).toBeTruthy();
  });
});

describe('note about plans a shared link named that are no longer offered', () => {
  afterEach(() => (document.body.innerHTML = ''));

  it('is information, not an error, and closes', () => {
    store.setState(defaultData());
    store.getState().patch('plans', { sharedPlansDropped: ['GONE-1'] });
    renderInWidget(<SharedPlansNote />);
    const note = screen.getByRole('status');
    expect(note.textContent).toContain('Some plans in the link you opened are no longer available, so they are not shown.');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close note' }));
    expect(store.getState().plans.sharedPlansDropped).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

// The whole table under happy-dom: give it the patience its own waits have (up to 4 s each), not the default 5 s.
describe('<ea-plans-table> with a shared link', () => {
  // One-off compile and catalogue work, out of the test's waits (./warm-up.ts); the bound only catches a hang.
  beforeAll(warmUpPlansTable, 120_000);
  beforeEach(() => {
    forgetStartup();
    forgetGlobalConfig();
    store.setState(defaultData());
    configureApi({ fetch: createApiFetch({ quotesFile: `${process.env['TMPDIR'] ?? '/tmp'}/ea-share-ct.json` }), retries: 0 });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(async () => {
    await act(async () => {
      document.body.innerHTML = '';
    });
    stopPlansService();
    vi.restoreAllMocks();
  });

  it('opens the shared view: the plan selected, the plans compared, a plan no longer offered dropped with a note; Share gives the link back', async () => {
    // At 2000 (8 plans, both linked ones among them), not 2010: there the table builds 86 of its 92 panels in
    // background batches while the test waits, which on a busy machine took it past its timeout (issue 23).
    history.replaceState(
      null,
      '',
      `/home/electricity-and-gas/plans?postcode=2000&fuel=ele&estimatePeriod=QUARTERLY&elePlan=${BALANCE}&compare=${BALANCE},GONE-AUSGRID-1,${FLEXI}`,
    );
    const el = document.createElement('ea-plans-table');
    await act(async () => {
      document.body.appendChild(el);
    });
    const view = within(el.shadowRoot as unknown as HTMLElement);
    await waitFor(() => expect(view.getAllByRole('article').length).toBeGreaterThan(0));
    const card = await waitFor(() => {
      const found = el.shadowRoot?.querySelector<HTMLElement>(`article[data-plan="${BALANCE}"]`);
      if (!found) throw new Error('no card');
      return found;
    });
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Added' })).toBeTruthy());
    await waitFor(() => expect(view.getByText(/Some plans in the link you opened are no longer available/)).toBeTruthy());
    expect(view.queryByRole('alert')).toBeNull();
    expect(store.getState().plans.compared).toEqual([BALANCE, FLEXI]);
    expect(store.getState().refine.estimatePeriod).toBe('QUARTERLY');

    // Share sits in the compare tray (it shares the comparison).
    const share = await view.findByRole('button', { name: 'Share' });
    share.focus();
    fireEvent.click(share);
    const dialog = await view.findByRole('dialog', { name: 'Share this comparison' });
    const link = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Link to this comparison' }).value;
    const params = new URL(link).searchParams;
    expect(params.get('elePlan')).toBe(BALANCE);
    expect(params.get('compare')).toBe(`${BALANCE},${FLEXI}`);
    expect(params.get('estimatePeriod')).toBe('QUARTERLY');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(view.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect((el.shadowRoot as ShadowRoot).activeElement).toBe(share));
  });
});
