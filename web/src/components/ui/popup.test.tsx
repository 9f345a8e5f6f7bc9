import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Popup } from './popup.tsx';

function Example({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <div id="page">
      <Button onClick={() => setOpen(true)}>Popup öffnen</Button>
      <Popup
        open={open}
        onClose={() => setOpen(false)}
        title="Neue Merkliste"
        dismissible={dismissible}
        footer={<Button onClick={() => setOpen(false)}>Speichern</Button>}
      >
        <label>
          Name <input />
        </label>
      </Popup>
    </div>
  );
}

describe('Popup', () => {
  it('is a labelled modal dialog that takes focus', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Popup öffnen' }));
    const dialog = screen.getByRole('dialog', { name: 'Neue Merkliste' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    render(<Example />);
    const opener = screen.getByRole('button', { name: 'Popup öffnen' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button too', async () => {
    render(<Example />);
    const opener = screen.getByRole('button', { name: 'Popup öffnen' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Popup öffnen' }));
    const dialog = screen.getByRole('dialog');
    const close = screen.getByRole('button', { name: 'Schließen' });
    const save = screen.getByRole('button', { name: 'Speichern' });

    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(save).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(save).toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('makes the page behind it inert while open', async () => {
    const { container } = render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Popup öffnen' }));
    expect(container).toHaveAttribute('inert');
    await userEvent.keyboard('{Escape}');
    expect(container).not.toHaveAttribute('inert');
  });

  it('without dismissible, Escape leaves it open and there is no close button', async () => {
    render(<Example dismissible={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Popup öffnen' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schließen' })).not.toBeInTheDocument();
  });
});
