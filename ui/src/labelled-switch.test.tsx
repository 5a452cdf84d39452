import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { LabelledSwitch } from './labelled-switch';
import { UiProvider } from './provider';

const renderWithProviders = (element: ReactElement) => render(<UiProvider>{element}</UiProvider>);

function Owned({ loading = false }: { loading?: boolean }) {
  const [on, setOn] = useState(false);
  return <LabelledSwitch label="Front Door" checked={on} onChange={setOn} loading={loading} />;
}

test('a switch is named by what it toggles and turns on and off by pointer and keyboard', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Owned />);
  const toggle = screen.getByRole('switch', { name: 'Front Door' });
  expect(toggle).not.toBeChecked();

  await user.tab();
  expect(toggle).toHaveFocus();
  await user.keyboard(' ');
  expect(toggle).toBeChecked();

  await user.click(toggle);
  expect(toggle).not.toBeChecked();
  await user.click(screen.getByText('Front Door'));
  expect(toggle).toBeChecked();
});

test('a switch whose owner does not take the change keeps showing its value', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  renderWithProviders(<LabelledSwitch label="Back Yard" checked onChange={onChange} />);
  const toggle = screen.getByRole('switch', { name: 'Back Yard' });

  await user.click(toggle);
  expect(onChange).toHaveBeenCalledWith(false);
  expect(toggle).toBeChecked();
});

test('a busy switch stays focusable but cannot be toggled', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  renderWithProviders(
    <LabelledSwitch label="Garage" checked={false} onChange={onChange} loading />,
  );
  const toggle = screen.getByRole('switch', { name: 'Garage' });
  expect(toggle).toHaveAttribute('aria-busy', 'true');
  expect(toggle).toBeEnabled();

  await user.click(toggle);
  await user.keyboard(' ');
  expect(onChange).not.toHaveBeenCalled();
  expect(toggle).not.toBeChecked();
  expect(toggle).toHaveFocus();
});

test('a disabled switch cannot be toggled, and a hidden label still names it', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  renderWithProviders(
    <LabelledSwitch label="Porch" checked onChange={onChange} disabled hideLabel />,
  );
  const toggle = screen.getByRole('switch', { name: 'Porch' });
  expect(toggle).toBeDisabled();

  await user.click(toggle);
  expect(onChange).not.toHaveBeenCalled();
  expect(toggle).toBeChecked();
});

test('a switch whose save fails goes back to its old value', async () => {
  const user = userEvent.setup();
  // As the callers do: the switch shows the value being saved, and the saved one once the request
  // ends; a failed request leaves the saved one unchanged.
  function FailingSave() {
    const on = true;
    const [saving, setSaving] = useState<boolean | null>(null);
    return (
      <>
        <LabelledSwitch
          label="Siren Access"
          checked={saving ?? on}
          loading={saving !== null}
          onChange={setSaving}
        />
        <button type="button" onClick={() => setSaving(null)}>
          Fail
        </button>
      </>
    );
  }
  renderWithProviders(<FailingSave />);
  const toggle = screen.getByRole('switch', { name: 'Siren Access' });

  await user.click(toggle);
  // Optimistic while the request is in flight.
  expect(toggle).not.toBeChecked();
  expect(toggle).toHaveAttribute('aria-busy', 'true');

  await user.click(screen.getByRole('button', { name: 'Fail' }));
  expect(toggle).toBeChecked();
  expect(toggle).toHaveAttribute('aria-busy', 'false');
});

test('under prefers-reduced-motion the switch changes without sliding', () => {
  renderWithProviders(<LabelledSwitch label="Porch" checked onChange={() => {}} />);
  const toggle = screen.getByRole('switch', { name: 'Porch' });
  const REDUCED = '@media (prefers-reduced-motion: reduce) {';
  // The declarations of the rules under the media query that select the switch.
  const motionOfSwitch = [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .map((rule) => rule.cssText)
    .filter((text) => text.startsWith(REDUCED))
    .flatMap((text) => [...text.slice(REDUCED.length).matchAll(/\s*([^{}]+)\{([^{}]*)\}/g)])
    .filter((match) => toggle.matches(match[1]?.trim() ?? ''))
    .map((match) => match[2]);
  expect(motionOfSwitch.join(' ')).toMatch(/transition: none/);
});
