import { act, render, screen } from '@testing-library/react';
import { Suspense, startTransition, useEffect, useState, type ReactElement } from 'react';
import { instantLazy } from './instant-lazy';

function Greeting({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

/** Renders `element` inside a Suspense boundary whose fallback reads 'waiting'. */
function renderInSuspense(element: ReactElement) {
  return render(<Suspense fallback={<p>waiting</p>}>{element}</Suspense>);
}

test('once its module has loaded, it renders in the same pass, with no fallback', async () => {
  const load = jest.fn(() => Promise.resolve(Greeting));
  const { Component, preload } = instantLazy(load);
  await preload();
  renderInSuspense(<Component name="Ada" />);
  // No await: a plain lazy component would still show the fallback here.
  expect(screen.getByText('hello Ada')).toBeInTheDocument();
  expect(screen.queryByText('waiting')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('before its module has loaded, it suspends and then renders; the load happens once', async () => {
  const load = jest.fn(() => Promise.resolve(Greeting));
  const { Component, preload } = instantLazy(load);
  renderInSuspense(<Component name="Grace" />);
  expect(screen.getByText('waiting')).toBeInTheDocument();
  expect(await screen.findByText('hello Grace')).toBeInTheDocument();
  await preload();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failed load is tried again by the next preload', async () => {
  const load = jest
    .fn<Promise<typeof Greeting>, []>()
    .mockRejectedValueOnce(new Error('chunk failed'))
    .mockResolvedValue(Greeting);
  const { preload } = instantLazy(load);
  await expect(preload()).rejects.toThrow('chunk failed');
  await expect(preload()).resolves.toBe(Greeting);
  expect(load).toHaveBeenCalledTimes(2);
});

test('a module loaded elsewhere renders in the same pass, without a load of its own', () => {
  const load = jest.fn(() => Promise.resolve(Greeting));
  const { Component } = instantLazy(load, () => Greeting);
  renderInSuspense(<Component name="Edsger" />);
  expect(screen.getByText('hello Edsger')).toBeInTheDocument();
  expect(screen.queryByText('waiting')).not.toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
});

test('shown before its module loaded, it keeps its state when its parent renders again', async () => {
  let mounts = 0;
  function Counter({ label }: { label: string }) {
    const [count, setCount] = useState(0);
    useEffect(() => {
      mounts += 1;
    }, []);
    return (
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        {label} {count}
      </button>
    );
  }
  const { Component } = instantLazy(() => Promise.resolve(Counter));
  // A page opened by a navigation inside a boundary that is already showing (a route change).
  function Page() {
    const [label, setLabel] = useState<string | null>(null);
    return (
      <Suspense fallback={<p>waiting</p>}>
        <button
          type="button"
          onClick={() => startTransition(() => setLabel((value) => (value ? 'again' : 'first')))}
        >
          navigate
        </button>
        {label && <Component label={label} />}
      </Suspense>
    );
  }
  render(<Page />);
  const navigate = screen.getByRole('button', { name: 'navigate' });
  act(() => navigate.click());
  const counter = await screen.findByRole('button', { name: 'first 0' });
  act(() => counter.click());
  expect(screen.getByRole('button', { name: 'first 1' })).toBeInTheDocument();

  // The parent renders again (a query string removed, say): the page is the same page.
  act(() => navigate.click());
  expect(screen.getByRole('button', { name: 'again 1' })).toBeInTheDocument();
  expect(mounts).toBe(1);
});
