// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { Modal, type ModalProps } from './Modal.tsx';

const user = userEvent.setup({ pointerEventsCheck: 0 });

function renderModal(props: Partial<ModalProps> = {}) {
  const onOpenChange = vi.fn();
  render(
    <Modal title="Try a lesson" trigger={<button type="button">Open</button>} onOpenChange={onOpenChange} {...props}>
      <p>Lesson details</p>
    </Modal>,
  );
  return { onOpenChange };
}

const backdrop = () => document.querySelector<HTMLElement>('[data-modal-backdrop]')!;

describe('Modal', () => {
  describe('given it is opened from its trigger', () => {
    it('shows a dialog named by its title, with a button named "Close"', async () => {
      renderModal();
      await user.click(screen.getByRole('button', { name: 'Open' }));
      const dialog = screen.getByRole('dialog', { name: 'Try a lesson' });
      expect(dialog).toHaveTextContent('Lesson details');
      expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    });

    it('closes by the Close button and returns focus to the trigger', async () => {
      const { onOpenChange } = renderModal();
      await user.click(screen.getByRole('button', { name: 'Open' }));
      await user.click(screen.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
      expect(onOpenChange).toHaveBeenLastCalledWith(false);
    });
  });

  describe('given it opens by itself, without a trigger (a popup)', () => {
    it('takes focus, and gives it back on close to what had it before', async () => {
      function Page() {
        const [open, setOpen] = useState(false);
        return (
          <>
            <button type="button" onClick={() => setTimeout(() => setOpen(true), 10)}>
              Remind me
            </button>
            <Modal title="Flash sale" open={open} onOpenChange={setOpen}>
              <p>Details</p>
            </Modal>
          </>
        );
      }
      render(<Page />);
      await user.click(screen.getByRole('button', { name: 'Remind me' }));
      // Opened after a click: the dialog itself has focus (no ring on a button nobody reached for); Tab reaches its close button.
      await waitFor(() => expect(screen.getByRole('dialog', { name: 'Flash sale' })).toHaveFocus());
      await user.tab();
      expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getByRole('button', { name: 'Remind me' })).toHaveFocus();
      // Opened from the keyboard: its first control has focus, where the keyboard is.
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    });

    it('one that opens as another closes gives focus back to where the first took it from', async () => {
      function Page() {
        const [popup, setPopup] = useState<'media' | 'qr' | null>(null);
        return (
          <>
            <button type="button" onClick={() => setTimeout(() => setPopup('media'), 10)}>
              Show me
            </button>
            <Modal title="See a lesson" open={popup === 'media'} onOpenChange={(open) => setPopup(open ? 'media' : 'qr')}>
              <p>Video</p>
            </Modal>
            <Modal title="Scan to download" open={popup === 'qr'} onOpenChange={(open) => setPopup(open ? 'qr' : null)}>
              <p>QR</p>
            </Modal>
          </>
        );
      }
      render(<Page />);
      await user.click(screen.getByRole('button', { name: 'Show me' }));
      await waitFor(() => expect(screen.getByRole('dialog', { name: 'See a lesson' })).toContainElement(document.activeElement as HTMLElement));
      await user.keyboard('{Escape}');
      const qr = await screen.findByRole('dialog', { name: 'Scan to download' });
      await waitFor(() => expect(qr).toContainElement(document.activeElement as HTMLElement));
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(screen.getByRole('button', { name: 'Show me' })).toHaveFocus());
    });
  });

  describe('outside click', () => {
    it('closes the modal by default', async () => {
      renderModal({ defaultOpen: true });
      await user.click(backdrop());
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
    it('is ignored with closeOnOutsideClick={false}', async () => {
      renderModal({ defaultOpen: true, closeOnOutsideClick: false });
      await user.click(backdrop());
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });
  });

  describe('scroll lock', () => {
    it('locks page scroll while open by default', () => {
      renderModal({ defaultOpen: true });
      expect(document.body).toHaveAttribute('data-scroll-locked');
    });
    it('leaves the page scrollable with lockScroll={false}', () => {
      renderModal({ defaultOpen: true, lockScroll: false });
      expect(document.body).not.toHaveAttribute('data-scroll-locked');
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });
  });

  it('shows a loading status instead of the content', () => {
    renderModal({ defaultOpen: true, isLoading: true, loadingLabel: 'Loading offer' });
    const dialog = screen.getByRole('dialog', { name: 'Try a lesson' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading offer');
    expect(dialog).not.toHaveTextContent('Lesson details');
    expect(dialog).toHaveAttribute('aria-busy', 'true');
  });

  it('takes a localised close label', () => {
    renderModal({ defaultOpen: true, closeLabel: 'Закрити' });
    expect(screen.getByRole('button', { name: 'Закрити' })).toBeInTheDocument();
  });
});
