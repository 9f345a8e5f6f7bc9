import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { UploadedFile } from '../../../../domain/media/upload.ts';
import { json, mockFetch } from '../../test/fetch-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { UploadField } from './upload-field.tsx';

const uploaded: UploadedFile = {
  file: '/media/abc_high.jpg',
  mid: '/media/abc_mid.jpg',
  type: 'image/jpeg',
  size: 2048,
};

function Harness({ onChange }: { onChange: (file: UploadedFile | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <UploadField
      label="Profilbild"
      kind="image"
      ownerId={7}
      value={value}
      onChange={(file) => {
        setValue(file?.file ?? null);
        onChange(file);
      }}
    />
  );
}

function png(name = 'ich.png', size?: number) {
  const file = new File(['png-bytes'], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

const input = () => screen.getByLabelText(/Profilbild/, { selector: 'input' });

describe('UploadField', () => {
  it('refuses a file over 12,288,000 bytes without sending it', async () => {
    const { calls } = mockFetch(() => json(200, { data: uploaded }));
    const onChange = vi.fn();
    await renderWithProviders(<Harness onChange={onChange} />);

    await userEvent.upload(input(), png('gross.png', 12_288_001));

    expect(screen.getByRole('status')).toHaveTextContent('Datei größer als 12MB.');
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(/Datei größer als 12MB\./);
    expect(calls).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('goes from empty to loading to uploaded with a preview', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls } = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    document.cookie = 'XSRF-TOKEN=token-123; path=/';
    const onChange = vi.fn();
    await renderWithProviders(<Harness onChange={onChange} />);

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Bild auswählen')).toBeInTheDocument();
    expect(input()).toHaveAttribute('accept', expect.stringContaining('image/png'));

    await userEvent.upload(input(), png('ich.png', 12_288_000));
    expect(screen.getByRole('status')).toHaveTextContent('ich.png wird hochgeladen …');

    // The request: multipart with one file, kind and owner, and the CSRF header.
    const [call] = calls;
    expect(call?.url).toBe('/api/user/upload');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('x-xsrf-token')).toBe('token-123');
    expect(call?.headers.get('content-type')).toBeNull();
    const form = call?.body as FormData;
    expect(form.getAll('files[]')).toHaveLength(1);
    expect(form.get('file_type')).toBe('image');
    expect(form.get('id')).toBe('7');

    answer(json(200, { data: uploaded }));
    expect(await screen.findByRole('img', { name: 'Vorschau: Profilbild' })).toHaveAttribute(
      'src',
      '/media/abc_mid.jpg',
    );
    expect(screen.getByText('ich.png ist hochgeladen.')).toBeInTheDocument();
    expect(screen.getByText('Anderes Bild wählen')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(uploaded);
  });

  it('shows the server’s reason when it refuses the file, and can remove a file', async () => {
    let refuse = true;
    mockFetch(() =>
      refuse
        ? json(422, { message: 'x', errors: { files: ['validation.upload.type'] } })
        : json(200, { data: uploaded }),
    );
    const onChange = vi.fn();
    await renderWithProviders(<Harness onChange={onChange} />);

    await userEvent.upload(input(), png());
    await waitFor(() =>
      expect(input()).toHaveAccessibleDescription('Dieser Dateityp ist hier nicht erlaubt.'),
    );
    expect(onChange).not.toHaveBeenCalled();

    refuse = false;
    await userEvent.upload(input(), png());
    await screen.findByRole('img');
    await userEvent.click(screen.getByRole('button', { name: 'Entfernen' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Die Datei ist entfernt.');
    expect(input()).toHaveFocus();
  });
});
