import { act } from '@testing-library/react';
import { startTransition, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerenderToNodeStream } from 'react-dom/static.node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyUntilUsed } from './lazy-until-used.tsx';

/** A small form as a screen part: a field, a tick box and a button with a React handler. */
function Form() {
  const [sent, setSent] = useState<string>();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        setSent(`${String(data.get('name'))} ${data.get('news') ? 'news' : 'no news'}`);
      }}
    >
      <label>
        Name <input name="name" defaultValue="" />
      </label>
      <label>
        News <input type="checkbox" name="news" />
      </label>
      <button type="submit">Send</button>
      {sent ? <p role="status">{sent}</p> : null}
    </form>
  );
}

/** The server's render (its build has `import.meta.env.SSR`). */
async function serverHtml(Part: ComponentType) {
  vi.stubEnv('SSR', true);
  try {
    const { prelude } = await prerenderToNodeStream(<Part />);
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    return html;
  } finally {
    vi.unstubAllEnvs();
  }
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** Hydrates the server's HTML of `Part` in the page, as the browser does. */
async function hydrate(Part: ComponentType, html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, <Part />);
  });
  return container;
}

describe('lazyUntilUsed', () => {
  it('takes over the server HTML only when used, keeping what was typed and sending once live', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Form }));
    const html = await serverHtml(lazyUntilUsed(load));
    expect(html).toContain('<button type="submit">Send</button>');

    load.mockClear();
    const container = await hydrate(lazyUntilUsed(load), html);
    const field = container.querySelector('input[name=name]') as HTMLInputElement;
    const tick = container.querySelector('input[name=news]') as HTMLInputElement;
    const button = container.querySelector('button') as HTMLButtonElement;
    expect(load).not.toHaveBeenCalled();

    // Typed and ticked in the HTML, sent before the code has come.
    field.value = 'Mia';
    tick.checked = true;
    await act(async () => {
      button.click();
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(await vi.waitFor(() => container.querySelector('[role=status]'))).toHaveTextContent(
      'Mia news',
    );
    // The same elements, taken over: nothing was drawn anew.
    expect(container.querySelector('input[name=name]')).toBe(field);
  });

  it('loads when its props change before it was used, and shows the new ones', async () => {
    const Named = ({ name }: { name: string }) => <p>Hello {name}</p>;
    const load = vi.fn(() => Promise.resolve({ default: Named }));
    const OnServer = lazyUntilUsed(load);
    const html = await serverHtml(() => <OnServer name="Altona" />);
    load.mockClear();
    const Part = lazyUntilUsed(load);
    const container = await hydrate(() => <Part name="Altona" />, html);
    expect(load).not.toHaveBeenCalled();
    // As a router's navigation does: in a transition, which waits for the part's code.
    await act(async () => startTransition(() => root?.render(<Part name="Wandsbek" />)));
    expect(load).toHaveBeenCalledTimes(1);
    expect(await vi.waitFor(() => container.querySelector('p'))).toHaveTextContent(
      'Hello Wandsbek',
    );
  });

  it('loads at once when it is shown after the page has started (a client-side navigation)', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Form }));
    const Part = lazyUntilUsed(load);
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      root = createRoot(container);
      root.render(<Part />);
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(await vi.waitFor(() => container.querySelector('button'))).toHaveTextContent('Send');
  });
});
