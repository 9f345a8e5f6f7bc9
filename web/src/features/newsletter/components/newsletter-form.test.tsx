import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, type Call } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

type Answer = () => Response;

/** The server: a CSRF cookie on request, then the given answers for each newsletter post. */
function server(...answers: Answer[]) {
  const queue = [...answers];
  const { calls } = mockFetch(({ url }) => {
    if (url === '/api/auth/csrf-cookie') {
      document.cookie = 'XSRF-TOKEN=token-1; path=/';
      return json(204);
    }
    if (url === '/api/newsletter') return (queue.shift() ?? (() => json(500)))();
    return json(404, { message: 'unexpected' });
  });
  return { posts: () => calls.filter((c: Call) => c.url === '/api/newsletter') };
}

const pending = () => json(200, { data: { status: 'pending' } });

async function submit(email: string) {
  const field = screen.getByLabelText(/E-Mail-Adresse/);
  await userEvent.clear(field);
  if (email) await userEvent.type(field, email);
  await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('NewsletterForm', () => {
  it('shows the server’s field error under the field and in the form’s error block', async () => {
    const { posts } = server(() =>
      json(422, {
        message: 'The given data was invalid.',
        errors: { email: ['newsletter.errors.email'] },
      }),
    );
    await renderWithProviders(<NewsletterForm />);
    await submit('mia@example.org');

    const field = screen.getByLabelText(/E-Mail-Adresse/);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('Bitte gib eine gültige E-Mail-Adresse ein.');
    // Focus moves to the error summary, which links to the field.
    expect(screen.getByRole('alert').parentElement).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte prüfe deine Eingaben.');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Bitte gib eine gültige E-Mail-Adresse ein.',
    );
    expect(posts()[0]?.body).toEqual({ email: 'mia@example.org' });
    expect(posts()[0]?.headers.get('X-XSRF-TOKEN')).toBe('token-1');
  });

  it('checks the address before sending anything', async () => {
    const { posts } = server();
    await renderWithProviders(<NewsletterForm />);
    await submit('');
    const field = screen.getByLabelText(/E-Mail-Adresse/);
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Bitte gib deine E-Mail-Adresse ein.'),
    );
    await submit('kein-at-zeichen');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('Bitte gib eine gültige E-Mail-Adresse ein.'),
    );
    expect(posts()).toHaveLength(0);
  });

  it('replaces the form with the confirmation note and can send the mail again', async () => {
    const { posts } = server(pending, pending);
    await renderWithProviders(<NewsletterForm />);
    await submit('mia@example.org');

    expect(
      await screen.findByText(
        'Fast geschafft! Wir haben dir eine E-Mail geschickt. Bitte bestätige dein Abo über den Link darin.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/E-Mail-Adresse/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Erneut senden' }));
    expect(
      await screen.findByText('Wir haben dir die E-Mail noch einmal geschickt.'),
    ).toBeVisible();
    expect(posts().map((p) => p.body)).toEqual([
      { email: 'mia@example.org' },
      { email: 'mia@example.org' },
    ]);
  });

  it('says truthfully that a second mail within the minute was not sent, and when it can be', async () => {
    const wait = () =>
      json(
        429,
        { message: 'not sent again', code: 'newsletter_resend_wait', retry_after: 42 },
        { 'Retry-After': '42' },
      );
    server(pending, wait);
    await renderWithProviders(<NewsletterForm />);
    await submit('mia@example.org');
    await userEvent.click(await screen.findByRole('button', { name: 'Erneut senden' }));
    expect(
      await screen.findByText(
        'Die E-Mail wurde nicht noch einmal gesendet: Die letzte ist erst vor Kurzem rausgegangen. Du kannst sie in 42 Sekunden erneut anfordern.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Wir haben dir die E-Mail noch einmal geschickt.')).toBeNull();
  });

  it('says in English that the mail was not sent again', async () => {
    server(pending, () => json(429, { message: 'wait' }, { 'Retry-After': '1' }));
    await renderWithProviders(<NewsletterForm />, { path: '/en/active-city-summer' });
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'mia@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send again' }));
    expect(
      await screen.findByText(
        'The e-mail was not sent again: the last one went out only a moment ago. You can ask for it again in 1 second.',
      ),
    ).toBeVisible();
  });

  it('says when there were too many attempts', async () => {
    server(() => json(429, { message: 'Too many requests. Please try again later.' }));
    await renderWithProviders(<NewsletterForm />);
    await submit('mia@example.org');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zu viele Versuche. Bitte warte eine Minute und versuche es dann noch einmal.',
    );
    expect(screen.getByLabelText(/E-Mail-Adresse/)).not.toHaveAttribute('aria-invalid');
  });

  it('speaks English under /en and links the privacy page', async () => {
    server();
    await renderWithProviders(<NewsletterForm />, { path: '/en/active-city-summer' });
    expect(screen.getByRole('heading', { name: 'Newsletter' })).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail address/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/en/meta/datenschutz',
    );
  });
});
