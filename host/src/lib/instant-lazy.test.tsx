import { render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
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
