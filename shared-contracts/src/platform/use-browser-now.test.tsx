import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString as serverHtmlOf } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { useBrowserNow } from './use-browser-now';

function Clock() {
  const now = useBrowserNow();
  return <p>{now === null ? 'no clock' : `year ${now.getFullYear()}`}</p>;
}

const year = `year ${new Date().getFullYear()}`;

it('reads the clock at once in a render the browser starts', () => {
  render(<Clock />);
  expect(screen.getByText(year)).toBeInTheDocument();
});

it('has no clock on the server, hydrates without a mismatch, then reads the clock', async () => {
  const serverHtml = serverHtmlOf(<Clock />);
  expect(serverHtml).toContain('no clock');
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(container, <Clock />, { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(screen.getByText(year)).toBeInTheDocument();
  container.remove();
});
