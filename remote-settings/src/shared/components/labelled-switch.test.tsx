import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/render';
import { LabelledSwitch } from './labelled-switch';

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
