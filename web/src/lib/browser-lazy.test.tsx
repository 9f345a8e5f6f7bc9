import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { browserLazy } from './browser-lazy.tsx';

const Part = ({ name }: { name: string }) => <p>Part {name}</p>;

class Boundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">failed</p> : this.props.children;
  }
}

describe('browserLazy', () => {
  it('renders nothing on the server and never loads the code there', () => {
    const load = vi.fn(() => Promise.resolve({ default: Part }));
    const Lazy = browserLazy(load);
    expect(renderToString(<Lazy name="a" fallback={<p>loading</p>} />)).toBe('');
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the fallback while the code comes, then the part', async () => {
    let done = (_: { default: typeof Part }) => undefined as void;
    const Lazy = browserLazy(() => new Promise<{ default: typeof Part }>((r) => (done = r)));
    render(<Lazy name="b" fallback={<p>loading</p>} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => done({ default: Part }));
    expect(screen.getByText('Part b')).toBeInTheDocument();
  });

  it('renders preloaded code at once, without the fallback', async () => {
    const Lazy = browserLazy(() => Promise.resolve({ default: Part }));
    await Lazy.preload();
    render(<Lazy name="c" fallback={<p>loading</p>} />);
    expect(screen.getByText('Part c')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('hands a failed load to the error boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Lazy = browserLazy<typeof Part>(() => Promise.reject(new Error('offline')));
    render(
      <Boundary>
        <Lazy name="d" />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('failed');
    vi.restoreAllMocks();
  });
});
