import { act, Suspense, useEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { giveEarlyPress, useTextTypedBeforeHydration } from '#app/serverRendering/earlyInput.ts';

// A claimant on a slow phone types and presses Next on the server's page before the app has it:
// the app must then hold what they typed and answer the press (nothing they entered is lost).

interface Seen {
  noticeId?: string;
  pin?: string;
  pressedWith: string[];
}
const seen: Seen = { pressedWith: [] };

/**
 * A field as the app's text fields are: its text kept to itself while typed, committed when left
 * (a blur with the draft untouched commits what the field holds, as the app's commit does).
 */
function DraftField({
  id,
  label,
  value,
  onCommit,
  shown = (text) => text,
}: {
  id: string;
  label: string;
  value: string;
  onCommit: (text: string) => void;
  /** How the field shows its text (a masked field formats it). */
  shown?: (text: string) => string;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  useTextTypedBeforeHydration(id, onCommit);
  return (
    <label>
      {label}
      <input
        id={id}
        value={shown(draft ?? value)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => {
          onCommit(draft ?? value);
          setDraft(null);
        }}
      />
    </label>
  );
}

function SignIn() {
  const [noticeId, setNoticeId] = useState('');
  const [pin, setPin] = useState('');
  Object.assign(seen, { noticeId, pin });
  return (
    <form>
      <DraftField id="noticeId" label="Notice ID" value={noticeId} onCommit={setNoticeId} />
      <DraftField id="pin" label="PIN" value={pin} onCommit={setPin} shown={(text) => (text ? text : '—')} />
      <button type="button" onClick={() => seen.pressedWith.push(`${noticeId} ${pin}`)}>
        Next
      </button>
    </form>
  );
}

/**
 * The page as the app draws it: the root outside, the step in a Suspense boundary of its own, which
 * React hydrates after the root's first effects have run.
 */
function Page({ onMounted }: { onMounted?: () => void }) {
  useEffect(() => {
    onMounted?.();
  }, [onMounted]);
  return (
    <main>
      <Suspense fallback={<p>Loading</p>}>
        <SignIn />
      </Suspense>
    </main>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  delete window.claimkitEarlyPress;
  Object.assign(seen, { noticeId: undefined, pin: undefined, pressedWith: [] });
});

function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  return container;
}

const input = (container: HTMLElement, id: string) => container.querySelector<HTMLInputElement>(`#${id}`)!;

/** Hydrates as the browser does, not in act(): the boundary hydrates in work of its own, after the root. */
async function hydrate(container: HTMLElement, onMounted?: () => void): Promise<void> {
  const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await new Promise<void>((resolve) => {
      root = hydrateRoot(
        container,
        <Page
          onMounted={() => {
            onMounted?.();
            resolve();
          }}
        />,
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}

describe('input before the app takes the page over', () => {
  it('is in the app once each field has hydrated', async () => {
    const container = serverPage();
    input(container, 'noticeId').value = 'NWM-4J7K-2Q9P';
    input(container, 'pin').value = '583104';
    await hydrate(container);
    expect(seen).toMatchObject({ noticeId: 'NWM-4J7K-2Q9P', pin: '583104' });
    expect(input(container, 'pin').value).toBe('583104');
  });

  it('is kept when the claimant leaves the field as soon as it has hydrated', async () => {
    const container = serverPage();
    input(container, 'noticeId').value = 'NWM-4J7K-2Q9P';
    // The field is left right after the root's first effects, before anything else could run.
    await hydrate(container, () => {
      setTimeout(() => input(container, 'noticeId').dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    });
    expect([seen.noticeId, input(container, 'noticeId').value]).toEqual(['NWM-4J7K-2Q9P', 'NWM-4J7K-2Q9P']);
  });

  it('leaves untouched fields as the server rendered them', async () => {
    const container = serverPage();
    await hydrate(container);
    expect(seen).toMatchObject({ noticeId: '', pin: '', pressedWith: [] });
  });

  it('takes nothing up in a field the client draws itself, though it shows its text formatted', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<Page />);
    });
    expect([seen.pin, input(container, 'pin').value]).toEqual(['', '—']);
  });

  it('presses again the button pressed before, once what was typed is in', async () => {
    const container = serverPage();
    const next = container.querySelector('button')!;
    window.claimkitEarlyPress = { take: () => next };
    input(container, 'noticeId').value = 'NWM-4J7K-2Q9P';
    input(container, 'pin').value = '583104';
    let given: Promise<void> | undefined;
    await hydrate(container, () => (given = giveEarlyPress()));
    await given;
    expect(seen.pressedWith).toEqual(['NWM-4J7K-2Q9P 583104']);
  });
});
