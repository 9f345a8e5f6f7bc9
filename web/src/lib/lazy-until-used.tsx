import {
  memo,
  Suspense,
  use,
  useCallback,
  useEffect,
  useReducer,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from 'react';
import { stylesOnlyPrefix } from '../../../domain/shared/page-render.ts';
import { importsOf, noteRendered } from './rendered-modules.ts';
import { settled, tracked } from './tracked-promise.ts';
import { useHydrated } from './use-hydrated.ts';
import styles from './lazy-until-used.module.css';

/** What the visitor does before the code has come: loads it; buttons, links and sends wait. */
const useEvents = ['focusin', 'pointerdown', 'keydown', 'input'] as const;

/**
 * A screen part the server renders and the browser takes over only when the visitor first
 * uses it (focus, pointer, key), so its code (a form library, the form's screen) is not part
 * of the first view's JavaScript (decision 045). Until then the server's HTML is on screen and
 * works as HTML does: typed text and ticked boxes stay and are adopted (react-hook-form keeps
 * values edited before it registered). A click on a button or link, or a send, in that moment
 * waits and happens once the part has taken over: nothing is lost, no form goes without the app.
 * On the server the part renders whole and the page links its stylesheets but not its code;
 * after a client-side navigation it loads at once. Its props must stay the same (they are
 * compared, as `memo` does) until it has taken over: an update before that makes React drop
 * the server's HTML and draw the part anew once its code has come.
 */
export function lazyUntilUsed<P extends object = Record<string, never>>(
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  let loading: Promise<ComponentType<P>> | undefined;
  let moduleKeys: string[] = [];
  const loadNow = () => {
    if (!loading) {
      const [started, keys] = importsOf(load);
      moduleKeys = keys.map((key) => stylesOnlyPrefix + key);
      loading = tracked(started.then((module) => module.default));
    }
    return loading;
  };
  let markUsed = () => undefined as void;
  const used = new Promise<void>((resolve) => (markUsed = resolve));
  const loadedWhenUsed = tracked(used.then(loadNow));

  /**
   * Inside the Suspense boundary. On the server it waits for the code; while hydrating, for the
   * first use (the boundary keeps the server's HTML meanwhile). After a client-side navigation
   * it loads at once and shows through its own state, not by suspending: React would hold the
   * revealed boundary back for up to 300 ms (decision 046).
   */
  function Part({ onLive, props }: { onLive: () => void; props: P }) {
    const browser = !import.meta.env.SSR;
    const hydrated = useHydrated();
    const [, loaded] = useReducer((n: number) => n + 1, 0);
    const source = browser && !hydrated ? loadedWhenUsed : loadNow();
    // Each server render notes the part, so its page links the part's stylesheets.
    if (!browser) noteRendered(moduleKeys);
    const Component = !hydrated || settled(source) ? use(source) : undefined;
    useEffect(() => {
      if (Component) onLive();
      else source.then(loaded, loaded);
    }, [Component, onLive, source]);
    // eslint-disable-next-line react-hooks/static-components -- one loaded module, never remade
    return Component ? <Component {...props} /> : null;
  }

  function LazyUntilUsed(props: P) {
    const [first] = useState(props);
    // New props before the part is live (a navigation between two pages of one screen): React
    // must take the part over to update it and waits for its code, so the code comes now.
    if (!import.meta.env.SSR && !sameProps(first, props)) markUsed();
    const place = useRef<HTMLDivElement>(null);
    const waiting = useRef<(() => void)[]>([]);
    const live = useRef(false);
    const onLive = useCallback(() => {
      live.current = true;
      for (const replay of waiting.current.splice(0)) replay();
    }, []);
    useWaitForUse(place, live, waiting, markUsed);
    return (
      <div ref={place} className={styles.part}>
        <Suspense fallback={null}>
          <Part onLive={onLive} props={props} />
        </Suspense>
      </div>
    );
  }
  return memo(LazyUntilUsed);
}

/**
 * Listens on the document, ahead of React (which stops events aimed at a part it has not
 * taken over): the first use starts the load; a plain click or a send is held back and
 * repeated once the part is live.
 */
function useWaitForUse(
  place: RefObject<HTMLElement | null>,
  live: RefObject<boolean>,
  waiting: RefObject<(() => void)[]>,
  markUsed: () => void,
) {
  useEffect(() => {
    const root = place.current;
    if (!root || live.current) return;
    const inside = (event: Event) => event.target instanceof Node && root.contains(event.target);
    const onUse = (event: Event) => {
      if (inside(event)) markUsed();
    };
    const onClick = (event: MouseEvent) => {
      if (live.current || !inside(event) || event.button !== 0) return;
      // A click for a new tab or window goes on as the browser does it.
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      markUsed();
      // Typing and ticking stay in the HTML and are adopted; a button or link waits.
      const control = (event.target as Element).closest<HTMLElement>('a[href], button');
      if (!control || !root.contains(control)) return;
      event.preventDefault();
      waiting.current.push(() => control.isConnected && control.click());
    };
    const onSubmit = (event: SubmitEvent) => {
      if (live.current || !inside(event)) return;
      markUsed();
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      const submitter = event.submitter;
      waiting.current.push(() => form.isConnected && form.requestSubmit(submitter));
    };
    // Already in use: focused while the page was taking over.
    if (root.contains(document.activeElement)) markUsed();
    for (const type of useEvents) document.addEventListener(type, onUse, true);
    document.addEventListener('click', onClick, true);
    document.addEventListener('submit', onSubmit, true);
    return () => {
      for (const type of useEvents) document.removeEventListener(type, onUse, true);
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('submit', onSubmit, true);
    };
  }, [place, live, waiting, markUsed]);
}

/** `memo`'s comparison: the same keys with the same values. */
function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is(a[key as keyof typeof a], b[key as keyof typeof b]))
  );
}
