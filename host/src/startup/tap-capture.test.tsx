import { fireEvent, render, screen } from '@testing-library/react';
import { act, useEffect, useState, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString as serverHtmlOf } from 'react-dom/server';
import { replayCapturedTaps, TAP_CAPTURE_SCRIPT } from './tap-capture';

const started = jest.fn();

function Page() {
  return (
    <button type="button" onClick={started}>
      START FREE TRIAL
    </button>
  );
}

let root: Root | undefined;

beforeEach(() => {
  jest.useFakeTimers();
  started.mockClear();
  // The server's HTML, and the capture its head runs before any of the app's code.
  document.body.innerHTML = '<div id="root"><button type="button">START FREE TRIAL</button></div>';
  new Function(TAP_CAPTURE_SCRIPT)();
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  jest.useRealTimers();
});

const button = () => screen.getByRole('button', { name: 'START FREE TRIAL' });

/** The server's root element: what hydrateRoot takes. */
function serverRoot(): HTMLElement {
  // eslint-disable-next-line testing-library/no-node-access -- hydrateRoot takes the server's root element
  const element = document.getElementById('root');
  if (element === null) throw new Error('no root');
  return element;
}

const hydrate = () =>
  act(() => {
    root = hydrateRoot(serverRoot(), <Page />);
  });

/** The root has hydrated: what was held goes in, a frame later (tap-capture.ts). */
function letGo() {
  act(() => replayCapturedTaps('root'));
  act(() => jest.advanceTimersByTime(50));
}

it('a tap before hydration is made once the page is hydrated', () => {
  button().click();
  hydrate();
  expect(started).not.toHaveBeenCalled();
  letGo();
  expect(started).toHaveBeenCalledTimes(1);
});

it('held taps wait for every control to be hydrated, then each goes in once', () => {
  button().click();
  // Let go before the control is React's (a boundary that hydrates after the root).
  act(() => replayCapturedTaps('root'));
  act(() => replayCapturedTaps('remote area'));
  act(() => jest.advanceTimersByTime(200));
  // Still held: a tap now waits with the first.
  button().click();
  hydrate();
  expect(started).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(50));
  expect(started).toHaveBeenCalledTimes(2);
  // The capture has stopped: a tap now is the page's own.
  button().click();
  expect(started).toHaveBeenCalledTimes(3);
});

describe('a part of the page React renders afresh instead of hydrating it', () => {
  // The server's HTML carries emotion's style elements beside what they style; the browser's not.
  beforeEach(() => {
    serverRoot().innerHTML =
      '<style>.css-1{color:red}</style><button type="button">START FREE TRIAL</button>';
  });

  /** React throws the server's HTML away and renders `page` in its place. */
  function renderAfresh(page: ReactElement) {
    serverRoot().replaceChildren();
    render(page, { container: serverRoot() });
  }

  it('a tap held on the server’s control goes to the same control in its place', () => {
    button().click();
    renderAfresh(<Page />);
    letGo();
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('a tap held on a control that is no longer there goes nowhere', () => {
    button().click();
    renderAfresh(
      <button type="button" onClick={started}>
        Cancel Trial
      </button>,
    );
    letGo();
    expect(started).not.toHaveBeenCalled();
  });
});

/** A checkbox as the design system draws it: the input hidden, an icon in its label. */
function Enrol() {
  const [checked, setChecked] = useState(false);
  return (
    <label>
      <input
        type="checkbox"
        aria-label="Enrol this device"
        checked={checked}
        onChange={(event) => setChecked(event.target.checked)}
      />
      <svg aria-hidden="true" viewBox="0 0 1 1">
        <path d="M0 0h1v1H0z" />
      </svg>
    </label>
  );
}

it('a tap held on an icon in a checkbox’s label checks it once the page is hydrated', () => {
  serverRoot().innerHTML = serverHtmlOf(<Enrol />);
  // eslint-disable-next-line testing-library/no-node-access -- an icon has no role: the tap lands on it
  const icon = document.querySelector('path');
  if (icon === null) throw new Error('no icon');
  fireEvent.click(icon);
  act(() => {
    root = hydrateRoot(serverRoot(), <Enrol />);
  });
  const box = screen.getByRole('checkbox', { name: 'Enrol this device' });
  expect(box).not.toBeChecked();
  letGo();
  expect(box).toBeChecked();
});

function Search() {
  const [query, setQuery] = useState('');
  const [setup, setSetup] = useState('all');
  // Renders again once hydrated, as a page reading the browser's clock does: React sets its
  // fields back to its own values then.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <>
      <input
        type="search"
        aria-label="Search for locations"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <select
        aria-label="Filter locations by setup"
        value={setup}
        onChange={(event) => setSetup(event.target.value)}
      >
        <option value="all">All Locations</option>
        <option value="complete">Setup Completed</option>
      </select>
      <p>{`Searching for “${query}” in ${setup}${hydrated ? '' : '…'}`}</p>
    </>
  );
}

describe('fields edited before hydration', () => {
  beforeEach(() => {
    serverRoot().innerHTML = serverHtmlOf(<Search />);
  });

  const hydrateSearch = () =>
    act(() => {
      root = hydrateRoot(serverRoot(), <Search />);
    });

  it('text typed before hydration is the page’s once it is hydrated', () => {
    const search = screen.getByRole('searchbox', { name: 'Search for locations' });
    if (!(search instanceof HTMLInputElement)) throw new Error('not an input');
    search.focus();
    fireEvent.input(search, { target: { value: 'BEACH' } });
    search.setSelectionRange(2, 2);
    hydrateSearch();
    expect(screen.getByText('Searching for “” in all')).toBeInTheDocument();
    letGo();
    expect(screen.getByText('Searching for “BEACH” in all')).toBeInTheDocument();
    expect(search).toHaveValue('BEACH');
    expect(search).toHaveFocus();
  });

  it('an edit goes in once its own field is React’s, before the rest of the page is', () => {
    const search = screen.getByRole('searchbox', { name: 'Search for locations' });
    fireEvent.input(search, { target: { value: 'BEACH' } });
    hydrateSearch();
    // A part of the page React has not reached yet: a control with no fiber.
    const later = document.createElement('button');
    later.textContent = 'Later';
    serverRoot().append(later);
    letGo();
    expect(screen.getByText('Searching for “BEACH” in all')).toBeInTheDocument();
    // The capture goes on until the whole page is React's.
    expect(Reflect.get(document, 'vsgCapturedTaps')).toBeDefined();
    later.remove();
    act(() => jest.advanceTimersByTime(100));
    expect(Reflect.get(document, 'vsgCapturedTaps')).toBeUndefined();
  });

  it('an option chosen before hydration is the page’s once it is hydrated', () => {
    const filter = screen.getByRole('combobox', { name: 'Filter locations by setup' });
    if (!(filter instanceof HTMLSelectElement)) throw new Error('not a select');
    fireEvent.change(filter, { target: { value: 'complete' } });
    hydrateSearch();
    letGo();
    expect(screen.getByText('Searching for “” in complete')).toBeInTheDocument();
  });

  it('a field left alone is not changed', () => {
    hydrateSearch();
    letGo();
    expect(screen.getByText('Searching for “” in all')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search for locations' })).toHaveValue('');
  });
});
