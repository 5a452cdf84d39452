import { render } from '@testing-library/react';
import { useRef } from 'react';
import { useElementWidth } from './use-element-width';

/** Reports every width the hook gives, render by render. */
function Probe({ onWidth }: { onWidth: (width: number | undefined) => void }) {
  const box = useRef<HTMLDivElement>(null);
  onWidth(useElementWidth(box, 360));
  return <div ref={box} />;
}

afterEach(() => jest.restoreAllMocks());

test('the width is unknown until the element is measured, then its measured width, never a guess', () => {
  jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockReturnValue({ width: 512.6 } as DOMRect);
  const widths: (number | undefined)[] = [];
  render(<Probe onWidth={(width) => widths.push(width)} />);
  expect(widths).toEqual([undefined, 512]);
});

test('an element that is not laid out gets the fallback width', () => {
  const widths: (number | undefined)[] = [];
  render(<Probe onWidth={(width) => widths.push(width)} />);
  expect(widths).toEqual([undefined, 360]);
});
